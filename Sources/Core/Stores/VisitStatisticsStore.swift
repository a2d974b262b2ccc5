import CatalogColumns
import Dependencies
import Localization
import Entities
import Observation

/// The visit log counted, for the app's lifetime (issue 35): the one derivation the stamp map, the
/// calendar and the 泉質 passport read, made from `VisitLogStore` and the catalog off the main
/// actor once per change of either. A screen calls `refresh()` when it appears and whenever the
/// log or the catalog moves; frames only read what was derived.
@MainActor
@Observable
public final class VisitStatisticsStore {
    /// What the counts were made from: a change of either store derives again, and so does a
    /// drawing in the other language (the anchor and the areas are named).
    public struct Source: Hashable, Sendable {
        public var logRevision: Int
        public var catalogRevision: Int
        public var language: Language
    }

    public private(set) var statistics = VisitStatistics()
    /// The whole log's numbers, then each visited year's.
    public private(set) var summaries: [Int?: VisitSummary] = [:]
    /// Where the newest visit was: what the passport measures "nearest" from (nil: no visit yet,
    /// or its area is not in the catalog).
    public private(set) var anchor: PassportAnchor?
    public private(set) var source: Source?
    /// Positions in the catalog's listings of every visited area, for what is still to visit.
    @ObservationIgnored private var visitedPositions: Set<Int> = []

    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored private let deriving = SingleFlight()

    public nonisolated init() {}

    public var isLoaded: Bool { source != nil }

    /// The numbers of `year`, or of the whole log (empty when that year has no visit).
    public func summary(year: Int?) -> VisitSummary {
        summaries[year] ?? VisitSummary(statistics: VisitStatistics(), year: year) { _ in nil }
    }

    /// Loads the log and the catalog if no one has, then derives for them as they are now.
    public func refresh() async {
        if !visitLog.isLoaded { await visitLog.load() }
        await catalog.load()
        await deriving.run { [weak self] in await self?.derive() }
    }

    /// The stores moved since the last derivation (a visit recorded, another process's import).
    public var isStale: Bool { source != currentSource }

    private var currentSource: Source { Source(logRevision: visitLog.revision, catalogRevision: catalog.revision, language: AppLanguage.current) }

    private func derive() async {
        while source != currentSource {
            let wanted = currentSource
            let (log, listings) = (visitLog.visits, catalog.listings)
            let derived = await Task.detached(priority: .userInitiated, operation: AppLanguage.carried { Derived(log: log, listings: listings) }).value
            (statistics, summaries, anchor, visitedPositions) = (derived.statistics, derived.summaries, derived.anchor, derived.visitedPositions)
            source = wanted
        }
    }

    /// The areas of `type` not yet visited, nearest to `anchor` first (north to south without
    /// one), at most `limit`: a pass over the catalog off the main actor.
    public func unvisited(_ type: SpringCategory, limit: Int) async -> [PassportArea] {
        let (listings, visited, anchor) = (catalog.listings, visitedPositions, anchor)
        return await Task.detached(priority: .userInitiated, operation: AppLanguage.carried {
            PassportArea.unvisited(type, in: listings, visited: visited, anchor: anchor?.coordinate, limit: limit)
        }).value
    }
}

/// Where the passport measures distances from: the area of the newest visit.
public struct PassportAnchor: Hashable, Sendable {
    public var name: String
    public var date: VisitDate
    public var coordinate: Coordinate
}

/// An area still to visit for a spring type, with how far it is from the anchor.
public struct PassportArea: Hashable, Sendable, Identifiable {
    public var id: FacilityID
    public var name: String
    public var prefectureName: String
    public var springType: String?
    /// Kilometres from the anchor; nil without one.
    public var distance: Double?

    static func unvisited(_ type: SpringCategory, in listings: CatalogListings, visited: Set<Int>, anchor: Coordinate?,
                          limit: Int) -> [PassportArea] {
        var candidates: [(position: Int, key: Double)] = []
        for position in listings.indices where listings.springCategories(at: position).contains(type) && !visited.contains(position) {
            let point = listings.coordinate(at: position)
            // Without an anchor, north to south: the larger latitude first.
            candidates.append((position, anchor.map { point.distance(to: $0) } ?? -point.latitude))
        }
        let nearest = candidates.sorted { ($0.key, $0.position) < ($1.key, $1.position) }.prefix(max(0, limit))
        return nearest.map { candidate in
            PassportArea(id: listings.id(at: candidate.position), name: listings.displayName(at: candidate.position),
                         prefectureName: listings.prefectureDisplayName(at: candidate.position), springType: listings.springTypeDisplay(at: candidate.position),
                         distance: anchor == nil ? nil : candidate.key)
        }
    }
}

/// One derivation's results, made off the main actor.
private struct Derived: Sendable {
    var statistics: VisitStatistics
    var summaries: [Int?: VisitSummary]
    var anchor: PassportAnchor?
    var visitedPositions: Set<Int>

    init(log: [Visit], listings: CatalogListings) {
        statistics = VisitStatistics(visits: log)
        var areas: [FacilityID: (area: VisitedArea, position: Int)] = [:]
        for id in statistics.all.areas.keys {
            guard let position = listings.position(of: id) else { continue }
            areas[id] = (listings.visitedArea(at: position), position)
        }
        var summaries: [Int?: VisitSummary] = [nil: VisitSummary(statistics: statistics, year: nil) { areas[$0]?.area }]
        for year in statistics.visitedYears {
            summaries[year] = VisitSummary(statistics: statistics, year: year) { areas[$0]?.area }
        }
        self.summaries = summaries
        visitedPositions = Set(areas.values.map(\.position))
        anchor = statistics.newest.flatMap { newest in
            areas[newest.facilityID].map { entry in
                PassportAnchor(name: listings.displayName(at: entry.position), date: newest.date, coordinate: entry.area.coordinate)
            }
        }
    }
}

extension VisitStatisticsStore: DependencyKey {
    public nonisolated static let liveValue = VisitStatisticsStore()
    public nonisolated static var testValue: VisitStatisticsStore { VisitStatisticsStore() }
}

extension DependencyValues {
    public var visitStatisticsStore: VisitStatisticsStore {
        get { self[VisitStatisticsStore.self] }
        set { self[VisitStatisticsStore.self] = newValue }
    }
}
