import Foundation

/// The committed answers of an oracle (`Tests/Oracles/*.jsonl`), one JSON object a line, read by
/// tests so that CI needs no browser. Each file names the script that regenerates it.
public enum OracleSnapshot {
    /// The directory of the snapshots: `Tests/Oracles` in the package.
    public static let directory: URL = Repository.root.appendingPathComponent("Tests/Oracles", isDirectory: true)

    /// The records of the snapshot `name`, decoded line by line.
    public static func records<Record: Decodable>(_ name: String, as type: Record.Type) throws -> [Record] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let decoder = JSONDecoder()
        return try data.split(separator: 0x0A).map { try decoder.decode(Record.self, from: Data($0)) }
    }
}
