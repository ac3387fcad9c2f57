import Foundation

/// Runs this benchmark program again, as a fresh process, on one measurement: a fresh process
/// starts with no memory warmed up or left over by earlier measurements.
enum ChildProbe {
    /// Runs `LegibleBenchmarks <arguments>` and returns what it printed, trimmed, or `nil` when
    /// it failed.
    static func run(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
