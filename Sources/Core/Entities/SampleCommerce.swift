import Localization

/// Commercial details that no open data has: opening hours, closed days, prices, amenities and
/// ticket products. They are **sample data**, generated from the area id alone by
/// `SampleCommerce.generate(for:)`, so the same id always yields the same values on every machine.
/// Every screen that shows them marks them `sample`.
public struct SampleCommerce: Hashable, Codable, Sendable {
    /// Minutes after midnight; `closingMinute` may exceed 24 h (open past midnight).
    public var openingMinute: Int
    public var closingMinute: Int
    public var closedDays: ClosedDays
    public var adultPriceYen: Int
    public var childPriceYen: Int
    public var amenities: Set<Amenity>
    public var hasCoupons: Bool
    public var ticketProducts: [TicketProduct]

    public init(
        openingMinute: Int, closingMinute: Int, closedDays: ClosedDays, adultPriceYen: Int,
        childPriceYen: Int, amenities: Set<Amenity>, hasCoupons: Bool, ticketProducts: [TicketProduct]
    ) {
        self.openingMinute = openingMinute
        self.closingMinute = closingMinute
        self.closedDays = closedDays
        self.adultPriceYen = adultPriceYen
        self.childPriceYen = childPriceYen
        self.amenities = amenities
        self.hasCoupons = hasCoupons
        self.ticketProducts = ticketProducts
    }

    /// `10:00–22:00`
    public var hoursText: String { "\(Self.clock(openingMinute))–\(Self.clock(closingMinute))" }

    /// Amenities in their canonical order.
    public var sortedAmenities: [Amenity] { Amenity.allCases.filter(amenities.contains) }

    static func clock(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        return "\(h):" + (m < 10 ? "0\(m)" : "\(m)")
    }
}

public enum ClosedDays: Hashable, Codable, Sendable {
    case none
    case weekly(Weekday)
    case secondAndFourth(Weekday)

    /// The rule in the language in force (`毎週火曜` / `closed every Tuesday`).
    public var label: String {
        switch self {
        case .none: FacilityText.openEveryDay.text
        case .weekly(let day): FacilityText.closedWeekly(day).text
        case .secondAndFourth(let day): FacilityText.closedSecondAndFourth(day).text
        }
    }
}

public enum Weekday: Int, CaseIterable, Codable, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// `土` / `Sat`, in the language in force (`japanese` for what JSON keeps).
    public var label: String { DateText.weekday(self).text }
}

public enum Amenity: String, CaseIterable, Codable, Sendable, Hashable {
    case dayTrip = "日帰り"
    case lodging = "宿泊"
    case openAirBath = "露天風呂"
    case sauna = "サウナ"
    case bedrockBath = "岩盤浴"
    case privateBath = "貸切風呂"
    case freeFlowing = "源泉かけ流し"
    case parking = "駐車場"

    /// The amenity in the language in force; `rawValue` is the stored key.
    public var label: String { FacilityText.amenity(self).text }
}

/// Something an e-ticket can be bought for.
public struct TicketProduct: Hashable, Codable, Sendable, Identifiable {
    public enum Kind: String, Codable, Sendable { case adult, child, extra }
    public var id: String
    public var name: String
    public var kind: Kind
    public var priceYen: Int

    /// The name in the language in force (`name` is the stored Japanese).
    public var title: String { ProductName.localized(name) }

    public init(id: String, name: String, kind: Kind, priceYen: Int) {
        self.id = id
        self.name = name
        self.kind = kind
        self.priceYen = priceYen
    }
}

extension SampleCommerce {
    /// Bumped whenever the generator changes, so stored catalogs are rebuilt with the new values.
    /// 2: the famous baths (`SampleCoupons.featured`) always offer coupons.
    public static let generatorVersion = 2

