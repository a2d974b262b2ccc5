import ArgumentParser
import CatalogColumns
import Dependencies
import Entities
import Foundation
import Localization
import TerminalKit
import UseCases

/// What the favourites and visits commands share: the user database, through the use cases the
/// app's screens use (their stores sit on the same ones), and the catalog's names.
public struct UserDataContext {
    public let favorites: FavoritesUseCase
    public let visitLog: VisitLogUseCase
    public let snapshot: CatalogSnapshot
    /// Looked up by id (`listing(_:)`), not copied into a dictionary of the whole catalog.
    public var listings: CatalogListings { snapshot.listings }

    public static func open(_ options: some CatalogOptions) async throws -> UserDataContext {
        umask(0o077)
        let location = try options.location()
        do {
            return try await withDependencies { $0.catalogLocation = location } operation: {
                @Dependency(\.favoritesUseCase) var favorites
                @Dependency(\.visitLogUseCase) var visitLog
                @Dependency(\.loadCatalog) var load
                let snapshot = try await load.execute { _ in }
                return UserDataContext(favorites: favorites, visitLog: visitLog, snapshot: snapshot)
            }
        } catch {
            try fail("\(error)")
        }
    }

    /// Ends the command with `message` (see `CommandFailure`).
    public static func fail(_ message: String) throws(CommandFailure) -> Never {
        throw CommandFailure(message)
    }

    public static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// `yumeguri favorites [--json]`: the shortlist in the user's order.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Print your favourite hot springs in your order (the Favorites tab's list)."
    )

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var options: DataOptions

    func run() async throws {
        let context = try await UserDataContext.open(options)
        let favorites: [Favorite]
        do { favorites = try await context.favorites.load() } catch { try UserDataContext.fail(error.description) }
        if json {
            struct Row: Encodable {
                var position: Int
                var id: String
                var name: String?
                var prefecture: String?
                var addedAt: Date
            }
            CLIOutput.json(UserDataContext.json(favorites.enumerated().map { index, favorite in
                let place = context.listings.position(of: favorite.id)
                return Row(position: index + 1, id: favorite.id.rawValue, name: place.map(context.listings.name(at:)),
                           prefecture: place.map(context.listings.prefectureName(at:)), addedAt: favorite.addedAt)
            }))
            return
        }
        var lines = favorites.enumerated().map { index, favorite in
            let listing = context.listings.listing(favorite.id)
            return ["\(index + 1)".padded(toWidth: 3, alignRight: true), favorite.id.rawValue.padded(toWidth: 10),
                    TerminalText.sanitized(listing?.displayName ?? "?").padded(toWidth: 24),
                    TerminalText.sanitized(listing?.prefectureDisplayName ?? ""), ].joined(separator: "  ")
        }
        lines.append(CLIText.favouritesCount(favorites.count).text)
        CLIOutput.lines(lines)
    }
}

