/// The stable key of a hot-spring area: `aist-NNNN`, the `ser` of its first analysed source.
public struct FacilityID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: FacilityID, rhs: FacilityID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the text has the shape of an id (`aist-` or `syn-` followed by digits).
    /// Shape only: whether such an area exists is the catalog's question.
    public var isWellFormed: Bool {
        guard let dash = rawValue.firstIndex(of: "-") else { return false }
        let prefix = rawValue[..<dash]
        let digits = rawValue[rawValue.index(after: dash)...]
        return !prefix.isEmpty && prefix.allSatisfy { $0.isASCII && $0.isLetter }
            && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
