import Foundation

/// The figures every `yumeguri-bench` subcommand prints, computed one way.
enum BenchStatistics {
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Nearest-rank percentile of `sorted` (ascending); nil when there are no samples.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    /// CPU time of the calling thread in ms: on a shared machine wall time also counts the time
    /// spent waiting for a core, which says nothing about the code.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
