import Entities

extension CatalogListings {
    /// `filter.matches(self[position])` for every position, read from the columns: a filter runs
    /// over every hit of a search (up to the whole catalog) on each key, and making a listing per
    /// row would allocate its strings.
    public func matcher(for filter: FacilityFilter) -> Matcher { Matcher(filter: filter, listings: self) }

    /// The positions whose listing passes the filter.
    public func filtered(by filter: FacilityFilter) -> CatalogListings {
        let matcher = matcher(for: filter)
        return selecting(indices.lazy.filter { matcher.matches($0) })
    }

    public struct Matcher: Sendable {
        private let filter: FacilityFilter
        private let listings: CatalogListings
        /// Per prefecture of `ListingColumns.places`: whether the region and prefecture choices let it through.
        private let placeAllowed: [Bool]?
        private let springMask: UInt16
        private let amenityMask: UInt16

        init(filter: FacilityFilter, listings: CatalogListings) {
            self.filter = filter
            self.listings = listings
            if filter.regions.isEmpty && filter.prefectureCodes.isEmpty {
                placeAllowed = nil
            } else {
                placeAllowed = listings.columns.places.map { place in
                    (filter.regions.isEmpty || filter.regions.contains(place.region))
                        && (filter.prefectureCodes.isEmpty || filter.prefectureCodes.contains(place.code))
                }
            }
            springMask = SpringCategoryFlags(filter.springCategories).rawValue
            amenityMask = AmenityFlags(filter.amenities).rawValue
        }

        public func matches(_ position: Int) -> Bool {
            let columns = listings.columns
            let row = listings.row(position)
            if let placeAllowed, !placeAllowed[Int(columns.place[row])] { return false }
            if springMask != 0 && columns.springCategories[row] & springMask == 0 { return false }
            if !filter.temperatureClasses.isEmpty {
                let celsius = columns.maxTemperature[row]
                guard !celsius.isNaN, filter.temperatureClasses.contains(TemperatureClass(celsius: celsius)) else { return false }
            }
            if !filter.phClasses.isEmpty {
                let ph = columns.ph[row]
                guard !ph.isNaN, filter.phClasses.contains(PHClass(pH: ph)) else { return false }
            }
            if columns.amenities[row] & amenityMask != amenityMask { return false }
            if filter.couponsOnly && !columns.hasCoupons[row] { return false }
            if let openAt = filter.openAt, !columns.hours(row: row).status(at: openAt).isOpen { return false }
            if let area = filter.area,
               !area.contains(Coordinate(latitude: columns.latitude[row], longitude: columns.longitude[row])) { return false }
            return true
        }
    }
}

extension FacilitySort {
    /// `apply(_:listing:)` for items standing for positions of `listings`, reading only the sorted column.
    public func apply<Item>(_ items: [Item], in listings: CatalogListings, position: (Item) -> Int) -> [Item] {
        switch self {
        case .relevance: return items
        case .reading: return Self.stable(items) { let reading = listings.reading(at: position($0)); return reading.isEmpty ? nil : reading }
        case .temperature: return Self.stable(items) { listings.maxTemperature(at: position($0)).map { -$0 } }
        case .ph: return Self.stable(items) { listings.ph(at: position($0)) }
        case .price: return Self.stable(items) { listings.adultPriceYen(at: position($0)) }
        case .distance(let origin): return Self.stable(items) { origin.coordinate.distance(to: listings.coordinate(at: position($0))) }
        }
    }
}

extension FacilitySort {
    /// Sorts positions of `listings` (see `apply(_:in:position:)`).
    public func apply(_ positions: [Int], in listings: CatalogListings) -> [Int] {
        apply(positions, in: listings) { $0 }
    }
}
