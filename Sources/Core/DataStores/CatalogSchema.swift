import GRDB

/// The catalog's tables. The catalog is derived data: a new schema version rebuilds it from the
/// bundled files rather than migrating it.
enum CatalogSchema {
    /// 6: `facility.hepburn`, the name in modified Hepburn made at import (issue 32).
    /// 7: the skipped rows' reasons stored typed (`SkippedRow`, JSON), said in the reader's language.
    static let version = 7

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
        // Found by id only (a facility's members): WITHOUT ROWID keeps one b-tree, not a table and its key's index.
        try db.create(table: "sourceArea", options: .withoutRowID) { t in
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
        // No secondary indexes: lists read facilities in rowid order (the order of the file, as
        // `position`), and a facility or a source area is looked up by its primary key. An index
        // no query uses was a third of the build's writes.
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
            t.column("memberIds", .text)
            // Derived at build time so lists can filter and sort without decoding JSON per row.
            t.column("springCategoryMask", .integer).notNull()
            t.column("amenityMask", .integer).notNull()
            t.column("hasCoupons", .boolean).notNull()
            t.column("adultPriceYen", .integer).notNull()
            t.column("openingMinute", .integer).notNull()
            t.column("closingMinute", .integer).notNull()
            t.column("closedDays", .integer).notNull()
            // Made from readingHira at import (`HepburnName`): English shows it, search keeps `romaji`.
            t.column("hepburn", .text).notNull()
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
    }
}
