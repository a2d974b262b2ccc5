/// How well a query matched a field. Better tiers compare greater:
/// `exact > prefix > wordPrefix > substring > fuzzy`.
public enum MatchTier: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// A subsequence: the query's characters appear in order, with gaps.
    case fuzzy = 0
    case substring = 1
    /// Starts a word inside the field (after a space, ・, or a change of script).
    case wordPrefix = 2
    case prefix = 3
    /// The whole field.
    case exact = 4

    public static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .fuzzy: "fuzzy"
        case .substring: "substring"
        case .wordPrefix: "wordPrefix"
        case .prefix: "prefix"
        case .exact: "exact"
        }
    }

    /// Position in result order, 0 first; used to pack sort keys.
    var order: UInt8 { UInt8(4 - rawValue) }

    init(order: UInt8) {
        self = MatchTier(rawValue: 4 - Int(order)) ?? .fuzzy
    }
}
