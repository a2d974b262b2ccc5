import ArgumentParser
import Entities
import Foundation
import RoutePlanning
import UseCases
import YumeguriCLI

extension BenchCommand {
    /// `yumeguri-bench trip`: how long splitting every curated rally's baths (79 members across
    /// Japan) into a 7-day car trip takes, from the timing tables up (target under 100 ms), and how
    /// many warnings the split leaves; then `--days auto` on the same baths.
    struct TripBench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "trip")

        @Option(help: "Runs of the split.")
        var runs = 20
        @Option(help: "Days to split into.")
        var days = 7
        @Option(help: ArgumentHelp("The first day.", valueName: "YYYY-MM-DD"))
        var date = "2026-12-05"

        @OptionGroup var options: AppOptions

        func run() async throws {
            let snapshot = try await options.catalogSnapshot()
            let listings = snapshot.listings
            let stops = snapshot.rallyTiers.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { id -> RouteStop? in
                guard let listing = listings.listing(id) else { return nil }
                return RouteStop(id: id, name: listing.name, coordinate: listing.coordinate, hours: listing.hours)
            }
            let first = try VisitDate(parsing: date)
            for count in [TripDayCount.fixed(days), .asFewAsFit] {
                let clock = ContinuousClock()
                var samples: [Double] = []
                var split: TripSplit?
                for _ in 0..<max(1, runs) {
                    let started = clock.now
                    split = TripSplitter.split(stops: stops, origin: nil, firstDate: first, mode: .car, stayMinutes: DayPlan.defaultStayMinutes,
                                               limits: .defaults(for: .car), days: count)
                    let elapsed = clock.now - started
                    samples.append(BenchStatistics.milliseconds(elapsed))
                }
                samples.sort()
                let p99 = BenchStatistics.percentile(samples, 0.99) ?? 0
                let label = if case .fixed(let n) = count { "\(n) days" } else { "auto" }
                let target = if case .fixed = count { "target < 100 ms: \(p99 < 100 ? "ok" : "OVER")" } else { "no target" }
                print(String(format: "trip split %d rally baths over %@: median %.2f ms, p99 %.2f ms over %d runs → %d days, %d warnings, %.0f km — %@",
                             stops.count, label, samples[samples.count / 2], p99, samples.count, split?.days.count ?? 0,
                             split?.violations ?? 0, split?.kilometres ?? 0, target))
            }
        }
    }
}
