/// A small set of enum cases as bits: listings carry amenities and spring categories for
/// filtering, and 100,000 listings must not mean 100,000 heap-allocated sets.
public struct CaseFlags<Case: CaseIterable & Equatable & Sendable>: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init<S: Sequence>(_ elements: S) where S.Element == Case {
        self.init(rawValue: elements.reduce(0) { $0 | Self.bit($1) })
    }

    static func bit(_ element: Case) -> UInt16 {
        let index = Case.allCases.firstIndex(of: element).map { Case.allCases.distance(from: Case.allCases.startIndex, to: $0) } ?? 0
        return 1 << UInt16(index)
    }

    public func contains(_ element: Case) -> Bool { rawValue & Self.bit(element) != 0 }
    public var elements: [Case] { Case.allCases.filter(contains) }
}

public typealias AmenityFlags = CaseFlags<Amenity>
public typealias SpringCategoryFlags = CaseFlags<SpringCategory>

extension CaseFlags where Case == Amenity {
    public var amenities: [Amenity] { elements }
}

extension CaseFlags where Case == SpringCategory {
    public var categories: [SpringCategory] { elements }
}
