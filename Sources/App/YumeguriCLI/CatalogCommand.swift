import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import UseCases

struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Manage the catalog database.",
        subcommands: [Build.self, Check.self, Synth.self]
    )

    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "build",
            abstract: "Build (or check) the catalog database and its search index in the data directory and report how long it took.",
            discussion: "The search index and the list's first page are made here too, so the next start maps them at once; on a terminal, progress is shown on standard error.")

        @OptionGroup var options: DataOptions

        @Flag(name: .long, help: "Rebuild even when the stored catalog is up to date.")
        var force = false

        @Flag(name: .long, help: "Build only the database: the first start then makes the search index (for measuring the database build alone).")
        var noIndex = false

        func run() async throws {
            umask(0o077)
            let location = try options.location()
            @Dependency(\.catalogMaintenance) var catalog
            let progress = CLIOutput.Progress()
            let clock = ContinuousClock()
            let start = clock.now
            let database: CatalogDatabaseSummary
            do {
                database = try await catalog.open(location, force) { progress.show($0.label) }
            } catch {
                progress.clear()
                CLIOutput.error(error.description)
                throw ExitCode(1)
            }
            let built = clock.now
            let databaseTime = Self.milliseconds(built - start)
            var index = SearchIndexStep.none
            if !noIndex {
                let outcome: PrepareSearchIndexUseCase.Outcome
                do {
                    outcome = try await catalog.prepareSearchIndex(location) { step in
                        progress.show(step.phase == .indexing ? "\(step.label) \(step.completed)/\(step.total)" : step.label)
                    }
                } catch {
                    progress.clear()
                    CLIOutput.error(error.description)
                    throw ExitCode(1)
                }
                switch outcome {
                case .built: index = .built(milliseconds: Self.milliseconds(clock.now - built))
                case .alreadyStored: index = .upToDate
                case .notKept: break
                }
            }
            progress.clear()
            CLIOutput.sentence((database.wasBuilt
                ? CLIText.catalogBuilt(path: database.path, areas: database.areaCount, milliseconds: databaseTime, index: index)
                : CLIText.catalogUpToDate(path: database.path, areas: database.areaCount, milliseconds: databaseTime, index: index)).text)
            if database.skippedRows > 0 { CLIOutput.sentence(CLIText.rowsSkippedSeeCheck(database.skippedRows).text) }
        }

        private static func milliseconds(_ elapsed: Duration) -> String {
            String(format: "%.0f", Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
    }

    /// `yumeguri catalog check`: the rows the catalog left out, and why.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check",
            abstract: "List the rows of the catalog files that were left out as bad, with file, line and reason.",
            discussion: "Exit status 0 when every row was taken, 1 when some were skipped.")

        @OptionGroup var options: DataOptions

        func run() async throws {
            umask(0o077)
            let location = try options.location()
            @Dependency(\.catalogMaintenance) var catalog
            let database: CatalogDatabaseSummary
            do {
                database = try await catalog.open(location, false) { _ in }
            } catch {
                CLIOutput.error(error.description)
                throw ExitCode(1)
            }
            let (skipped, report) = (database.skippedRows, database.skippedReport)
            CLIOutput.sentence(CLIText.catalogChecked(path: location.sourceDirectory.path, areas: database.areaCount, skipped: skipped).text)
            for problem in report { CLIOutput.line("  " + problem.description) }
            if skipped > report.count { CLIOutput.sentence(CLIText.andMore(skipped - report.count).text) }
            if skipped > 0 { throw ExitCode(1) }
        }
    }

    struct Synth: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "synth",
            abstract: "Write a deterministic synthetic catalog of COUNT areas (for measuring at scale); open it with --catalog DIR.")

        @Option(name: .long, help: "Number of areas.")
        var count: Int = 100_000

        @Option(name: .long, help: ArgumentHelp("Folder to write the catalog into.", valueName: "dir"))
        var out: String

        @OptionGroup var language: LanguageOption

        func validate() throws {
            guard (1...5_000_000).contains(count) else { throw ValidationError(CLIText.synthCountRange.text) }
        }

        func run() async throws {
            guard let bundled = ResourceLocator.bundledCatalog(environment: processEnvironment) else {
                throw ValidationError(CLIText.synthNoBundledCatalog.text)
            }
            @Dependency(\.catalogMaintenance) var catalog
            do {
                try await catalog.writeSynthetic(count, URL(fileURLWithPath: out), bundled)
            } catch {
                CLIOutput.error(error.description)
                throw ExitCode(1)
            }
            CLIOutput.sentence(CLIText.synthWrote(count: count, folder: out).text)
        }
    }
}
