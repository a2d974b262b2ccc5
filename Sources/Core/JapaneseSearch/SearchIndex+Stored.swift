/// The index as a file, so a catalog can keep it beside its database and a start map it instead
/// of building it (see `IndexImage` for the layout).
extension SearchIndex {
    /// Bump when the layout or anything that shapes the built index changes.
    public static let formatVersion: UInt32 = 5

    /// Writes the index to `path` (atomically: a temporary file renamed into place), marked with
    /// `identity`, which `init(contentsOfFile:identity:)` must be given to accept it.
    public func write(toFile path: String, identity: String) throws(SearchIndexFileError) {
        try image.write(toFile: path, identity: identity)
    }

    /// Maps the index written to `path` for `identity`. Throws, rather than trusting the hot loops
    /// to it, when the file is missing, of another format or catalog, cut short or damaged.
    /// `inMemory`, for a process that searches on every keystroke: the whole file is brought into
    /// memory now, and so are the buffers a search marks its matches in, so no keystroke waits
    /// for page faults (see `IndexImage.map(file:identity:wholly:)`). A one-off search leaves it
    /// out: it touches a fraction of the pages.
    public init(contentsOfFile path: String, identity: String, inMemory: Bool = false) throws(SearchIndexDecodingError) {
        try self.init(checking: try IndexImage.map(file: path, identity: identity, wholly: inMemory))
        if inMemory { scratch.prepare(recordCount: count) }
    }

    /// The file's contents as bytes (tests and small indexes).
    public func encoded(identity: String = "") throws(SearchIndexFileError) -> [UInt8] {
        try image.bytes(identity: identity)
    }

    /// An index from `encoded(identity:)` bytes, checked as a file is.
    public init(encoded bytes: [UInt8], identity: String = "") throws(SearchIndexDecodingError) {
        try self.init(checking: try IndexImage.copy(of: bytes, identity: identity))
    }

    private init(checking image: IndexImage) throws(SearchIndexDecodingError) {
        let index = SearchIndex(image: image)
        guard index.isConsistent else { throw .inconsistent }
        self = index
    }
}
