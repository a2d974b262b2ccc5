import ArgumentParser
import Entities
import Foundation
import Localization
import TerminalKit
import UseCases

/// `yumeguri stats [--year YYYY] [--json]`: the numbers the stamp map, the calendar and the 泉質
/// passport draw (the same `VisitStatistics` and `VisitSummary`), for scripts.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the numbers of your visit log: visits, areas, prefectures, spring types, by month.",
        discussion: "Spring types are the ten 療養泉 types of the Ministry of the Environment's 鉱泉分析法指針, as the catalog files each area.")

    @Option(name: .long, help: ArgumentHelp("Only this year's visits (default: every year).", valueName: "YYYY"))
    var year: Int?

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: DataOptions

    func validate() throws {
        if let year, !(1900...9999).contains(year) { throw ValidationError(CLIText.yearOutOfRange.text) }
    }

    func run() async throws {
        let context = try await UserDataContext.open(options)
        let visits: [Visit]
        do { visits = try await context.visitLog.load() } catch { try UserDataContext.fail(error.description) }
        let statistics = VisitStatistics(visits: visits)
        let summary = VisitSummary(statistics: statistics, year: year) { context.listings.visitedArea($0) }
        let prefectures = context.snapshot.prefectures
        if json {
            CLIOutput.json(ScriptOutput.build { UserDataContext.json(StatsReport(summary: summary, statistics: statistics, prefectures: prefectures)) })
        } else {
            // On a terminal the long lists (twelve months, ten spring types) wrap between their
            // items instead of running back to column 0; a pipe gets one line each, as before.
            let width = CLIOutput.isCaptured ? nil : MessageWrap.terminalWidth(STDOUT_FILENO)
            CLIOutput.line(StatsReport(summary: summary, statistics: statistics, prefectures: prefectures).text(width: width))
        }
    }
}

/// What `stats` prints, as JSON (lowerCamelCase keys) or as text.
struct StatsReport: Encodable {
    struct Month: Encodable { var month: Int; var visits: Int }
    struct Place: Encodable { var code: String; var name: String; var visits: Int; var areas: Int }
    struct SpringType: Encodable { var type: String; var areas: Int; var visits: Int }
    struct Year: Encodable { var year: Int; var visits: Int }

    /// Nil: every year.
    var year: Int?
    var visits: Int
    var areas: Int
    var prefectures: Int
    var totalPrefectures: Int
    var springTypes: Int
    var totalSpringTypes: Int
    /// Visited areas the catalog does not have.
    var unknownAreas: Int
    var byMonth: [Month]
    var byPrefecture: [Place]
    var bySpringType: [SpringType]
    var years: [Year]

    init(summary: VisitSummary, statistics: VisitStatistics, prefectures catalogPrefectures: [Prefecture]) {
        year = summary.year
        (visits, areas, prefectures, springTypes) = (summary.visits, summary.areas, summary.prefectureCount, summary.typeCount)
        totalPrefectures = catalogPrefectures.count
        totalSpringTypes = PassportTypes.all.count
        unknownAreas = summary.unknownAreas
        byMonth = summary.months.enumerated().map { Month(month: $0.offset + 1, visits: $0.element) }
        let names = Dictionary(catalogPrefectures.map { ($0.code, $0.name) }, uniquingKeysWith: { first, _ in first })
        byPrefecture = summary.prefectureVisits.keys.sorted().map { code in
            Place(code: code, name: names[code] ?? code, visits: summary.prefectureVisits[code] ?? 0, areas: summary.prefectureAreas[code] ?? 0)
        }
        bySpringType = PassportTypes.all.map { SpringType(type: $0.label, areas: summary.typeAreas[$0] ?? 0, visits: summary.typeVisits[$0] ?? 0) }
        years = statistics.visitedYears.map { Year(year: $0, visits: statistics.years[$0]?.visits ?? 0) }
    }

    var text: String { text(width: nil) }

    /// The report; with a `width`, each list wraps between its items to fit it.
    func text(width: Int?) -> String {
        func list(_ head: CLIText, _ items: [String]) -> String {
            guard let width else { return head.text + items.joined(separator: " · ") }
            return MessageWrap.wrappedList(head.text, items, width: width)
        }
        var lines = [CLIText.statsTitle(year: year).text,
                     CLIText.statsCounts(visits: visits, areas: areas, prefectures: prefectures, totalPrefectures: totalPrefectures,
                                         types: springTypes, totalTypes: totalSpringTypes).text]
        if unknownAreas > 0 { lines.append(CLIText.statsUnknownAreas(unknownAreas).text) }
        lines.append(list(.statsByMonth(""), byMonth.map { CLIText.monthCount(month: $0.month, visits: $0.visits).text }))
        if year == nil, !years.isEmpty { lines.append(list(.statsByYear(""), years.map { "\($0.year) \($0.visits)" })) }
        lines.append(list(.statsSpringTypes(""), bySpringType.map { "\($0.type) \($0.areas)/\($0.visits)" }))
        if !byPrefecture.isEmpty {
            lines.append(CLIText.statsPrefecturesHeader.text)
            lines += byPrefecture.map { "  \($0.name.padded(toWidth: 10)) \(String($0.visits).padded(toWidth: 7, alignRight: true))  \($0.areas)" }
        }
        return lines.joined(separator: "\n")
    }
}