    /// The one place sample commercial data comes from. Deterministic: a 64-bit FNV-1a hash of the
    /// id seeds a SplitMix64 generator; the draws below happen in a fixed order.
    public static func generate(for id: FacilityID) -> SampleCommerce {
        var rng = SplitMix64(seed: fnv1a64(id.rawValue))
        let basics = basics(drawingFrom: &rng, id: id)
        let adult = basics.adultPriceYen
        var products = [
            TicketProduct(id: "adult", name: CommerceText.productAdult.ja, kind: .adult, priceYen: adult),
            TicketProduct(id: "child", name: CommerceText.productChild.ja, kind: .child, priceYen: basics.childPriceYen),
            TicketProduct(id: "towel", name: CommerceText.productTowel.ja, kind: .extra, priceYen: 200 + 50 * rng.next(5)),
        ]
        if basics.amenities.contains(.bedrockBath) {
            products.append(TicketProduct(id: "bedrock", name: CommerceText.productBedrock.ja, kind: .extra, priceYen: 500 + 100 * rng.next(6)))
        }
        if basics.amenities.contains(.privateBath) {
            products.append(TicketProduct(id: "private", name: CommerceText.productPrivateBath.ja, kind: .extra, priceYen: 1500 + 500 * rng.next(5)))
        }
        return SampleCommerce(
            openingMinute: basics.openingMinute, closingMinute: basics.closingMinute, closedDays: basics.closedDays,
            adultPriceYen: adult, childPriceYen: basics.childPriceYen, amenities: Set(basics.amenities.amenities),
            hasCoupons: basics.hasCoupons, ticketProducts: products
        )
    }

    /// What lists filter and sort by: `generate(for:)` without the ticket products. The catalog
    /// build stores these for every area, where making the products and a set of amenities per
    /// row cost more than the rest of the row.
    public struct Basics: Sendable, Equatable {
        public var openingMinute: Int
        public var closingMinute: Int
        public var closedDays: ClosedDays
        public var adultPriceYen: Int
        public var childPriceYen: Int
        public var amenities: AmenityFlags
        public var hasCoupons: Bool
    }

    public static func basics(for id: FacilityID) -> Basics {
        var rng = SplitMix64(seed: fnv1a64(id.rawValue))
        return basics(drawingFrom: &rng, id: id)
    }

    /// Each amenity's bit and its chance in percent, in the order they are drawn.
    private static let amenityOdds: [(AmenityFlags, Int)] = {
        let odds: [(Amenity, Int)] = [
            (.dayTrip, 85), (.lodging, 50), (.openAirBath, 60), (.sauna, 35),
            (.bedrockBath, 15), (.privateBath, 25), (.freeFlowing, 45), (.parking, 80),
        ]
        return odds.map { (AmenityFlags([$0.0]), $0.1) }
    }()

    /// The draws before the products, in their fixed order.
    private static func basics(drawingFrom rng: inout SplitMix64, id: FacilityID) -> Basics {
        let opening = [6 * 60, 7 * 60, 9 * 60, 10 * 60, 10 * 60, 11 * 60][rng.next(6)]
        let closing = [20 * 60, 21 * 60, 21 * 60 + 30, 22 * 60, 23 * 60, 24 * 60][rng.next(6)]
        let closedDays: ClosedDays = switch rng.next(10) {
        case 0..<4: .none
        case 4..<8: .weekly(Weekday.allCases[rng.next(7)])
        default: .secondAndFourth(Weekday.allCases[rng.next(7)])
        }
        let adult = 400 + 50 * rng.next(33) // ¥400–¥2,000
        let child = max(200, (adult / 2 / 50) * 50)
        var amenities: AmenityFlags = []
        for (amenity, percent) in amenityOdds where rng.next(100) < percent { amenities.formUnion(amenity) }
        if !amenities.contains(.lodging) { amenities.insert(AmenityFlags([.dayTrip])) }
        // Drawn for every id, so the famous ones keep the draws after it (none today) in place.
        let hasCoupons = rng.next(100) < 30 || SampleCoupons.featured.contains(id)
        return Basics(openingMinute: opening, closingMinute: closing, closedDays: closedDays, adultPriceYen: adult,
                      childPriceYen: child, amenities: amenities, hasCoupons: hasCoupons)
    }
}

/// FNV-1a, 64 bit: a stable hash (Swift's `Hasher` is seeded per process, so it cannot be used here).
public func fnv1a64<S: Sequence>(_ bytes: S, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 where S.Element == UInt8 {
    var hash = seed
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}

public func fnv1a64(_ text: String) -> UInt64 { fnv1a64(text.utf8) }

/// SplitMix64: tiny, fast, and the same on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
