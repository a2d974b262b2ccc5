import Dependencies
import Entities
import Foundation

/// Everything the user has recorded about facilities, as read: the facts, and what a stored row
/// held that this version cannot read (edited by hand, or written by a newer app).
public struct FactsSnapshot: Hashable, Sendable {
    public var facts: [FacilityID: FacilityFacts]
    /// Facility → why part of its row was left out.
    public var unreadable: [FacilityID: String]

    public init(facts: [FacilityID: FacilityFacts] = [:], unreadable: [FacilityID: String] = [:]) {
        self.facts = facts
        self.unreadable = unreadable
    }
}

/// The user's facts about facilities (hours, price, notes) in the user database.
public struct FactsRepository: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> FactsSnapshot
    /// Replaces each facility's facts with the given ones, all in one transaction; empty facts
    /// remove the facility's row.
    public var save: @Sendable ([FacilityFacts]) async throws(UserDataError) -> Void
    /// True when there were facts to remove.
    public var clear: @Sendable (FacilityID) async throws(UserDataError) -> Bool

    public init(
        load: @escaping @Sendable () async throws(UserDataError) -> FactsSnapshot,
        save: @escaping @Sendable ([FacilityFacts]) async throws(UserDataError) -> Void,
        clear: @escaping @Sendable (FacilityID) async throws(UserDataError) -> Bool
    ) {
        self.load = load
        self.save = save
        self.clear = clear
    }
}

extension FactsRepository: TestDependencyKey {
    public static let testValue = FactsRepository(
        load: { () throws(UserDataError) in throw unimplementedError("FactsRepository.load") },
        save: { _ throws(UserDataError) in throw unimplementedError("FactsRepository.save") },
        clear: { _ throws(UserDataError) in throw unimplementedError("FactsRepository.clear") })

    /// Kept in memory (tests, previews).
    public static func inMemory(_ facts: [FacilityFacts] = []) -> FactsRepository {
        let box = FactsMemory(facts)
        return FactsRepository(
            load: { () throws(UserDataError) in await box.snapshot() },
            save: { facts throws(UserDataError) in
                if let problem = facts.lazy.compactMap(\.problem).first { throw .database("invalid facts: \(problem)") }
                await box.save(facts)
            },
            clear: { id throws(UserDataError) in await box.clear(id) })
    }
}

private actor FactsMemory {
    private var stored: [FacilityID: FacilityFacts]

    init(_ facts: [FacilityFacts]) { stored = Dictionary(facts.map { ($0.facilityID, $0) }, uniquingKeysWith: { $1 }) }

    func snapshot() -> FactsSnapshot { FactsSnapshot(facts: stored) }
    func save(_ facts: [FacilityFacts]) { for fact in facts { stored[fact.facilityID] = fact.isEmpty ? nil : fact } }
    func clear(_ id: FacilityID) -> Bool { stored.removeValue(forKey: id) != nil }
}

extension DependencyValues {
    public var factsRepository: FactsRepository {
        get { self[FactsRepository.self] }
        set { self[FactsRepository.self] = newValue }
    }
}
