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
        let bytes = rawValue.utf8
        guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")) else { return false }
        let prefix = bytes[..<dash]
        let digits = bytes[bytes.index(after: dash)...]
        return !prefix.isEmpty && prefix.allSatisfy { (0x41...0x5A).contains($0 & ~0x20) }
            && !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
    }
}
