import Foundation
import GRDB

/// A row of `favorite`. `addedAt` is seconds since 1970 so the column sorts as a number.
public struct FavoriteRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "favorite"
    public var facilityId: String
    public var position: Int
    public var addedAt: Double

    public init(facilityId: String, position: Int, addedAt: Double) {
        self.facilityId = facilityId
        self.position = position
        self.addedAt = addedAt
    }

    /// Read by column, not through `Decodable`: the favourites are read before the first frame,
    /// and the decoder's first use (its containers, a dynamic cast per property) cost about 2
    /// million instructions there (callgrind), for a few rows. A damaged value throws, as the
    /// decoder did, rather than stopping the app.
    public init(row: Row) throws {
        facilityId = try row.decode(forColumn: "facilityId")
        position = try row.decode(forColumn: "position")
        addedAt = try row.decode(forColumn: "addedAt")
    }
}

/// A row of `visit`. `date` is `YYYY-MM-DD` text, which sorts as a date.
public struct VisitRecord: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "visit"
    public var id: Int64?
    public var facilityId: String
    public var date: String
    public var rating: Int
    public var note: String
    public var createdAt: Double

    public init(id: Int64? = nil, facilityId: String, date: String, rating: Int, note: String, createdAt: Double) {
        self.id = id
        self.facilityId = facilityId
        self.date = date
        self.rating = rating
        self.note = note
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
