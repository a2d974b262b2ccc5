import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import TerminalKit
import UseCases

/// `yumeguri search QUERY`: the same search, filters and order as the screen, for scripts.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the catalog without the UI and print a table or JSON.",
        discussion: "Filters combine with AND across options and OR within one (repeat an option: --pref 群馬 --pref 長野)."
    )

    @Argument(help: "Query: kanji, kana or romaji (empty lists everything).")
    var query: String = ""

    @Option(name: .long, help: ArgumentHelp("Prefecture by name, short name or romaji (群馬, 群馬県, gunma). Repeatable.", valueName: "pref"))
    var pref: [String] = []

    @Option(name: .long, help: ArgumentHelp("Region (関東, Kanto, …). Repeatable.", valueName: "region"))
    var region: [String] = []

    @Option(name: .long, help: ArgumentHelp("Spring type category: \(SpringCategory.allCases.map(\.label).joined(separator: ", ")). Repeatable.", valueName: "type"))
    var type: [String] = []

    @Option(name: .long, help: ArgumentHelp("Order: relevance, reading, temp, ph, price.", valueName: "order"))
    var sort: SortChoice = .relevance

    @Option(name: .long, help: "Print at most N rows.")
    var limit: Int?

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var options: DataOptions

    enum SortChoice: String, ExpressibleByArgument, CaseIterable {
        case relevance, reading, temp, ph, price
        var sort: FacilitySort {
            switch self {
            case .relevance: .relevance
            case .reading: .reading
            case .temp: .temperature
            case .ph: .ph
            case .price: .price
            }
        }
    }

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError(CLIText.limitNegative.text) }
        for name in type where SpringCategory.allCases.first(where: { $0.label == name || $0.label.hasPrefix(name) }) == nil {
            throw ValidationError(CLIText.unknownSpringType(name: TerminalText.sanitized(name), choices: SpringCategory.allCases.map(\.label).joined(separator: ", ")).text)
        }
    }

    func run() async throws {
        try await SearchArguments(self).run()
    }

    /// The other name a row was found by (箱根湯本 for 湯本温泉), if that is how it matched.
    static func matchedAlias(_ row: ResultRow, in listing: FacilityListing) -> String? {
        guard case .alias(let index)? = row.matchedField, listing.aliases.indices.contains(index) else { return nil }
        return listing.aliases[index].name
    }

    static func table(_ rows: [FacilityListing], aliases: [String?], total: Int) -> String {
        let headers = ["id", CLIText.headerName.text, CLIText.headerReading.text, CLIText.headerPrefecture.text, CLIText.headerTemperature.text, "pH",
                       CLIText.headerSpringType.text]
        let cells = zip(rows, aliases).map { r, alias in
            [r.id.rawValue, r.displayName + (alias.map { CLIText.alsoKnownAs($0).text } ?? ""), r.reading, r.prefectureDisplayName, r.temperatureText,
             formatPH(r.ph), r.springTypeDisplay ?? "—"]
                .map { TerminalText.sanitized($0) }
        }
        let widths = headers.indices.map { column in
            min(40, ([headers[column]] + cells.map { $0[column] }).map(\.displayWidth).max() ?? 0)
        }
        // The reading (column 2) goes in English: the romaji leads the name there (AreaName.showsReading).
        let shown = headers.indices.filter { $0 != 2 || AreaName.showsReading }
        func line(_ values: [String]) -> String {
            shown.map { index in
                values[index].padded(toWidth: widths[index], alignRight: index == 4 || index == 5)
            }.joined(separator: "  ").trimmingTrailingWhitespace
        }
        return ([line(headers)] + cells.map(line) + [CLIText.areasShown(shown: rows.count, total: total).text]).joined(separator: "\n")
    }

    static func json(_ rows: [FacilityListing], aliases: [String?], total: Int, spring: SpringQueryMatch? = nil) -> String {
        struct Row: Encodable {
            var id, name, reading, romaji, hepburn, readingSource, prefecture, region: String
            var aliases: [String]
            var matchedAlias: String?
            var latitude, longitude: Double
            var temperature: Double?
            var temperatureClass: String?
            var ph: Double?
            var phClass: String?
            var springType: String?
            var springCategories: [String]
        }
        struct Wording: Encodable {
            var kind: String
            var springType: String?
            var text: String
            var english: String
        }
        /// The spring type or effect the whole query named, with the standard's wording.
        struct SpringMatch: Encodable {
            var kind: String
            var springCategories: [String]
            var wording: [Wording]
            var source: String
            var note: String
        }
        struct Output: Encodable {
            var total: Int
            var springMatch: SpringMatch?
            var results: [Row]
        }
        let match = spring.map { spring in
            SpringMatch(kind: spring.kind == .type ? "type" : "effect",
                        springCategories: SpringCategory.therapeutic.filter(spring.categories.contains).map(\.label),
                        wording: spring.wording.map { Wording(kind: $0.kind.rawValue, springType: $0.type?.label, text: $0.japanese, english: $0.english) },
                        source: SpringStandard.citation, note: SpringStandard.disclaimer)
        }
        let output = Output(total: total, springMatch: match, results: zip(rows, aliases).map { r, alias in
            Row(id: r.id.rawValue, name: r.name, reading: r.reading, romaji: r.romaji, hepburn: r.hepburn, readingSource: r.readingSource.rawValue,
                prefecture: r.prefectureName, region: r.regionName, aliases: r.aliases.map(\.name), matchedAlias: alias,
                latitude: r.coordinate.latitude, longitude: r.coordinate.longitude,
                temperature: r.maxTemperature, temperatureClass: r.temperatureClass?.label, ph: r.ph, phClass: r.phClass?.label,
                springType: r.springType, springCategories: r.springCategories.categories.map(\.label))
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(output)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// A search's arguments as plain values: what runs, whether ArgumentParser parsed them (every form,
/// with its checks and messages) or the fast path did (the plain forms scripts use; see
/// `YumeguriCommand.FastPath`).
struct SearchArguments: Equatable {
    var query = ""
    var pref: [String] = []
    var region: [String] = []
    var type: [String] = []
    var sort: SearchCommand.SortChoice = .relevance
    var limit: Int?
    var json = false
    var settings = AppSettings()

    init(_ command: SearchCommand) {
        (query, pref, region, type, sort, limit, json) = (command.query, command.pref, command.region, command.type, command.sort, command.limit, command.json)
        settings = command.options.settings
    }

    /// `[QUERY] [--limit N] [--json] [--data-dir DIR] [--catalog DIR]`; any other form is nil.
    init?(plain arguments: some Sequence<String>) {
        guard let plain = PlainArguments(arguments, options: ["--limit", "--data-dir", "--catalog"], flags: ["--json"], positionals: 1)
        else { return nil }
        if let text = plain.values["--limit"] {
            guard let number = Int(text), number >= 0 else { return nil }
            limit = number
        }
        query = plain.positionals.first ?? ""
        json = plain.flags.contains("--json")
        settings = plain.settings
    }

    @MainActor
    func run() async throws {
        umask(0o077)
        let location = try settings.location()
        // Ranked hits with no filter need neither every listing nor a fresh index: read the stored
        // index and the hits shown. Anything else, or a catalog without an index, loads it all.
        if pref.isEmpty, region.isEmpty, type.isEmpty, sort == .relevance {
            let found: StoredIndexHits?
            do {
                found = try withDependencies { $0.catalogLocation = location } operation: {
                    @Dependency(\.storedIndexSearch) var storedIndex
                    return try storedIndex.execute(query, limit)
                }
            } catch {
                CLIOutput.error("\(error)")
                throw ExitCode(1)
            }
            if let found {
                let aliases = found.rows.map { SearchCommand.matchedAlias($0, in: found.listings[$0.index]) }
                return print(found.listings, aliases: aliases, total: found.totalCount, truncated: found.isQueryTruncated)
            }
        }
        let snapshot: CatalogSnapshot
        let engine: FacilitySearchEngine
        do {
            (snapshot, engine) = try await withDependencies { $0.catalogLocation = location } operation: {
                @Dependency(\.loadCatalog) var load
                let snapshot = try await load.execute { _ in }
                let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
                if !isStored { await load.storeSearchEngine(engine) }
                return (snapshot, engine)
            }
        } catch {
            CLIOutput.error("\(error)")
            throw ExitCode(1)
        }
        let filter = try facilityFilter(in: snapshot)
        let outcome = engine.run(SearchRequest(query: query, filter: filter, sort: sort.sort))
        let shown = outcome.rows.prefix(limit ?? Int.max)
        let rows = shown.map { outcome.listings[$0.index] }
        let aliases = shown.map { SearchCommand.matchedAlias($0, in: outcome.listings[$0.index]) }
        print(rows, aliases: aliases, total: outcome.totalCount, truncated: outcome.isQueryTruncated, spring: outcome.springMatch)
    }

    /// The filter the options name: each prefecture and region must be the catalog's.
    private func facilityFilter(in snapshot: CatalogSnapshot) throws(UsageFailure) -> FacilityFilter {
        var filter = FacilityFilter()
        for name in pref {
            guard let match = snapshot.prefectures.first(where: {
                [$0.name, $0.shortName, $0.romaji.lowercased(), $0.code].contains(name.lowercased()) || $0.name == name
            }) else {
                throw UsageFailure(SearchCommand.self, CLIText.unknownPrefecture(TerminalText.sanitized(name)).text)
            }
            filter.prefectureCodes.insert(match.code)
        }
        for name in region {
            guard let match = snapshot.prefectures.first(where: { $0.region.name == name || $0.region.englishName.lowercased() == name.lowercased() }) else {
                throw UsageFailure(SearchCommand.self, CLIText.unknownRegion(TerminalText.sanitized(name)).text)
            }
            filter.regions.insert(match.region.name)
        }
        for name in type {
            if let category = SpringCategory.allCases.first(where: { $0.label == name || $0.label.hasPrefix(name) }) {
                filter.springCategories.insert(category)
            }
        }
        return filter
    }

    private func print(_ rows: [FacilityListing], aliases: [String?], total: Int, truncated: Bool, spring: SpringQueryMatch? = nil) {
        if truncated {
            CLIOutput.error(CLIText.queryCut(256).text)
        }
        if json {
            CLIOutput.json(ScriptOutput.build { SearchCommand.json(rows, aliases: aliases, total: total, spring: spring) })
        } else {
            CLIOutput.line((spring.map { [$0.summary] } ?? []).joined() + (spring == nil ? "" : "\n")
                           + SearchCommand.table(rows, aliases: aliases, total: total))
        }
    }

}
