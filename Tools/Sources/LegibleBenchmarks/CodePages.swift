import Foundation

/// Brings every page of the process's code into memory.
///
/// A process's resident memory counts the pages of its executable and libraries that it has
/// run, and a run on a large file reaches code a small warm-up did not (for awesome-go's
/// README, 0.39 MB of it, a whole times the file). That is a fixed cost of the program, not
/// memory that grows with the input: a probe that reads every code page first measures only
/// the latter, for every parser alike.
enum CodePages {
    /// Reads one byte of each page of every executable mapping in `/proc/self/maps`. Returns
    /// the sum of the bytes read, for the caller to use so that the reads are not optimised
    /// away (0 where there is no such file).
    static func makeResident() -> Int {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return 0 }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var sum = 0
        for line in maps.split(separator: "\n") {
            // address-range permissions offset device inode path
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1].hasPrefix("r-x"), fields[5].hasPrefix("/") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
            guard bounds.count == 2 else { continue }
            var address = bounds[0]
            while address < bounds[1] {
                if let page = UnsafePointer<UInt8>(bitPattern: address) { sum &+= Int(page.pointee) }
                address += UInt(pageSize)
            }
        }
        return sum
    }
}
