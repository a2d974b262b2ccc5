import Dependencies
import Entities
import Foundation
import Repositories

/// The user's facts about facilities: what `FactsStore` and `yumeguri facts` do with them.
public struct FactsUseCase: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> FactsSnapshot
    /// Applies `edit` to the stored facts of the facility and stores the result (no row when
    /// nothing is left); returns what is stored.
    public var edit: @Sendable (FacilityID, FactsEdit, Date) async throws(FactsProblem) -> FacilityFacts
    public var clear: @Sendable (FacilityID) async throws(UserDataError) -> Bool
    /// Stores every good row of a facts file (`FactsFile`) in one transaction; the bad rows are
    /// returned with their lines.
    public var importText: @Sendable (String, _ knownFacility: @Sendable (FacilityID) -> Bool, Date) async throws(UserDataError) -> FactsImportResult

    public init(repository: FactsRepository) {
        load = repository.load
        edit = { id, edit, now throws(FactsProblem) in
            let current: FacilityFacts?
            do throws(UserDataError) { current = try await repository.load().facts[id] } catch { throw .storage(error) }
            let updated = try edit.applied(to: current, id: id, now: now)
            do throws(UserDataError) { try await repository.save([updated]) } catch { throw .storage(error) }
            return updated
        }
        clear = repository.clear
        importText = { text, known, now throws(UserDataError) in
            let parsed = FactsFile.parse(text, knownFacility: known, now: now)
            var problems = parsed.problems
            var stored = parsed.facts
            if stored.count > FactsImportResult.maximumRows {
                problems.append(FactsFile.RowProblem(line: 0, reason: "more than \(FactsImportResult.maximumRows.formatted()) facilities: only the first are stored"))
                stored = Array(stored.prefix(FactsImportResult.maximumRows))
            }
            if !stored.isEmpty { try await repository.save(stored) }
            return FactsImportResult(stored: stored.count, problems: problems)
        }
    }
}

public struct FactsImportResult: Hashable, Sendable {
    /// One transaction holds them all; this many keep it short for other processes (~50 ms).
    public static let maximumRows = 20_000
    public var stored: Int
    public var problems: [FactsFile.RowProblem]
}

extension FactsUseCase: DependencyKey {
    public static var liveValue: FactsUseCase {
        @Dependency(\.factsRepository) var repository
        return FactsUseCase(repository: repository)
    }

    /// Over whatever repository the test installs (the repository's own test value fails loudly).
    public static var testValue: FactsUseCase { liveValue }
}

extension DependencyValues {
    public var factsUseCase: FactsUseCase {
        get { self[FactsUseCase.self] }
        set { self[FactsUseCase.self] = newValue }
    }
}
