import Dependencies
import Entities
import Foundation
import Localization
import Observation
import UseCases

/// The visit log (湯めぐり記録) for the app's lifetime: newest first, shared by the detail screen
/// and the Favorites tab's history and stamp card.
@MainActor
@Observable
public final class VisitLogStore {
    /// Newest first.
    public private(set) var visits: [Visit] = []
    public private(set) var isLoaded = false
    public private(set) var errorMessage: String?
    /// Moves with every change of `visits`: a screen that derives rows from a log of a million
    /// imported visits keeps them until it moves, instead of comparing the arrays.
    public private(set) var revision = 0

    @ObservationIgnored @Dependency(\.visitLogUseCase) private var useCase
    @ObservationIgnored @Dependency(\.date) private var date

    public nonisolated init() {}

    /// One area's visits, newest first, without a pass over the whole log (which an import can
    /// make a million long): the detail screen asks on every frame.
    public func visits(for id: FacilityID) -> [Visit] { byFacility[id] ?? [] }

    public func visitCount(for id: FacilityID) -> Int { byFacility[id]?.count ?? 0 }

    /// `visits` by area, kept with it.
    private var byFacility: [FacilityID: [Visit]] = [:]
    /// The load in flight: a second caller waits for it instead of reading the log again.
    @ObservationIgnored private let loading = SingleFlight()

    /// Reads the log. Sorting and grouping a log that an import made a million long happen off
    /// the main actor, so keys are never kept waiting while it loads.
    public func load() async {
        await loading.run { [weak self] in await self?.performLoad() }
    }

    private func performLoad() async {
        do {
            let fetched = try await useCase.load()
            let log = await Task.detached(priority: .userInitiated) { OrderedLog(fetched) }.value
            visits = log.visits
            byFacility = log.byFacility
            revision += 1
            isLoaded = true
            errorMessage = nil
        } catch {
            errorMessage = StoreText.visitsNotLoaded(reason: error.description).text
        }
    }

    /// Stores a visit; the caller shows the error (the form stays open to fix it).
    @discardableResult
    public func record(_ draft: VisitDraft) async throws(UserDataError) -> Visit {
        let visit = try await useCase.record(draft, date.now)
        insert(visit)
        return visit
    }

    /// Deletes a visit; returns it as it was, which `restore` puts back (the visit log's undo).
    @discardableResult
    public func delete(_ id: Int64) async throws(UserDataError) -> Visit {
        let removed = try await useCase.delete(id)
        remove(id)
        return removed
    }

    /// Corrects a visit's date, rating or note, refused as adding would refuse the result (a
    /// future date in Japan time, a rating outside 1–5).
    @discardableResult
    public func edit(_ id: Int64, _ change: VisitChange) async throws(UserDataError) -> Visit {
        let changed = try await useCase.edit(id, change, date.now)
        remove(id)
        insert(changed)
        return changed
    }

    /// Puts back a visit `delete` returned.
    @discardableResult
    public func restore(_ visit: Visit) async throws(UserDataError) -> Visit {
        let restored = try await useCase.restore(visit)
        insert(restored)
        return restored
    }

    /// Into its place, newest first: no re-sort of the whole log for one visit.
    private func insert(_ visit: Visit) {
        visits.insert(visit, at: OrderedLog.insertionIndex(of: visit, in: visits))
        var area = byFacility[visit.facilityID] ?? []
        area.insert(visit, at: OrderedLog.insertionIndex(of: visit, in: area))
        byFacility[visit.facilityID] = area
        revision += 1
    }

    private func remove(_ id: Int64) {
        guard let index = visits.firstIndex(where: { $0.id == id }) else { return }
        let removed = visits.remove(at: index)
        byFacility[removed.facilityID]?.removeAll { $0.id == id }
        if byFacility[removed.facilityID]?.isEmpty == true { byFacility[removed.facilityID] = nil }
        revision += 1
    }
}

/// The log newest first (by date, then id), and by area.
struct OrderedLog: Sendable {
    let visits: [Visit]
    let byFacility: [FacilityID: [Visit]]

    init(_ unordered: [Visit]) {
        visits = unordered.sorted(by: Self.isNewer)
        byFacility = Dictionary(grouping: visits, by: \.facilityID)
    }

    static func isNewer(_ a: Visit, _ b: Visit) -> Bool { (a.date, a.id) > (b.date, b.id) }

    /// Where `visit` goes in `log` (newest first), by binary search.
    static func insertionIndex(of visit: Visit, in log: [Visit]) -> Int {
        var low = 0, high = log.count
        while low < high {
            let middle = (low + high) / 2
            if isNewer(log[middle], visit) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension VisitLogStore: DependencyKey {
    public nonisolated static let liveValue = VisitLogStore()
    public nonisolated static var testValue: VisitLogStore { VisitLogStore() }
}

extension DependencyValues {
    public var visitLogStore: VisitLogStore {
        get { self[VisitLogStore.self] }
        set { self[VisitLogStore.self] = newValue }
    }
}
