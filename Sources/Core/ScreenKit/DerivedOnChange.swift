/// A value a screen derives from its inputs (a store's rows, the day, the language) and keeps
/// until they change: `value(for:)` derives again only for a key unlike the last one, and reports
/// the derivation through `FrameComposition.derives`, so one made while a frame is composed (no
/// `layout`, `send` or store update brought it up to date first) fails a test.
///
/// The key is compared on every read. Keep it to what the derivation reads, and to values whose
/// comparison is cheap: a store's array kept as it was compares by its storage first (O(1) until
/// the store assigns a new one), a revision counter or an id in O(1).
public struct DerivedOnChange<Key: Equatable, Value> {
    /// What is derived, for the report: "the coupon wallet's groups".
    private let what: String
    private var last: (key: Key, value: Value)?
    /// Derivations made so far: a test can tell a frame that read from one that derived.
    public private(set) var derivations = 0

    public init(_ what: String) { self.what = what }

    /// The value for `key`: the last one when the key is the last one's, else `derive(key)`, kept.
    @MainActor
    public mutating func value(for key: Key, derive: (Key) -> Value) -> Value {
        if let last, last.key == key { return last.value }
        FrameComposition.derives(what)
        let value = derive(key)
        last = (key, value)
        derivations += 1
        return value
    }
}
