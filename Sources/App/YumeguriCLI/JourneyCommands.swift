import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import RoutePlanning
import Stores
import TerminalKit

/// The 湯めぐり commands run on the same stores as the screens (rallies measured against the visit
/// log, plans saved through `PlanStore`), so `yumeguri rally` and the Rallies screen cannot disagree.
@MainActor
enum JourneyContext {
    /// Runs `body` with the stores of the data directory `options` names, loaded; a failure to
    /// read the catalog ends the command with the reason.
    static func run<T: Sendable>(_ options: some CatalogOptions, _ body: @escaping @MainActor () async throws -> T) async throws -> T {
        umask(0o077)
        let location = try options.location()
        return try await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.catalogStore) var catalog
            await catalog.load()
            if case .failed(let error) = catalog.phase { try UserDataContext.fail(error.description) }
            return try await body()
        }
    }

    static func loadRallies() async throws(CommandFailure) -> RallyStore {
        @Dependency(\.rallyStore) var rallies
        @Dependency(\.visitLogStore) var visitLog
        await visitLog.load()
        if let problem = visitLog.errorMessage { try UserDataContext.fail(problem) }
        await rallies.load()
        rallies.stop()
        if let problem = rallies.errorMessage { CLIOutput.error(problem) }
        return rallies
    }

    static func rally(_ raw: String, in store: RallyStore) throws(CommandFailure) -> RallyProgress {
        let id = RallyID(raw)
        guard id.isWellFormed, let progress = store.progress(for: id) else {
            try UserDataContext.fail(JourneyCLIText.noRally(id: DisplayText.cut(raw, limit: 40),
                                                            ids: store.rallies.map(\.id.rawValue).joined(separator: ", ")).text)
        }
        return progress
    }
}

/// A rally as JSON: the same fields as the screens show.
struct RallyJSON: Encodable {
    struct Member: Encodable {
        var position: Int
        var name: String
        var prefecture: String
        /// The catalog areas that stamp it (one for a bath, every area of a prefecture), empty when
        /// the catalog does not have it.
        var areaIds: [String]
        var inCatalog: Bool
        var firstVisit: String?
    }

    var id: String
    var name: String
    var nameEn: String
    var kind: String
    var summary: String
    /// Where the list comes from; the project's curation notes are in the data README, not here.
    var source: String
    var visited: Int
    var total: Int
    var complete: Bool
    var completedOn: String?
    var members: [Member]?

    init(_ progress: RallyProgress, members withMembers: Bool) {
        let rally = progress.rally
        id = rally.id.rawValue
        name = rally.name
        nameEn = rally.englishName
        kind = rally.kind.rawValue
        summary = rally.summary
        source = rally.source
        visited = progress.visited
        total = progress.total
        complete = progress.isComplete
        completedOn = progress.completedOn?.description
        members = withMembers ? rally.members.map {
            Member(position: $0.position, name: $0.name, prefecture: $0.prefectureName, areaIds: $0.areas.map(\.rawValue),
                   inCatalog: $0.isInCatalog, firstVisit: progress.firstVisit(of: $0)?.description)
        } : nil
    }
}

/// `yumeguri rallies [--json]`: every rally with its progress, closest to done first.
struct RalliesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rallies", abstract: "Print the rallies (湯めぐり帳: 日本三名泉, 別府八湯, the 47 prefectures …) with your progress.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var options: DataOptions

    func run() async throws {
        let json = self.json
        try await JourneyContext.run(options) {
            let store = try await JourneyContext.loadRallies()
            let ordered = store.ordered
            if json {
                CLIOutput.json(ScriptOutput.build { UserDataContext.json(ordered.map { RallyJSON($0, members: false) }) })
                return
            }
            var lines = ordered.map { progress in
                [progress.rally.id.rawValue.padded(toWidth: 14), progress.rally.name.truncated(toWidth: 24).padded(toWidth: 24),
                 progress.countText.padded(toWidth: 6, alignRight: true), progress.isComplete ? JourneyCLIText.rallyCompleted(progress.completedOn?.description ?? "").text : "",
                ].joined(separator: "  ").trimmingTrailingWhitespace
            }
            lines.append(JourneyCLIText.ralliesFooter(ordered.count).text)
            CLIOutput.lines(lines)
        }
    }
}

/// `yumeguri rally ID [--json]`: one rally's members with the day each was first visited.
struct RallyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rally", abstract: "Print one rally's members, the day each was first visited, and the nearest one not yet visited.")

    @Argument(help: ArgumentHelp("The rally's id (see `yumeguri rallies`).", valueName: "id"))
    var id: String
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var options: DataOptions

    func run() async throws {
        let (id, json) = (self.id, self.json)
        try await JourneyContext.run(options) {
            let store = try await JourneyContext.loadRallies()
            let progress = try JourneyContext.rally(id, in: store)
            if json {
                CLIOutput.json(ScriptOutput.build { UserDataContext.json(RallyJSON(progress, members: true)) })
                return
            }
            let rally = progress.rally
            var lines = [JourneyCLIText.rallyTitle(name: rally.name, englishName: rally.englishName, count: progress.countText,
                                                   complete: progress.isComplete).text,
                         rally.summary, JourneyCLIText.rallySource(rally.source).text]
            for member in rally.members {
                let state = (!member.isInCatalog ? JourneyCLIText.memberNotInCatalog
                    : progress.firstVisit(of: member).map { .memberVisited($0.description) } ?? .memberNotYet).text
                lines.append("  " + "\(member.position)".padded(toWidth: 2, alignRight: true) + "  " + member.name.padded(toWidth: 16)
                             + "  " + member.prefectureName.padded(toWidth: 8) + "  " + (member.areas.count == 1 ? member.areas[0].rawValue : JourneyCLIText.memberAreas(member.areas.count).text).padded(toWidth: 10)
                             + "  " + state)
            }
            @Dependency(\.visitLogStore) var visitLog
            @Dependency(\.catalogStore) var catalog
            if let last = visitLog.visits.first, let origin = catalog.listing(last.facilityID),
               let next = progress.nearestUnvisited(to: origin.coordinate, coordinate: { catalog.listing($0)?.coordinate }) {
                lines.append(JourneyCLIText.rallyNext(name: next.member.name, distance: formatDistance(kilometres: next.kilometres), origin: origin.name).text)
            }
            CLIOutput.lines(lines)
        }
    }
}
