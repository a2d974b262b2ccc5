/// Why a stored index was not used (the caller then builds the index afresh and stores it again).
public enum SearchIndexDecodingError: Error, Equatable, Sendable {
    /// Another program's file, another format version or another machine's layout.
    case wrongFormat
    /// Shorter than its header says: cut off while written or copied.
    case truncated
    /// The sizes or offsets inside do not fit together.
    case inconsistent
    /// Written for another catalog (or another version of this one).
    case foreign
    /// The checksum does not match: changed on disk since it was written.
    case damaged
    case missing
    case unreadable
}
