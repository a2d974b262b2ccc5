import Localization

/// The catalog of why the user's own facts (hours, price, note) or a facts file cannot be stored.
public enum FactsText: SampledCatalog {
    case notAFacilityID(id: String)
    case priceRange(lowest: Int, highest: String)
    case noteTooLong(limit: Int)
    case noteUnsafe(scalar: String)
    case notInCatalog(id: String)
    case atLine(line: Int, reason: String)
    case headerFirst(header: String)
    case alreadyOnLine(id: String, line: Int)
    case fieldCount(found: Int)
    case notAPrice(text: String)
    case noFacts(id: String)

    public static let samples: [FactsText] = [
        .notAFacilityID(id: "x"), .priceRange(lowest: 0, highest: "1,000,000"), .noteTooLong(limit: 200), .noteUnsafe(scalar: "U+202E"),
        .notInCatalog(id: "aist-99999"), .atLine(line: 3, reason: "x"), .headerFirst(header: "facilityId<TAB>hours"),
        .alreadyOnLine(id: "aist-2711", line: 2), .fieldCount(found: 3), .notAPrice(text: "abc"), .noFacts(id: "aist-2711"),
    ]

    public var ja: String {
        switch self {
        case .notAFacilityID(let id): "'\(id)' は施設のIDではありません"
        case .priceRange(let lowest, let highest): "料金は \(lowest)〜\(highest) 円です"
        case .noteTooLong(let limit): "メモは\(limit)文字までです"
        case .noteUnsafe(let scalar): "メモに \(scalar) は使えません (制御文字、改行、書字方向の文字)"
        case .notInCatalog(let id): "\(id) はカタログにありません"
        case .atLine(let line, let reason): "\(line)行目: \(reason)"
        case .headerFirst(let header): "1行目は見出し '\(header)' にしてください"
        case .alreadyOnLine(let id, let line): "\(id) は\(line)行目にもあります"
        case .fieldCount(let found): "タブ区切りの4項目が必要ですが、\(found)項目あります"
        case .notAPrice(let text): "'\(text)' は円の料金ではありません"
        case .noFacts(let id): "\(id) に記録がありません (消すには facts clear)"
        }
    }

    public var en: String {
        switch self {
        case .notAFacilityID(let id): "'\(id)' is not a facility id"
        case .priceRange(let lowest, let highest): "a price is \(lowest)–\(highest) yen"
        case .noteTooLong(let limit): "a note is at most \(limit) characters"
        case .noteUnsafe(let scalar): "a note cannot hold \(scalar) (control, line break or direction characters)"
        case .notInCatalog(let id): "\(id) is not in the catalog"
        case .atLine(let line, let reason): "line \(line): \(reason)"
        case .headerFirst(let header): "the first line must be the header '\(header)'"
        case .alreadyOnLine(let id, let line): "\(id) is already on line \(line)"
        case .fieldCount(let found): "expected 4 tab-separated fields, found \(found)"
        case .notAPrice(let text): "'\(text)' is not a price in yen"
        case .noFacts(let id): "\(id) has no facts (use facts clear to remove them)"
        }
    }
}
