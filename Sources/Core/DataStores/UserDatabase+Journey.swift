import Entities
import Foundation
import GRDB

/// A row of `dayPlan`: the plan as JSON (its shape is the entity's, versioned by the app), with
/// the columns a list needs beside it.
public struct DayPlanRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "dayPlan"
    public var id: String
    public var name: String
    public var payload: String
    public var updatedAt: Double

    public init(id: String, name: String, payload: String, updatedAt: Double) {
        self.id = id
        self.name = name
        self.payload = payload
        self.updatedAt = updatedAt
    }
}

extension UserDatabase {
    // MARK: Day plans

    /// Newest change first.
    public func dayPlans() async throws(UserDataError) -> [DayPlanRecord] {
        try await read { db in try DayPlanRecord.order(Column("updatedAt").desc, Column("id")).fetchAll(db) }
    }

    public func saveDayPlan(_ record: DayPlanRecord) async throws(UserDataError) {
        try await write { db in try record.save(db) }
    }

    /// True when a plan was deleted.
    public func deleteDayPlan(id: String) async throws(UserDataError) -> Bool {
        try await write { db in try DayPlanRecord.deleteOne(db, key: id) }
    }

    // MARK: Rally completions

    /// Rallies whose completion has been celebrated.
    public func celebratedRallies() async throws(UserDataError) -> [String] {
        try await read { db in try String.fetchAll(db, sql: "SELECT rallyId FROM rallyCelebration ORDER BY rallyId") }
    }

    /// Marks a completion as celebrated; true only for the one caller (of any process) that
    /// marked it, so a completion is celebrated exactly once.
    public func markRallyCelebrated(_ rallyId: String, at time: Double) async throws(UserDataError) -> Bool {
        try await write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO rallyCelebration (rallyId, celebratedAt) VALUES (?, ?)", arguments: [rallyId, time])
            return db.changesCount == 1
        }
    }
}
