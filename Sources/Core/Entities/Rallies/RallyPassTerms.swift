import Foundation
import Localization

/// What a rally's multi-bath pass (湯めぐり手形) sells, in one place: which rallies sell one, how
/// many entries it has, what it costs (sample data) and how long it is valid.
///
/// - A rally sells a pass when at least two of its members are in the catalog. The 47-prefecture
///   stamp card sells none: a member there is thousands of areas, not one bath.
/// - Entries: one per counted member for a set of three or fewer, else three (N = min(3, members)).
/// - One entry per area: the same bath cannot be entered twice on one pass.
/// - Valid from the day of purchase through `validityDays` days later, both counted in Japan time,
///   as the desks that take it are in Japan (tickets count the same 90 days).
/// - Price (sample): ¥1,000 per entry, ¥100 off for each entry after the first.
/// - A coupon of one of the rally's member areas applies to its pass, as it would to a ticket
///   there; the pass is an adult product, so ¥-off-adult and %-off coupons take effect.
public struct RallyPassTerms: Hashable, Codable, Sendable {
    public static let maxEntries = 3
    public static let minimumMembers = 2
    public static let validityDays = TicketRules.validityDays
    public static let maxPassesPerOrder = 4
    public static let perEntryYen = 1_000
    public static let multiEntryDiscountYen = 100
    /// Passes count days in Japan time wherever the app runs.
    public static let timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3_600) ?? .current

    /// One bath of the pass: the area a desk names, and the member name shown for it.
    public struct Member: Hashable, Codable, Sendable {
        public var area: FacilityID
        public var name: String

        public init(area: FacilityID, name: String) {
            self.area = area
            self.name = name
        }
    }

    public var rallyID: RallyID
    public var rallyName: String
    /// The rally's English name when it has one (rallies.csv's `name_en`). Optional in the stored
    /// terms: passes bought before it was kept decode without it and show `rallyName`. Not signed
    /// (the desk checks the rally's id, N, the areas and the validity), so it changes no code.
    public var rallyEnglishName: String?
    public var entries: Int
    public var members: [Member]
    public var priceYen: Int

    public init(rallyID: RallyID, rallyName: String, rallyEnglishName: String? = nil, entries: Int, members: [Member], priceYen: Int) {
        self.rallyID = rallyID
        self.rallyName = rallyName
        self.rallyEnglishName = rallyEnglishName
        self.entries = entries
        self.members = members
        self.priceYen = priceYen
    }

    /// The terms of `rally`'s pass, or nil when it sells none.
    public init?(for rally: Rally) {
        guard rally.kind != .prefectures else { return nil }
        let members = rally.countedMembers.compactMap { member in member.primaryArea.map { Member(area: $0, name: member.name) } }
        var seen = Set<FacilityID>()
        let distinct = members.filter { seen.insert($0.area).inserted }
        guard distinct.count >= Self.minimumMembers else { return nil }
        let entries = min(Self.maxEntries, distinct.count)
        self.init(rallyID: rally.id, rallyName: rally.name, rallyEnglishName: rally.englishName.isEmpty ? nil : rally.englishName,
                  entries: entries, members: distinct,
                  priceYen: entries * Self.perEntryYen - (entries - 1) * Self.multiEntryDiscountYen)
    }

    public var areas: [FacilityID] { members.map(\.area) }

    /// The rally's name in the language in force (`Japan's Three Famous Springs` / `日本三名泉`),
    /// as `Rally.title` names it; the Japanese name where no English one was kept.
    public var title: String {
        guard AppLanguage.current == .en, let english = rallyEnglishName, !english.isEmpty else { return rallyName }
        return english
    }

    public func member(at area: FacilityID) -> Member? { members.first { $0.area == area } }

    /// The pass sold as the one product of its purchase flow.
    public var product: TicketProduct {
        TicketProduct(id: "pass-\(rallyID.rawValue)", name: CommerceText.productPass(entries: entries).ja, kind: .adult, priceYen: priceYen)
    }

    /// The Japan-time day `date` falls on.
    public static func day(_ date: Date) -> VisitDate { VisitDate(date, timeZone: timeZone) }

    public static func validUntil(purchasedOn day: VisitDate) -> VisitDate { day.adding(days: validityDays) }

    /// An entry used at a desk is a visit, recorded with it: three stars, the middle of the scale,
    /// since the desk cannot know how the bath was.
    public static let visitRating = 3

    public static func visitNote(rallyName: String) -> String { "湯めぐり手形 \(rallyName)" }
}
