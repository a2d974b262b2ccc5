import AppWiring
import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import UseCases
import YumeguriCLI

/// `yumeguri-bench`: the measuring tools, apart from the app a person installs.
/// `search`: per-keystroke search latency on a catalog, for `make bench`;
/// `purchase`: ticket purchases on a data directory (PurchaseBench.swift);
/// `pass`: multi-bath passes bought and used at the desk (PassBench.swift);
/// `fuzz`, `layout`, `keys`: the whole shell headless; `map`: the map's redraw (MapBench.swift).
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yumeguri-bench", abstract: "Measurements for make bench, the fuzz run and the layout checks.",
        subcommands: [SearchBench.self, SearchQualityBench.self, PurchaseBench.self, PassBench.self, PlanBench.self, TripBench.self, FuzzBench.self, KeyLatencyBench.self, HoldLockBench.self, VisitsFileBench.self, LayoutCheck.self, CursesWidthCheck.self, MapBench.self, ProcessPairBench.self, PicturesBench.self, SpringReport.self])

    /// ArgumentParser's own, except that a `CommandFailure` (from the app's command helpers the
    /// benches share) is reported as the app reports it: `yumeguri: MESSAGE`, status 1.
    static func main() async {
        // The language as the app chooses it (`--lang`, the config's `lang`, the locale), before
        // the first message: a usage error included.
        let language = LanguageArgument(Array(CommandLine.arguments.dropFirst()))
        AppLanguage.choose(language.resolved(environment: ProcessInfo.processInfo.environment, tables: KeyTables.all))
        if let invalid = language.invalidMessage {
            CLIOutput.error(invalid)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(language.remaining)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            CLIOutput.error(failure.message)
            Foundation.exit(CLIOutput.finish(ExitCode.failure.rawValue))
        } catch {
            // ArgumentParser's sentences (a bad or missing option) in the language in force, as the app says them.
            let code = exitCode(for: error)
            let message = code == .validationFailure ? UsageText.inLanguage(fullMessage(for: error)) : fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { CLIOutput.line(message) } else { CLIOutput.message(message) }
            }
            Foundation.exit(CLIOutput.finish(code.rawValue))
        }
        let status = CLIOutput.finish(0)
        if status != 0 { Foundation.exit(status) }
    }

    struct SearchBench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "search")

        @Option(help: "Queries, comma-separated.")
        var queries = "く,くさ,くさつ,kusatsu,温泉,硫黄"

        @Option(help: "Repetitions of each typed query.")
        var repeats = 30

        @Flag(help: "Also print each typed prefix's own figures (where a query's p99 comes from).")
        var eachPrefix = false

        @Flag(help: "Search every keystroke afresh instead of refining the one before, as the screen does (to compare).")
        var fresh = false

        @Option(help: ArgumentHelp("Also write every area's name, reading and romaji here (one per line), for fzf.", valueName: "file"))
        var namesOut: String?

        @OptionGroup var options: AppOptions

        func run() async throws {
            let location = try options.location()
            let clock = ContinuousClock()
            let (snapshot, engine, isStored, build) = try await withDependencies { $0.catalogLocation = location } operation: {
                @Dependency(\.loadCatalog) var load
                let snapshot = try await load.execute { _ in }
                let buildStart = clock.now
                let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
                let build = clock.now - buildStart
                if !isStored { await load.storeSearchEngine(engine) }
                return (snapshot, engine, isStored, build)
            }
            print(BenchText.searchIndex(areas: snapshot.listings.count, stored: isStored, milliseconds: "\(BenchStatistics.milliseconds(build))").text)
            if let namesOut {
                let lines = snapshot.listings.map { "\($0.name) \($0.reading) \($0.romaji)" }.joined(separator: "\n") + "\n"
                try lines.write(toFile: namesOut, atomically: true, encoding: .utf8)
            }
            for query in queries.split(separator: ",").map(String.init) {
                // Per keystroke: every prefix of the query, as typed.
                var samples: [Double] = []
                var prefixSamples = [[Double]](repeating: [], count: query.count + 1)
                var prefixCPU = [[Double]](repeating: [], count: query.count + 1)
                var hits = 0
                for _ in 0..<repeats {
                    var shown: SearchOutcome?
                    for length in 1...query.count {
                        let typed = String(query.prefix(length))
                        let start = clock.now
                        let cpuStart = BenchStatistics.threadCPUMilliseconds()
                        // As the search screen asks: the first rows (SearchViewModel.firstFetch), total
                        // counted, refining the outcome of the keystroke before.
                        let outcome = engine.run(SearchRequest(query: typed, limit: 300), refining: fresh ? nil : shown)
                        shown = outcome
                        hits = outcome.totalCount
                        samples.append(BenchStatistics.milliseconds(clock.now - start))
                        prefixSamples[length].append(samples[samples.count - 1])
                        prefixCPU[length].append(BenchStatistics.threadCPUMilliseconds() - cpuStart)
                    }
                }
                if eachPrefix {
                    for length in 1...query.count {
                        let sorted = prefixSamples[length].sorted(), cpu = prefixCPU[length].sorted()
                        print(String(format: "  %@\tp50 %.3f ms\tmax %.3f ms\tthread CPU p50 %.3f ms\tmax %.3f ms",
                                     String(query.prefix(length)), BenchStatistics.percentile(sorted, 0.5) ?? 0,
                                     sorted.last ?? 0, BenchStatistics.percentile(cpu, 0.5) ?? 0, cpu.last ?? 0))
                    }
                }
                samples.sort()
                let p50 = BenchStatistics.percentile(samples, 0.5) ?? 0
                let p99 = BenchStatistics.percentile(samples, 0.99) ?? 0
                print(String(format: "query %@\thits %d\tp50 %.3f ms\tp99 %.3f ms\tmax %.3f ms\t(%d keystrokes)", query, hits, p50, p99,
                             samples.last ?? 0, samples.count))
            }
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            print(BenchText.peakMemory(mebibytes: usage.ru_maxrss / 1024).text)
        }
    }

    /// `yumeguri-bench quality --set bench/search-quality.csv`: does search find the place people mean?
    struct SearchQualityBench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "quality")

        @Option(help: ArgumentHelp("The query set (query,form,expected_ids).", valueName: "file"))
        var set = "bench/search-quality.csv"

        @OptionGroup var options: AppOptions

        func run() async throws {
            let snapshot = try await options.catalogSnapshot()
            let engine = FacilitySearchEngine(listings: snapshot.listings, prefectures: snapshot.prefectures, rallyTiers: snapshot.rallyTiers)
            let cases = SearchQualityCase.parse(try String(contentsOfFile: set, encoding: .utf8))
            let results = engine.evaluate(cases)
            for result in results {
                let rank = result.rank.map { "#\($0)" } ?? "not found"
                let mark = result.passes ? "ok  " : "MISS"
                CLIOutput.line("\(mark) \(result.testCase.form)\t\(result.testCase.query)\t\(rank)\t\(result.top.joined(separator: " / "))")
            }
            for isKanji in [true, false] {
                let group = results.filter { $0.testCase.form.hasPrefix("kanji") == isKanji }
                let passed = group.filter(\.passes).count
                let percent = String(format: "%.1f", group.isEmpty ? 0 : 100 * Double(passed) / Double(group.count))
                print(BenchText.quality(kanji: isKanji, passed: passed, total: group.count, percent: percent).text)
            }
        }
    }
}
