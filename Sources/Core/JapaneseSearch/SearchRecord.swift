/// One searchable item, as handed to `SearchIndex`.
public struct SearchRecord: Sendable, Hashable {
    /// The caller's identifier (e.g. an index into its own array). Results for
    /// an empty query, and ties, are ordered by it.
    public var id: Int
    /// Display name, usually kanji (草津温泉).
    public var name: String
    /// Hiragana reading of the name; may be empty.
    public var reading: String
    /// Romaji of the name ("Kusatsu Onsen"); may be empty.
    public var romaji: String
    /// Other names people know the record by (箱根湯本 for 湯本温泉) and their
    /// readings. They rank with the name: a match here is as good as one there.
    public var aliases: [String]
    /// Further terms that should find the record, e.g. prefecture and region
    /// names with their readings and romaji. They rank after every name match
    /// of the same tier. Identical terms are stored once.
    public var extraTerms: [String]
    /// How prominent the record is: within a tier, higher comes first (before
    /// the id). An empty query lists records in this order too.
    public var priority: UInt8

    public init(id: Int, name: String, reading: String = "", romaji: String = "", aliases: [String] = [],
                extraTerms: [String] = [], priority: UInt8 = 0) {
        self.id = id
        self.name = name
        self.reading = reading
        self.romaji = romaji
        self.aliases = aliases
        self.extraTerms = extraTerms
        self.priority = priority
    }
}

/// Which text of a record a hit was found in; ranked in this order.
public enum MatchedField: Sendable, Hashable {
    case name
    case reading
    case romaji
    /// `record.aliases[index]`.
    case alias(index: Int)
    /// `record.extraTerms[index]`.
    case extraTerm(index: Int)
}
