import Entities

/// The catalog's areas, kept compact (see `ListingColumns`): a collection of `FacilityListing`
/// that makes one listing only when one is read (a drawn row, a detail). Code that touches every
/// row (filters, sorting, the map) reads the columns through the accessors below instead.
/// A selection (`filtered`) shares the columns of the whole catalog.
public struct CatalogListings: RandomAccessCollection, Sendable {
    let columns: ListingColumns
    /// Rows of `columns` in this collection, in order; nil: every row.
    private let selection: [Int32]?

    init(columns: ListingColumns, selection: [Int32]? = nil) {
        self.columns = columns
        self.selection = selection
    }

    public init<S: Sequence>(_ listings: S) where S.Element == FacilityListing {
        var builder = Builder(capacity: listings.underestimatedCount)
        for listing in listings { builder.append(listing) }
        self = builder.build()
    }

    public init() { self.init([]) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { selection?.count ?? columns.count }

    public subscript(position: Int) -> FacilityListing { columns.listing(row: row(position)) }

    /// The row of the whole catalog at a position of this collection.
    @inline(__always) func row(_ position: Int) -> Int {
        guard let selection else { return position }
        return Int(selection[position])
    }

    // MARK: Columns, by position

    public func id(at position: Int) -> FacilityID { FacilityID(columns.string(row: row(position), field: ListingColumns.idField)) }
    public func name(at position: Int) -> String { columns.string(row: row(position), field: ListingColumns.nameField) }
    public func reading(at position: Int) -> String { columns.string(row: row(position), field: ListingColumns.readingField) }
    public func romaji(at position: Int) -> String { columns.string(row: row(position), field: ListingColumns.romajiField) }
    public func springType(at position: Int) -> String? { columns.springTypes[Int(columns.springType[row(position)])] }
    public func coordinate(at position: Int) -> Coordinate {
        let row = row(position)
        return Coordinate(latitude: columns.latitude[row], longitude: columns.longitude[row])
    }
    public func maxTemperature(at position: Int) -> Double? { ListingColumns.optional(columns.maxTemperature[row(position)]) }
    public func ph(at position: Int) -> Double? { ListingColumns.optional(columns.ph[row(position)]) }
    public func hasCoupons(at position: Int) -> Bool { columns.hasCoupons[row(position)] }
    public func adultPriceYen(at position: Int) -> Int { Int(columns.adultPriceYen[row(position)]) }
    public func prefectureCode(at position: Int) -> String { columns.places[Int(columns.place[row(position)])].code }
    public func prefectureName(at position: Int) -> String { columns.places[Int(columns.place[row(position)])].name }
    public func springCategories(at position: Int) -> SpringCategoryFlags { SpringCategoryFlags(rawValue: columns.springCategories[row(position)]) }

    /// Where the area with this id is (the first, should two share it); nil when it is not here.
    public func position(of id: FacilityID) -> Int? {
        guard let row = columns.idLookup.row(of: id, text: columns.text, textEnds: columns.textEnds) else { return nil }
        guard let selection else { return row }
        return selection.firstIndex(of: Int32(row))
    }

    /// Where the areas with these ids are, ascending; ids not here are left out. Few ids (a user's
    /// favourites) against a selection of a million rows: one pass over the selection.
    public func positions(of ids: some Sequence<FacilityID>) -> [Int] {
        let rows = ids.compactMap { columns.idLookup.row(of: $0, text: columns.text, textEnds: columns.textEnds) }
        guard let selection else { return Set(rows).sorted() }
        guard !rows.isEmpty else { return [] }
        let wanted = Set(rows.map(Int32.init))
        return selection.indices.filter { wanted.contains(selection[$0]) }
    }

    /// The listing with this id, if it is here.
    public func listing(_ id: FacilityID) -> FacilityListing? { position(of: id).map { self[$0] } }

    /// The rows at these positions, sharing the columns.
    public func selecting(_ positions: some Sequence<Int>) -> CatalogListings {
        CatalogListings(columns: columns, selection: positions.map { Int32(row($0)) })
    }
}

extension CatalogListings: Equatable {
    /// Row by row: for tests; the app compares counts.
    public static func == (lhs: CatalogListings, rhs: CatalogListings) -> Bool { lhs.elementsEqual(rhs) }
}

extension CatalogListings: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: FacilityListing...) { self.init(elements) }
}

extension CatalogListings {
    /// Builds the columns one listing at a time, so a catalog read from a database never exists
    /// as an array of listings as well.
    public struct Builder: Sendable {
        private var columns: ListingColumns.Builder

        /// `capacity`: how many listings are coming (an estimate is fine).
        public init(capacity: Int = 0) { columns = ListingColumns.Builder(capacity: capacity) }

        public mutating func append(_ listing: FacilityListing) { columns.append(listing) }

        public consuming func build() -> CatalogListings { CatalogListings(columns: ListingColumns(columns)) }
    }
}
