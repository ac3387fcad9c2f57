import Foundation

/// The example documents of `Examples/`, which the README shows.
public enum Examples {
    /// `Examples/assistant-answer.md`: an assistant's answer with headings, math, code, a
    /// table, images, a task list and footnotes.
    public static let assistantAnswer: String = {
        // This file is Tests/LegibleTestSupport/Examples.swift; the package root is three levels up.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Examples/assistant-answer.md"), encoding: .utf8)) ?? ""
    }()
}
