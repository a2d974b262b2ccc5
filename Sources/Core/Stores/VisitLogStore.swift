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

    @ObservationIgnored @Dependency(\.visitLogUseCase) private var useCase
    @ObservationIgnored @Dependency(\.continuousClock) private var clock
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored private var watching: Task<Void, Never>?

    public nonisolated init() {}

    public func visits(for id: FacilityID) -> [Visit] { visits.filter { $0.facilityID == id } }

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

    /// Starts noticing writes by other yumeguri processes on the same data directory. Returns once
    /// the current state of the file is the baseline, so any later write by another process counts.
    public func startWatching() async {
        guard watching == nil else { return }
        let task = await ChangeWatcher.start(clock: clock, token: useCase.changeToken) { [weak self] in await self?.load() }
        if watching == nil { watching = task } else { task.cancel() }
    }

    public func stopWatching() {
        watching?.cancel()
        watching = nil
    }

    private func set(_ list: [Visit]) {
        visits = list.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
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
