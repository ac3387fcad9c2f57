import Foundation
import LegibleAccessibility
import LegibleMarkdown

/// Builds the reading model of every corpus document and reports its time next to the time to
/// parse them (GitHub preset), then the time to ask every element for its label and to write
/// the read-all script, which speak all the math.
enum ReadingModelBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 5
        let corpus = try Corpus.load()
        let bytes = corpus.totalBytes
        var documents: [MarkdownDocument] = []
        let parse = Stopwatch.fastest(of: repetitions) {
            documents = corpus.files.map { MarkdownDocument(parsing: $0.bytes, options: .gitHub) }
        }
        var models: [ReadingModel] = []
        let build = Stopwatch.fastest(of: repetitions) {
            models = documents.map { ReadingModel(document: $0) }
        }
        var elementCount = 0
        var sink = 0
        let labels = Stopwatch.fastest(of: 1) {
            for model in models {
                for element in model.elements {
                    elementCount += 1
                    sink &+= element.label?.utf8.count ?? 0
                }
            }
        }
        let readAll = Stopwatch.fastest(of: 1) {
            for model in models { sink &+= model.readAllScript.utterances.count }
        }
        print("reading model over \(corpus.files.count) corpus files (\(bytes) bytes), fastest of \(repetitions) runs")
        print(String(format: "  parse (GitHub preset):      %.3f s  %@", parse, Stopwatch.megabytesPerSecond(bytes, parse) as NSString))
        print(String(format: "  build the reading model:    %.3f s  %@  (%.2fx the parse time)", build,
                     Stopwatch.megabytesPerSecond(bytes, build) as NSString, build / parse))
        print(String(format: "  every element's label:      %.3f s  (%d elements)", labels, elementCount / 1))
        print(String(format: "  every read-all script:      %.3f s  %@", readAll, Stopwatch.megabytesPerSecond(bytes, readAll) as NSString))
        if sink == 42 { print("") }
    }
}
