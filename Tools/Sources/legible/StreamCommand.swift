import ArgumentParser
import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown

/// `legible stream FILE`: replays a file as a language model would stream it and prints what
/// would be announced, with its time on a virtual clock.
struct StreamCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream",
        abstract: "Replay a Markdown file as a stream and print each announcement with its virtual time.",
        discussion: """
            The file is appended CHUNK bytes at a time (cut anywhere, even inside a character), one chunk every \
            DELAY milliseconds of virtual time, as a language model streams an answer. Each line is \
            an announcement: when it is due and what is said. No real time passes. With --html-patches \
            it writes, one JSON object a line, {"page": …} (the accessible page before anything \
            arrives) and then each non-empty patch a web page applies with legible-stream.js. \
            A pipe still being written (standard input or a named pipe) is streamed as it arrives: \
            each chunk at the later of its time in the replay and the time it arrived, each line \
            written as it is announced.
            """
    )

    enum Policy: String, ExpressibleByArgument, CaseIterable {
        case standard, verbose, quiet

        var value: AnnouncementPolicy {
            switch self {
            case .standard: .standard
            case .verbose: .verbose
            case .quiet: .quiet
            }
        }
    }

    @Argument(help: "The Markdown file to stream (standard input when omitted).", completion: .file())
    var file: String?

    @Option(help: "Bytes per chunk.")
    var chunk = 16

    @Option(name: .customLong("delay-ms"), help: "Virtual milliseconds between chunks.")
    var delayMilliseconds = 50

    @Option(help: "What to announce: \(Policy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var policy: Policy = .standard

    @Option(help: ArgumentHelp("The language of the words Legible adds (\(PhraseTable.availableLanguages.joined(separator: ", ")); en-GB falls back to en).",
                               discussion: "By default the language the file's front matter names (lang:), as legible read and page take it; "
                                   + "English for a pipe still being written, whose front matter has not arrived when the stream starts."))
    var language: String?

    @OptionGroup var dialect: DialectOptions

    @Flag(name: .customLong("html-patches"), help: "Write the accessible page's patches as JSON lines instead.")
    var htmlPatches = false

    func validate() throws {
        guard chunk > 0 else { throw ValidationError("--chunk must be at least 1") }
        guard delayMilliseconds >= 0 else { throw ValidationError("--delay-ms must not be negative") }
        if let language { _ = try LanguageTag.phraseTable(language) }
    }

    func run() throws {
        // A pipe still being written is streamed as it arrives, on the real clock.
        let live = try LiveInput.opened(file)
        let input = live == nil ? try InputFile.read(file) : []
        // A front matter ends within its maximum length: only that much is parsed to find it.
        let frontMatter = live == nil && language == nil
            ? MarkdownDocument(parsing: Array(input.prefix(FrontMatter.maximumLength)), options: dialect.parseOptions).frontMatter : nil
        let phrases = LanguageTag.phrases(language: language, frontMatter: frontMatter)
        let answer = StreamingAnswer(options: dialect.parseOptions, phrases: phrases, policy: policy.value)
        let html = htmlPatches ? StreamingHTMLRenderer(phrases: answer.model.phrases) : nil
        var out = html.map { Self.jsonLine(["page": $0.page(title: file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Answer")]) } ?? ""
        func emit(_ update: ReadingModelUpdate?, _ announcements: [Announcement]) {
            guard let html else {
                for announcement in announcements { out += Self.line(announcement) }
                return
            }
            let patch = update.map { html.patch($0, announcements: announcements) } ?? html.patch(announcements: announcements)
            if !patch.isEmpty { out += patch.json + "\n" }
        }
        // A live pipe's bytes are replayed as they arrive, each chunk at the later of its
        // replay time and the time it arrived, and each line written then.
        var bytes = input
        let start = ContinuousClock.now
        var time = Duration.zero
        var position = 0
        repeat {
            if let live {
                bytes += try live.nextBytes()
                time = max(time, ContinuousClock.now - start)
            }
            while position < bytes.count {
                let end = min(bytes.count, position + chunk)
                let step = answer.append(bytes[position..<end], at: time)
                position = end
                emit(step.update, step.announcements)
                time += .milliseconds(delayMilliseconds)
            }
            if live != nil {
                try StandardOutput.write(out)
                out = ""
            }
        } while live.map { !$0.isClosed } ?? false
        let finish = answer.finish(at: time)
        emit(finish.update, finish.announcements)
        emit(nil, answer.advance(to: .seconds(1_000_000)))
        try StandardOutput.write(out)
    }

    static func jsonLine(_ object: [String: String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func line(_ announcement: Announcement) -> String {
        let seconds = Double(announcement.time.components.seconds) + Double(announcement.time.components.attoseconds) / 1e18
        return String(format: "[%7.3f s] ", seconds) + announcement.text + "\n"
    }
}
