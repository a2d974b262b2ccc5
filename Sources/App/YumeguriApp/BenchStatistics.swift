/// The figures every `yumeguri bench` subcommand prints, computed one way.
enum BenchStatistics {
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Nearest-rank percentile of `sorted` (ascending); nil when there are no samples.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
