import Dependencies
import Entities
import Foundation
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

    public func load() async {
        do {
            set(try await useCase.load())
            isLoaded = true
            errorMessage = nil
        } catch {
            errorMessage = "記録を読み込めません (cannot load visits): \(error.description)"
        }
    }

    /// Stores a visit; the caller shows the error (the form stays open to fix it).
    @discardableResult
    public func record(_ draft: VisitDraft) async throws(UserDataError) -> Visit {
        let visit = try await useCase.record(draft, date.now)
        set(visits + [visit])
        return visit
    }

    public func delete(_ id: Int64) async throws(UserDataError) {
        try await useCase.delete(id)
        set(visits.filter { $0.id != id })
    }

    private func set(_ list: [Visit]) {
        visits = list.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        byFacility = Dictionary(grouping: visits, by: \.facilityID)
        revision += 1
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
