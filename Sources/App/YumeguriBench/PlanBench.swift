import ArgumentParser
import Entities
import Foundation
import Localization
import RoutePlanning
import UseCases
import YumeguriCLI

extension BenchCommand {
    /// `yumeguri-bench plan`: how long ordering a day plan takes, so editing one never lags:
    /// 10 stops exactly (target under 16 ms) and 200 by nearest neighbour + 2-opt (under 100 ms),
    /// on real areas — the ones nearest 別府/鉄輪, a dense resort and then the rest of Kyushu.
    struct PlanBench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "plan")

        @Option(help: "Runs of each ordering.")
        var runs = 200
        @Option(help: ArgumentHelp("The area the stops are nearest to.", valueName: "id"))
        var near = "aist-7154"

        @OptionGroup var options: AppOptions

        func run() async throws {
            let snapshot = try await options.catalogSnapshot()
            let listings = snapshot.listings
            guard let origin = listings.listing(FacilityID(near)) else {
                try UserDataContext.fail(BenchText.noSuchArea(near).text)
            }
            let coordinates = listings.indices.map(listings.coordinate(at:))
                .sorted { origin.coordinate.distance(to: $0) < origin.coordinate.distance(to: $1) }
            let result = RoutePlanningBench.run(coordinates: Array(coordinates.prefix(200)), runs: runs)
            for (label, figures, target) in [("exact (Held–Karp)", result.exact10, 16.0), ("heuristic (nearest neighbour + 2-opt)", result.heuristic200, 100.0)] {
                let verdict = figures.p99Milliseconds < target ? "ok" : "OVER"
                print(String(format: "plan %3d stops %@: median %.3f ms, p99 %.3f ms, max %.3f ms over %d runs (%.1f km) — target < %.0f ms: %@",
                             figures.stops, label, figures.medianMilliseconds, figures.p99Milliseconds, figures.maximumMilliseconds,
                             figures.runs, figures.kilometres, target, verdict))
            }
        }
    }
}
