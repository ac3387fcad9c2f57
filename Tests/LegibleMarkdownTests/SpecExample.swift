/// One example of the CommonMark or GFM spec, as stored in `../shared/data`.
struct SpecExample: Decodable, Sendable {
    let example: Int
    let section: String
    let markdown: String
    let html: String
    let extensions: [String]?
    let disabled: Bool?
}

/// Renders every example and returns the numbers of those whose HTML differs, printing the
/// first few differences in full so a failure can be read without rerunning anything.
func failingExamples(_ examples: [SpecExample], render: (String) -> String) -> [Int] {
    var failures: [Int] = []
    for example in examples where render(example.markdown) != example.html {
        if failures.count < 5 {
            print("""
                ── example \(example.example) (\(example.section))
                markdown: \(String(reflecting: example.markdown))
                expected: \(String(reflecting: example.html))
                actual:   \(String(reflecting: render(example.markdown)))
                """)
        }
        failures.append(example.example)
    }
    return failures
}
