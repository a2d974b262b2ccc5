import Localization

/// The catalog's names for the areas a set of stored rows names (tickets, orders, a desk's
/// verdicts). Those rows keep the name they were made with, in Japanese (`草津`); what a screen or
/// table shows is the catalog's name in the language in force (`Kusatsu 草津` in English), looked
/// up once when the rows load and read in the language in force when drawn. An area that left the
/// catalog shows the name its row kept.
public struct FacilityNames: Equatable, Sendable {
    public struct Name: Equatable, Sendable {
        public var name: String
        public var hepburn: String

        public init(name: String, hepburn: String) {
            self.name = name
            self.hepburn = hepburn
        }
    }

    private var names: [FacilityID: Name]

    public init(_ names: [FacilityID: Name] = [:]) { self.names = names }

    /// The names of areas read whole (a detail, a listing).
    public init(listings: some Sequence<FacilityListing>) {
        self.init(Dictionary(listings.map { ($0.id, Name(name: $0.name, hepburn: $0.hepburn)) }, uniquingKeysWith: { first, _ in first }))
    }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }

    /// `id`'s name in the language in force: the catalog's (`AreaName.display`), else `stored`.
    public func display(_ id: FacilityID, stored: String, in language: Language = AppLanguage.current) -> String {
        guard let known = names[id] else { return stored }
        return AreaName.display(name: known.name, romaji: known.hepburn, in: language)
    }

    public func display(_ ticket: Ticket) -> String { display(ticket.facilityID, stored: ticket.facilityName) }

    public func name(of id: FacilityID) -> Name? { names[id] }

    /// These names with `other`'s added (`other` wins where both know an area: it is newer).
    public func merging(_ other: FacilityNames) -> FacilityNames {
        FacilityNames(names.merging(other.names) { _, newer in newer })
    }
}

extension PurchaseDraft {
    /// The areas the draft names: its facility, or a trip day's baths (a pass names none).
    public var namedAreas: [FacilityID] {
        if let facilityID { return [facilityID] }
        if let passTerms { return passTerms.areas }
        return dayBaths?.map(\.facilityID) ?? []
    }
}

extension FacilityNames {
    /// What a purchase's header names: a facility in the language in force, else the draft's own
    /// title (a rally's pass, a trip day's plan).
    public func title(of draft: PurchaseDraft) -> String {
        draft.facilityID.map { display($0, stored: draft.title) } ?? draft.passTerms?.title ?? draft.title
    }
}

extension FacilityNames {
    /// A pass's bath as the rally page names it: the rally's own name in Japanese (`草津温泉`), the
    /// catalog's in English (`Kusatsu 草津`), else the rally's where the catalog has no romaji.
    public func memberName(_ member: RallyPassTerms.Member) -> String {
        AppLanguage.current == .en ? display(member.area, stored: member.name) : member.name
    }
}
