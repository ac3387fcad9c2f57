/// Where two long strings first differ, with a little context from each: what a failing
/// comparison of megabyte-sized output should print instead of both strings whole.
public func firstDifference(_ actual: String, _ expected: String) -> String? {
    let actualBytes = Array(actual.utf8)
    let expectedBytes = Array(expected.utf8)
    var index = 0
    while index < actualBytes.count && index < expectedBytes.count && actualBytes[index] == expectedBytes[index] { index += 1 }
    if index == actualBytes.count && index == expectedBytes.count { return nil }
    func excerpt(_ bytes: [UInt8]) -> String {
        let start = max(0, index - 40)
        let end = min(bytes.count, index + 40)
        return String(reflecting: String(decoding: bytes[start..<end], as: UTF8.self))
    }
    return "at byte \(index) of \(actualBytes.count) (expected \(expectedBytes.count)): actual \(excerpt(actualBytes)) expected \(excerpt(expectedBytes))"
}
