import Foundation

/// Timing and memory measurement for benchmarks.
enum Stopwatch {
    /// The fastest of `repetitions` runs of `work`, in seconds. The fastest run is the one least
    /// disturbed by the rest of the machine, so it is the most repeatable figure.
    static func fastest(of repetitions: Int, _ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    /// The least processor time, in seconds, this thread spent in `repetitions` runs of
    /// `work`: on a machine busy with other work, the time spent waiting for a processor is
    /// left out, so the figure measures the work rather than the load.
    static func fastestProcessorTime(of repetitions: Int, _ work: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = now()
            work()
            best = min(best, now() - start)
        }
        return best
    }

    /// The fastest of `repetitions` runs of each of `works`, run in turn (one of each, then again)
    /// so that a busy moment of the machine slows one round of all of them, not all rounds of one.
    static func fastestInTurn(of repetitions: Int, _ works: [() -> Void]) -> [Double] {
        var best = [Double](repeating: .infinity, count: works.count)
        for _ in 0..<repetitions {
            for (index, work) in works.enumerated() { best[index] = min(best[index], fastest(of: 1, work)) }
        }
        return best
    }

    /// How much the process's resident memory grows at its peak while `work` runs, in bytes.
    /// Linux resets the peak ("high water mark") when 5 is written to `/proc/self/clear_refs`.
    static func peakMemoryGrowth(_ work: () -> Void) -> Int? {
        guard let baseline = statusField("VmRSS"),
              (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else { return nil }
        work()
        guard let peak = statusField("VmHWM") else { return nil }
        return max(0, peak - baseline)
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return digits.first.map { $0 * 1024 }
        }
        return nil
    }

    static func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> String {
        String(format: "%.1f MB/s", Double(bytes) / seconds / 1e6)
    }
}
