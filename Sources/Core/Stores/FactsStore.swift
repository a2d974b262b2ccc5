import Dependencies
import Entities
import Foundation
import Localization
import Notices
import Observation
import UseCases

/// The user's facts about facilities (hours, price, notes) for the app's lifetime: the one truth
/// the detail screen, the planner and the ticket date check read, so a correction made on one
/// screen, by `yumeguri facts` or in another terminal (through `UserDataChangeFeed`) reaches all.
@MainActor
@Observable
public final class FactsStore {
    public private(set) var facts: [FacilityID: FacilityFacts] = [:]
    /// Facility → what part of its stored row could not be read.
    public private(set) var unreadable: [FacilityID: String] = [:]
    public private(set) var isLoaded = false

    @ObservationIgnored @Dependency(\.factsUseCase) private var useCase
    @ObservationIgnored @Dependency(\.noticeStore) private var notices
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored private let writes = WritesInOrder()
    @ObservationIgnored private var pendingWrites = 0
    /// Another process wrote while one of ours was in flight: read again once ours are done.
    @ObservationIgnored private var reloadAfterWrites = false

    public nonisolated init() {}

    public func facts(for id: FacilityID) -> FacilityFacts? { facts[id] }

    /// The hours `id` is planned and ticketed by: the user's, else the sample's.
    public func hours(for id: FacilityID, sample: OpeningHours) -> FacilityHours {
        FacilityHours.effective(sample: sample, facts: facts[id])
    }

    public func load() async { await reload() }

    /// Reads every fact from disk (at start, and when another process wrote).
    public func reload() async {
        guard pendingWrites == 0 else { reloadAfterWrites = true; return }
        do {
            let snapshot = try await useCase.load()
            guard pendingWrites == 0 else { reloadAfterWrites = true; return }
            if snapshot.facts != facts { facts = snapshot.facts }
            if snapshot.unreadable != unreadable { unreadable = snapshot.unreadable }
            isLoaded = true
        } catch {
            notices.post(StoreText.factsNotLoaded(reason: error.description).text, kind: .error)
        }
    }

    /// Stores `edit` for `id`; what it stored, or why not (nothing changes then).
    @discardableResult
    public func edit(_ id: FacilityID, _ edit: FactsEdit) async -> Result<FacilityFacts, FactsProblem> {
        pendingWrites += 1
        let now = date.now
        let box = ResultBox()
        _ = await writes.enqueue { [useCase] () throws(UserDataError) in
            do throws(FactsProblem) {
                let stored = try await useCase.edit(id, edit, now)
                await box.set(.success(stored))
            } catch {
                await box.set(.failure(error))
            }
        }.value
        let result = await box.result ?? .failure(.storage(.database("the write did not run")))
        if case .success(let stored) = result {
            facts[id] = stored.isEmpty ? nil : stored
            unreadable[id] = nil
        }
        await writeEnded()
        return result
    }

    /// Removes the user's facts for `id` (the sample shows again).
    public func clear(_ id: FacilityID) async {
        pendingWrites += 1
        let failure = await writes.enqueue { [useCase] () throws(UserDataError) in _ = try await useCase.clear(id) }.value
        if let failure {
            notices.post(StoreText.factsNotCleared(reason: failure.description).text, kind: .error)
        } else {
            facts[id] = nil
            unreadable[id] = nil
        }
        await writeEnded()
    }

    /// After the last write in flight: the reload another process's commit asked for meanwhile.
    private func writeEnded() async {
        pendingWrites -= 1
        guard pendingWrites == 0, reloadAfterWrites else { return }
        reloadAfterWrites = false
        await reload()
    }

    /// Returns once no write is in flight (the app waits for it before it exits).
    public func settleWrites() async { await writes.settled() }
}

private actor ResultBox {
    var result: Result<FacilityFacts, FactsProblem>?
    func set(_ value: Result<FacilityFacts, FactsProblem>) { result = value }
}

extension FactsStore: DependencyKey {
    public nonisolated static let liveValue = FactsStore()
    public nonisolated static var testValue: FactsStore { FactsStore() }
}

extension DependencyValues {
    public var factsStore: FactsStore {
        get { self[FactsStore.self] }
        set { self[FactsStore.self] = newValue }
    }
}
