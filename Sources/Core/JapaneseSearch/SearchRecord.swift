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
    /// Further terms that should find the record, e.g. prefecture and region
    /// names with their readings and romaji. Identical terms are stored once.
    public var extraTerms: [String]

    public init(id: Int, name: String, reading: String = "", romaji: String = "", extraTerms: [String] = []) {
        self.id = id
        self.name = name
        self.reading = reading
        self.romaji = romaji
        self.extraTerms = extraTerms
    }
}

/// Which text of a record a hit was found in; ranked in this order.
public enum MatchedField: Sendable, Hashable {
    case name
    case reading
    case romaji
    /// `record.extraTerms[index]`.
    case extraTerm(index: Int)
}