/// `yumeguri visits`: the visit log, and its export and import.
struct VisitsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visits",
        abstract: "Print, correct, export or import your visit log (湯めぐり記録).",
        subcommands: [List.self, Export.self, Import.self, Edit.self, Delete.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the visit log, newest first.")

        @Flag(name: .long, help: "Print JSON instead of a table.")
        var json = false

        @OptionGroup var options: DataOptions

        func run() async throws {
            let context = try await UserDataContext.open(options)
            let visits: [Visit]
            do { visits = try await context.visitLog.load() } catch { try UserDataContext.fail(error.description) }
            if json {
                CLIOutput.json(VisitTransfer.export(visits, format: .json, listing: { context.listings.listing($0) }), terminator: "")
                return
            }
            var lines = visits.map { visit in
                let listing = context.listings.listing(visit.facilityID)
                return VisitLine.text(visit, name: listing?.displayName, prefecture: listing?.prefectureDisplayName)
            }
            let summary = StampSummary(visits: visits, prefectureOf: { context.listings.position(of: $0).map(context.listings.prefectureCode(at:)) },
                                       prefectures: context.snapshot.prefectures)
            lines.append(CLIText.visitsSummary(visits: visits.count, areas: summary.distinctAreas, prefectures: summary.visitedPrefectures,
                                                totalPrefectures: summary.totalPrefectures).text)
            CLIOutput.lines(lines)
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write the visit log to a file, or to standard output.",
            discussion: """
                Newest first, as `visits` lists them. With a file, it is written whole or not at all (the format \
                follows its extension, .json or else CSV, unless --format says). Without one the output is data for \
                a file or another program, not display text: redirect it (yumeguri visits export > visits.csv). JSON escapes control and BiDi characters as \\u sequences, so it is exact and \
                safe to show. CSV keeps notes and names exactly when written to a file or pipe; written straight to a \
                terminal, control characters in them are shown as symbols instead.
                """)

        @Option(name: .long, help: "csv or json (default: the file's extension, else csv).")
        var format: FormatChoice?

        @Argument(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
        var file: String?

        @OptionGroup var options: DataOptions

        enum FormatChoice: String, ExpressibleByArgument, CaseIterable { case csv, json }

        func run() async throws {
            let context = try await UserDataContext.open(options)
            let visits: [Visit]
            do { visits = try await context.visitLog.load() } catch { try UserDataContext.fail(error.description) }
            let chosen = format ?? (file?.lowercased().hasSuffix(".json") == true ? .json : .csv)
            let format: VisitTransfer.Format = chosen == .csv ? .csv : .json
            let text = VisitTransfer.export(visits, format: format, listing: { context.listings.listing($0) })
            if let file {
                // UserDataContext set umask 077: the log is private, like the data directory.
                try OutputFile.write(Array(text.utf8), to: file)
                CLIOutput.sentence(CLIText.exportedVisits(count: visits.count, file: TerminalText.sanitized(file)).text)
            } else if format == .json {
                CLIOutput.json(text, terminator: "")
            } else {
                CLIOutput.data(text)
            }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Add visits from a CSV or JSON file (as written by export).",
            discussion: "Every row is checked first; a file with a bad row changes nothing and the first bad row is reported with its line number. Rows identical to a stored visit are skipped. Rows are then stored in short steps that other yumeguri windows never wait on for long, and appear all at once when the last one is stored; on a terminal, progress is shown on standard error."
        )

        @Argument(help: ArgumentHelp("The CSV or JSON file.", valueName: "file"))
        var file: String

        @Flag(help: .hidden)
        var stats = false

        @OptionGroup var options: DataOptions

        func run() async throws {
            let context = try await UserDataContext.open(options)
            let progress = CLIOutput.Progress()
            do {
                let result = try await context.visitLog.importFile(
                    path: file, knownFacility: { context.listings.position(of: $0) != nil },
                    now: Date(), progress: { step in
                        switch step.phase {
                        case .checking: progress.show(CLIText.checkingRows(step.rows.formatted()).text)
                        case .storing: progress.show(CLIText.importingRows(done: step.rows.formatted(), total: (step.total ?? 0).formatted()).text)
                        }
                    })
                progress.clear()
                CLIOutput.sentence(CLIText.importedVisits(added: result.added, total: result.total, alreadyRecorded: result.alreadyRecorded).text)
                if stats {
                    var usage = rusage()
                    getrusage(RUSAGE_SELF.rawValue, &usage)
                    CLIOutput.line("longest write transaction: \(result.longestTransaction.formatted(.units(allowed: [.milliseconds])))")
                    CLIOutput.line("peak memory: \(usage.ru_maxrss / 1024) MiB")
                }
            } catch {
                progress.clear()
                if case .importFile = error { try UserDataContext.fail(error.description) }
                try UserDataContext.fail("\(file): \(error.description)")
            }
        }
    }
}
