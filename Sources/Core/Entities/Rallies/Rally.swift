import Localization

/// The key of a rally (湯めぐり帳): `sanmeisen`, `beppu-hatto`, or `prefectures` for the stamp card.
public struct RallyID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: RallyID, rhs: RallyID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The 47-prefecture stamp card: a rally like the curated ones, made from the catalog.
    public static let prefectures = RallyID("prefectures")

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Lowercase ASCII letters, digits and `-`, 1–40 of them: safe in a route, a file and a QR code.
    public var isWellFormed: Bool {
        let bytes = rawValue.utf8
        return (1...40).contains(bytes.count)
            && bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
    }
}

/// A set of baths that belong together (日本三名泉, 別府八湯, a 温泉郷, the 47 prefectures), and where
/// the list comes from. Members the catalog does not have are listed but never count.
public struct Rally: Hashable, Sendable, Identifiable {
    public enum Kind: String, Hashable, Sendable {
        /// A famous list (三名泉, 三古湯 …): its members are far apart.
        case famous
        /// One resort's baths (別府八湯, 鳴子温泉郷 …): a day's hop.
        case resort
        /// The stamp card: one stamp per prefecture, any area of it counts.
        case prefectures
    }

    public var id: RallyID
    public var name: String
    public var englishName: String
    public var kind: Kind
    /// One line: what the set is, in Japanese.
    public var japaneseSummary: String
    /// The same line in English; empty when the rally file has none (a catalog of one's own).
    public var englishSummary: String
    /// Where the list comes from (a book, an association, a tradition), in Japanese.
    public var japaneseSource: String
    /// The same in English; empty when the rally file has none.
    public var englishSource: String
    /// A caveat shown with the rally (another claimant, a member the catalog lacks).
    public var note: String
    public var members: [RallyMember]

    public init(id: RallyID, name: String, englishName: String, kind: Kind, summary: String, englishSummary: String = "",
                source: String, englishSource: String = "", note: String = "", members: [RallyMember]) {
        self.id = id
        self.name = name
        self.englishName = englishName
        self.kind = kind
        japaneseSummary = summary
        self.englishSummary = englishSummary
        japaneseSource = source
        self.englishSource = englishSource
        self.note = note
        self.members = members
    }

    /// The rally's name in the language in force (`日本三名泉` / `Japan's Three Famous Springs`).
    public var title: String { AppLanguage.current == .en && !englishName.isEmpty ? englishName : name }

    /// One line, what the set is, in the language in force (Japanese where no English was written).
    public var summary: String { AppLanguage.current == .en && !englishSummary.isEmpty ? englishSummary : japaneseSummary }

    /// Where the list comes from, in the language in force (Japanese where no English was written).
    public var source: String { AppLanguage.current == .en && !englishSource.isEmpty ? englishSource : japaneseSource }

    /// The members that count: those the catalog has.
    public var countedMembers: [RallyMember] { members.filter { !$0.areas.isEmpty } }
}

/// One place of a rally. A curated member is one catalog area (or none, when the catalog lacks
/// it); a stamp-card member is a prefecture, and any of its areas stamps it.
public struct RallyMember: Hashable, Sendable, Identifiable {
    /// 1-based place in the rally's own order (the order the list is usually given in).
    public var position: Int
    /// The name the rally uses (`草津温泉`, `鉄輪`, `群馬県`).
    public var name: String
    public var prefectureName: String
    /// The areas that stamp this member: one for a curated member, every area of the prefecture
    /// for the stamp card, none when the catalog does not have it.
    public var areas: [FacilityID]
    public var note: String

    public var id: Int { position }
    public var isInCatalog: Bool { !areas.isEmpty }
    /// The area to open, plan and draw on the map.
    public var primaryArea: FacilityID? { areas.first }

    public init(position: Int, name: String, prefectureName: String, areas: [FacilityID], note: String = "") {
        self.position = position
        self.name = name
        self.prefectureName = prefectureName
        self.areas = areas
        self.note = note
    }
}
