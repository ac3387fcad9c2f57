import Foundation

/// Runs the built `legible` executable, which sits beside the test bundle in the build folder.
struct LegibleCommand {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("legible")
    }

    /// The repository's root, where the examples live (this file is
    /// `Tools/Tests/LegibleCLITests/LegibleCommand.swift`).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Runs `legible` with `arguments`, `input` on standard input, and `environment` added to
    /// this process's environment; standard output goes to the file at `outputPath` when one is
    /// given (then ``Result/standardOutput`` is empty).
    static func run(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
                    outputPath: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        let outputFile = outputPath.flatMap { FileHandle(forWritingAtPath: $0) }
        process.standardOutput = outputFile ?? output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input)) }
        try standardInput.fileHandleForWriting.close()
        if outputFile != nil { try output.fileHandleForWriting.close() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
