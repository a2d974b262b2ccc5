import DataStores
import Dependencies
import Entities
import Foundation
import Repositories

extension JourneyRepository {
    /// Plans and celebrations in the user database behind `connection`; rallies from the catalog's files.
    public static func live(_ connection: UserConnection, rallies: @escaping @Sendable () async throws(CatalogError) -> [Rally]) -> JourneyRepository {
        var repository = JourneyRepository(
            rallies: rallies,
            plans: { () throws(UserDataError) in
                // A row this version cannot use (written by hand, or by a newer app) is left out
                // here and reported through `unreadablePlans`; it stays on disk.
                try await connection.database().dayPlans().compactMap { try? JourneyMapping.plan($0).get() }
            },
            savePlan: { plan throws(UserDataError) in
                if let problem = plan.storageProblem { throw .invalidPlan(problem) }
                try await connection.database().saveDayPlan(try JourneyMapping.record(plan))
            },
            deletePlan: { id throws(UserDataError) in try await connection.database().deleteDayPlan(id: id) },
            celebratedRallies: { () throws(UserDataError) in
                Set(try await connection.database().celebratedRallies().map(RallyID.init(rawValue:)))
            },
            markCelebrated: { id, date throws(UserDataError) in
                try await connection.database().markRallyCelebrated(id.rawValue, at: date.timeIntervalSince1970)
            })
        repository.unreadablePlans = { () throws(UserDataError) in
            try await connection.database().dayPlans().compactMap { record in
                if case .failure(let unreadable) = JourneyMapping.plan(record) { unreadable } else { nil }
            }
        }
        return repository
    }
}

extension JourneyRepository: DependencyKey {
    public static var liveValue: JourneyRepository {
        @Dependency(\.catalogLocation) var location
        @Dependency(\.catalogRepository) var catalog
        return live(UserConnection.shared(dataDirectory: location.dataDirectory), rallies: catalog.rallies)
    }
}

/// Records ↔ plans.
enum JourneyMapping {
    /// Every value checked on the way out, as on the way in (`DayPlan.storageProblem`).
    static func plan(_ record: DayPlanRecord) -> Result<DayPlan, UnreadablePlan> {
        DayPlan.fromStored(rowID: record.id, json: record.payload)
    }

    static func record(_ plan: DayPlan) throws(UserDataError) -> DayPlanRecord {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let payload = String(decoding: try encoder.encode(plan), as: UTF8.self)
            return DayPlanRecord(id: plan.id, name: plan.name, payload: payload, updatedAt: plan.updatedAt.timeIntervalSince1970)
        } catch {
            throw .invalidPlan(DisplayText.cut("\(error)"))
        }
    }
}
