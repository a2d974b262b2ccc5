import Entities
import GRDB

/// A row of `facilityFact`: the user's facts about one facility as stored (hours as written).
public struct FacilityFactRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "facilityFact"
    public var facilityId: String
    public var hours: String?
    public var priceYen: Int?
    public var note: String?
    public var updatedAt: Double

    public init(facilityId: String, hours: String?, priceYen: Int?, note: String?, updatedAt: Double) {
        self.facilityId = facilityId
        self.hours = hours
        self.priceYen = priceYen
        self.note = note
        self.updatedAt = updatedAt
    }
}

extension UserDatabase {
    // MARK: Facility facts

    /// Every facility's facts, by id.
    public func facilityFacts() async throws(UserDataError) -> [FacilityFactRecord] {
        try await read { db in try FacilityFactRecord.order(Column("facilityId")).fetchAll(db) }
    }

    public func facilityFact(id: String) async throws(UserDataError) -> FacilityFactRecord? {
        try await read { db in try FacilityFactRecord.fetchOne(db, key: id) }
    }

    /// Stores `records` and removes the rows of `removing` in one transaction (an import is all
    /// its good rows or none).
    public func saveFacilityFacts(_ records: [FacilityFactRecord], removing: [String] = []) async throws(UserDataError) {
        try await write { db in
            for record in records { try record.save(db) }
            for id in removing { _ = try FacilityFactRecord.deleteOne(db, key: id) }
        }
    }

    /// True when there were facts to remove.
    public func deleteFacilityFact(id: String) async throws(UserDataError) -> Bool {
        try await write { db in try FacilityFactRecord.deleteOne(db, key: id) }
    }
}
