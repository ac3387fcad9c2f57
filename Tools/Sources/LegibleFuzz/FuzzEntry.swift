import Foundation

#if FUZZING
/// libFuzzer's entry point: one input, checked by the harness `LEGIBLE_FUZZ` names. A broken
/// invariant traps, so libFuzzer saves the input as a crash like any other.
@_cdecl("LLVMFuzzerTestOneInput")
public func legibleFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = FuzzHarness.chosen.problem(bytes) { fatalError(problem) }
    return 0
}

/// libFuzzer's driver, which parses its options from the command line and runs the inputs.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point under its own name, so libFuzzer's `main` cannot be
/// the program's: this one hands the command line to libFuzzer's driver instead.
@main
struct FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, legibleFuzzOneInput))
    }
}
#else
/// Without the fuzzer, the harnesses replay saved inputs: `LegibleFuzz HARNESS PATH...`, each
/// path a file or a directory of files. This is how findings stay fixed: CI replays the
/// committed seeds and regressions through the same invariants, no fuzzer needed.
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let harness = FuzzHarness(rawValue: name) else {
            let names = FuzzHarness.allCases.map(\.rawValue).joined(separator: "|")
            print("usage: LegibleFuzz \(names) PATH...")
            exit(2)
        }
        var checked = 0
        var failed = 0
        for path in arguments.dropFirst() {
            for file in try files(at: URL(fileURLWithPath: path)) {
                checked += 1
                if let problem = harness.problem(Array(try Data(contentsOf: file))) {
                    failed += 1
                    print("\(file.path): \(problem)")
                }
            }
        }
        print("\(harness.rawValue): \(checked) inputs replayed, \(failed) failed")
        if failed > 0 || checked == 0 { exit(1) }
    }

    /// A file, or the files of a directory (not its subdirectories), in name order.
    static func files(at url: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isDirectory.boolValue else { return [url] }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { !$0.hasDirectoryPath }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
#endif
