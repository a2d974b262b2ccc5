import Localization

/// What the filter panel selects. Groups combine with AND; choices within a group with OR; an
/// empty group does not filter.
public struct FacilityFilter: Hashable, Sendable {
    public var regions: Set<String> = []
    public var prefectureCodes: Set<String> = []
    public var springCategories: Set<SpringCategory> = []
    public var temperatureClasses: Set<TemperatureClass> = []
    public var phClasses: Set<PHClass> = []
    /// Sample amenities; every chosen one must be present (a user filtering for サウナ and 露天風呂
    /// wants both). `couponsOnly` is the クーポンあり choice of the same group.
    public var amenities: Set<Amenity> = []
    public var couponsOnly = false
    /// Only areas whose (sample) hours say open at this moment; nil: any. The moment is fixed when
    /// the filter is chosen, so a list does not change under the user as minutes pass.
    public var openAt: JapanTime?
    /// Only areas inside this rectangle: the map's "search this area" (この範囲). The map itself
    /// ignores it (`withoutArea`): it is what the map shows anyway.
    public var area: CoordinateBox?

    public init() {}

    public var withoutArea: FacilityFilter {
        var copy = self
        copy.area = nil
        return copy
    }

    public var isEmpty: Bool { self == FacilityFilter() }

    public func matches(_ listing: FacilityListing) -> Bool {
        if !regions.isEmpty && !regions.contains(listing.regionName) { return false }
        if !prefectureCodes.isEmpty && !prefectureCodes.contains(listing.prefectureCode) { return false }
        if !springCategories.isEmpty && !springCategories.contains(where: listing.springCategories.contains) { return false }
        if !temperatureClasses.isEmpty {
            guard let klass = listing.temperatureClass, temperatureClasses.contains(klass) else { return false }
        }
        if !phClasses.isEmpty {
            guard let klass = listing.phClass, phClasses.contains(klass) else { return false }
        }
        if !amenities.allSatisfy(listing.amenities.contains) { return false }
        if couponsOnly && !listing.hasCoupons { return false }
        if let openAt, !listing.hours.status(at: openAt).isOpen { return false }
        if let area, !area.contains(listing.coordinate) { return false }
        return true
    }

    /// One line for the summary above the list: `関東 · 硫黄泉 · 高温泉 · サウナ`. `prefectureNames`: the
    /// names to show by prefecture code and by region name (`10` → `Gunma`, `関東` → `Kanto`).
    public func summary(prefectureNames: [String: String] = [:]) -> String {
        var parts: [String] = []
        if area != nil { parts.append(FacilityText.filterInView.text) }
        parts += regions.sorted().map { prefectureNames[$0] ?? $0 }
        parts += prefectureCodes.sorted().map { prefectureNames[$0] ?? $0 }
        parts += SpringCategory.allCases.filter(springCategories.contains).map(\.label)
        parts += TemperatureClass.allCases.filter(temperatureClasses.contains).map(\.label)
        parts += PHClass.allCases.filter(phClasses.contains).map(\.label)
        parts += Amenity.allCases.filter(amenities.contains).map(\.label)
        if couponsOnly { parts.append(FacilityText.filterCoupons.text) }
        if let openAt { parts.append(FacilityText.filterOpenAt(time: ClockText.minute(openAt.minute)).text) }
        return parts.joined(separator: " · ")
    }
}

/// Where distances are measured from when sorting by distance.
public struct DistanceOrigin: Hashable, Sendable {
    public var label: String
    public var coordinate: Coordinate

    public init(label: String, coordinate: Coordinate) {
        self.label = label
        self.coordinate = coordinate
    }
}

/// The orders `s` cycles through.
public enum FacilitySort: Hashable, Sendable {
    case relevance, reading, temperature, ph, price
    case distance(DistanceOrigin)

    public var label: String {
        switch self {
        case .relevance: FacilityText.sortRelevance.text
        case .reading: FacilityText.sortReading.text
        case .temperature: FacilityText.sortTemperature.text
        case .ph: FacilityText.sortPH.text
        case .price: FacilityText.sortPrice.text
        case .distance(let origin): FacilityText.sortDistance(from: origin.label).text
        }
    }

    /// The next order; distance is offered only when there is an origin to measure from.
    public func next(origin: DistanceOrigin?) -> FacilitySort {
        switch self {
        case .relevance: .reading
        case .reading: .temperature
        case .temperature: .ph
        case .ph: .price
        case .price: origin.map(FacilitySort.distance) ?? .relevance
        case .distance: .relevance
        }
    }

    /// Sorts `indices` into `listings`, stably: equal keys keep their incoming (relevance) order,
    /// and areas without the value (no temperature, no pH) go last.
    public func apply(_ indices: [Int], in listings: [FacilityListing]) -> [Int] {
        apply(indices) { listings[$0] }
    }

    /// Sorts any items by the listing each stands for.
    public func apply<Item>(_ items: [Item], listing: (Item) -> FacilityListing) -> [Item] {
        switch self {
        case .relevance: return items
        case .reading: return Self.stable(items) { let reading = listing($0).reading; return reading.isEmpty ? nil : reading }
        case .temperature: return Self.stable(items) { listing($0).maxTemperature.map { -$0 } }
        case .ph: return Self.stable(items) { listing($0).ph }
        case .price: return Self.stable(items) { listing($0).adultPriceYen }
        case .distance(let origin): return Self.stable(items) { origin.coordinate.distance(to: listing($0).coordinate) }
        }
    }

    /// Sorts by a key worked out once per item; items without one go last. Inlinable: the column
    /// tables' sorts (CatalogColumns) specialize it as they did when they lived in this module.
    @inlinable
    public static func stable<Item, K: Comparable>(_ items: [Item], key: (Item) -> K?) -> [Item] {
        let keyed = items.enumerated().map { (position: $0.offset, index: $0.element, key: key($0.element)) }
        return keyed.sorted { a, b in
            switch (a.key, b.key) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.position < b.position
            }
        }.map(\.index)
    }
}
