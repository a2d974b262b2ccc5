/// Amenities as bits: a listing carries them for filtering, and 100,000 listings must not mean
/// 100,000 heap-allocated sets.
public struct AmenityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init<S: Sequence>(_ amenities: S) where S.Element == Amenity {
        self.init(rawValue: amenities.reduce(0) { $0 | Self.bit($1) })
    }

    static func bit(_ amenity: Amenity) -> UInt16 {
        1 << UInt16(Amenity.allCases.firstIndex(of: amenity) ?? 0)
    }

    public func contains(_ amenity: Amenity) -> Bool { rawValue & Self.bit(amenity) != 0 }
    public var amenities: [Amenity] { Amenity.allCases.filter(contains) }
}

/// Spring categories as bits, for the same reason.
public struct SpringCategoryFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init<S: Sequence>(_ categories: S) where S.Element == SpringCategory {
        self.init(rawValue: categories.reduce(0) { $0 | Self.bit($1) })
    }

    static func bit(_ category: SpringCategory) -> UInt16 {
        1 << UInt16(SpringCategory.allCases.firstIndex(of: category) ?? 0)
    }

    public func contains(_ category: SpringCategory) -> Bool { rawValue & Self.bit(category) != 0 }
    public var categories: [SpringCategory] { SpringCategory.allCases.filter(contains) }
}
