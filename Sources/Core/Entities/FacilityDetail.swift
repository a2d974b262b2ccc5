/// Everything the detail screen shows about one named onsen area.
public struct FacilityDetail: Hashable, Sendable, Identifiable {
    public var listing: FacilityListing
    public var prefecture: Prefecture
    /// Name of the representative (hottest) analysed source.
    public var representativeSource: String?
    public var analysisYear: Int?
    /// The analysed source areas merged into this listing, in catalog order.
    public var sources: [SpringSource]
    public var sample: SampleCommerce
    /// The standard's reading of the area's 泉質 (types, effects, cautions), worked out once here.
    public var springGuide: SpringGuide

    public var id: FacilityID { listing.id }

    public init(
        listing: FacilityListing, prefecture: Prefecture, representativeSource: String?,
        analysisYear: Int?, sources: [SpringSource], sample: SampleCommerce
    ) {
        self.listing = listing
        self.prefecture = prefecture
        self.representativeSource = representativeSource
        self.analysisYear = analysisYear
        self.sources = sources
        self.sample = sample
        springGuide = SpringGuide(listing)
    }
}

/// One analysed hot-spring area (a row of `aist_onsen_areas.csv`).
public struct SpringSource: Hashable, Sendable, Identifiable {
    public var id: FacilityID
    public var areaName: String
    public var sourceName: String?
    public var coordinate: Coordinate
    public var sourceCount: Int
    public var maxTemperature: Double?
    public var ph: Double?
    public var springType: String?
    public var analysisYear: Int?

    public init(
        id: FacilityID, areaName: String, sourceName: String?, coordinate: Coordinate, sourceCount: Int,
        maxTemperature: Double?, ph: Double?, springType: String?, analysisYear: Int?
    ) {
        self.id = id
        self.areaName = areaName
        self.sourceName = sourceName
        self.coordinate = coordinate
        self.sourceCount = sourceCount
        self.maxTemperature = maxTemperature
        self.ph = ph
        self.springType = springType
        self.analysisYear = analysisYear
    }
}

/// A listing with its distance from some point, for "nearby" lists.
public struct NearbyFacility: Hashable, Sendable, Identifiable {
    public var listing: FacilityListing
    public var distanceKilometres: Double
    public var id: FacilityID { listing.id }

    public init(listing: FacilityListing, distanceKilometres: Double) {
        self.listing = listing
        self.distanceKilometres = distanceKilometres
    }
}
