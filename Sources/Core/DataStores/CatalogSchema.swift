import GRDB

/// The catalog's tables. The catalog is derived data: a new schema version rebuilds it from the
/// bundled files rather than migrating it.
enum CatalogSchema {
    static let version = 4

    static func create(_ db: Database) throws {
        try db.create(table: "meta") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
        }
        try db.create(table: "region") { t in
            t.primaryKey("id", .integer)
            t.column("name", .text).notNull()
            t.column("nameEn", .text).notNull()
        }
        try db.create(table: "prefecture") { t in
            t.primaryKey("code", .text)
            t.column("name", .text).notNull()
            t.column("shortName", .text).notNull()
            t.column("hiragana", .text).notNull()
            t.column("romaji", .text).notNull()
            t.column("regionId", .integer).notNull().references("region")
        }
        try db.create(table: "sourceArea") { t in
            t.primaryKey("id", .text)
            t.column("prefCode", .text).notNull().references("prefecture")
            t.column("onsenName", .text).notNull()
            t.column("repSource", .text)
            t.column("lat", .double).notNull()
            t.column("lng", .double).notNull()
            t.column("nSources", .integer).notNull()
            t.column("maxTemp", .double)
            t.column("ph", .double)
            t.column("year", .integer)
            t.column("senshitsu", .text)
        }
        try db.create(table: "facility") { t in
            t.primaryKey("id", .text)
            t.column("position", .integer).notNull()
            t.column("prefCode", .text).notNull().references("prefecture")
            t.column("name", .text).notNull()
            t.column("repSource", .text)
            t.column("lat", .double).notNull()
            t.column("lng", .double).notNull()
            t.column("nSources", .integer).notNull()
            t.column("maxTemp", .double)
            t.column("ph", .double)
            t.column("year", .integer)
            t.column("senshitsu", .text)
            t.column("readingHira", .text).notNull()
            t.column("romaji", .text).notNull()
            t.column("readingSource", .text).notNull()
            t.column("sampleData", .text).notNull()
            // Derived at build time so lists can filter and sort without decoding JSON per row.
            t.column("springCategoryMask", .integer).notNull()
            t.column("amenityMask", .integer).notNull()
            t.column("hasCoupons", .boolean).notNull()
            t.column("adultPriceYen", .integer).notNull()
            t.column("openingMinute", .integer).notNull()
            t.column("closingMinute", .integer).notNull()
            t.column("closedDays", .integer).notNull()
        }
        try db.create(table: "capital") { t in
            t.primaryKey("prefCode", .text).references("prefecture")
            t.column("name", .text).notNull()
            t.column("lat", .double).notNull()
            t.column("lng", .double).notNull()
        }
        try db.create(table: "facilityAlias") { t in
            t.column("facilityId", .text).notNull().references("facility")
            t.column("alias", .text).notNull()
            t.column("reading", .text).notNull()
            t.column("position", .integer).notNull()
        }
        try db.create(table: "facilityMember") { t in
            t.column("facilityId", .text).notNull().references("facility")
            t.column("areaId", .text).notNull().references("sourceArea")
            t.column("position", .integer).notNull()
            t.primaryKey(["facilityId", "areaId"])
        }
    }

    /// Indexes are created after the bulk insert: faster than maintaining them row by row.
    static func createIndexes(_ db: Database) throws {
        try db.create(index: "facility_position", on: "facility", columns: ["position"])
        try db.create(index: "facility_pref", on: "facility", columns: ["prefCode"])
        try db.create(index: "facilityMember_facility", on: "facilityMember", columns: ["facilityId", "position"])
    }
}
