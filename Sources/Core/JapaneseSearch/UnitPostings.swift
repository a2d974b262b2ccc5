/// For every UTF-16 value, the fields of one store that contain it, where it
/// first occurs, and how a one-character query of that value ranks there.
/// The first keystroke of a kana or kanji search (く, 温) matches tens of
/// thousands of fields; with this it is answered by reading one list, and
/// longer queries visit only the fields holding their rarest character.
struct UnitPostings: Sendable {
    /// Fields holding unit u: `fields[starts[u] ..< starts[u + 1]]`, ascending.
    let starts: [UInt32]
    let fields: [UInt32]
    /// Offset of the unit's first occurrence in that field (`unknownOffset`
    /// if beyond 16 bits: search the field from its start).
    let firstOffsets: [UInt16]
    /// Tier order of the one-unit query in that field.
    let tierOrders: [UInt8]

    static let unknownOffset: UInt16 = .max

    init(_ store: FieldStore) {
        let unitCount = 1 << 16
        var starts = [UInt32](repeating: 0, count: unitCount + 1)
        // Per unit: last field seen (plus one), so each field counts a unit once.
        var seen = [UInt32](repeating: 0, count: unitCount)
        for field in 0..<store.fieldCount {
            for position in Int(store.fieldStarts[field])..<Int(store.fieldStarts[field + 1]) {
                let unit = Int(store.units[position])
                if seen[unit] != UInt32(field + 1) {
                    seen[unit] = UInt32(field + 1)
                    starts[unit + 1] += 1
                }
            }
        }
        for unit in 0..<unitCount { starts[unit + 1] += starts[unit] }
        var cursor = starts
        var fields = [UInt32](repeating: 0, count: Int(starts[unitCount]))
        var tierOrders = [UInt8](repeating: 0, count: Int(starts[unitCount]))
        var firstOffsets = [UInt16](repeating: 0, count: Int(starts[unitCount]))
        seen = [UInt32](repeating: 0, count: unitCount)
        // Per unit: its entry for the current field.
        var entry = [Int](repeating: 0, count: unitCount)
        for field in 0..<store.fieldCount {
            let start = Int(store.fieldStarts[field]), end = Int(store.fieldStarts[field + 1])
            for position in start..<end {
                let unit = Int(store.units[position])
                if seen[unit] != UInt32(field + 1) {
                    seen[unit] = UInt32(field + 1)
                    let slot = Int(cursor[unit])
                    cursor[unit] += 1
                    entry[unit] = slot
                    fields[slot] = UInt32(field)
                    firstOffsets[slot] = UInt16(clamping: position - start)
                    tierOrders[slot] = Self.firstTier(at: position, start: start, end: end, store)
                } else if store.flags[position] & UnitFlag.wordStart != 0
                            && tierOrders[entry[unit]] == MatchTier.substring.order {
                    tierOrders[entry[unit]] = MatchTier.wordPrefix.order
                }
            }
        }
        self.starts = starts
        self.fields = fields
        self.firstOffsets = firstOffsets
        self.tierOrders = tierOrders
    }

    /// Tier of a one-unit match at the unit's first occurrence; the same rules
    /// as `FieldView.bestMatch` (the rest optional → exact).
    private static func firstTier(at position: Int, start: Int, end: Int, _ store: FieldStore) -> UInt8 {
        if position == start {
            var rest = start + 1
            while rest < end && store.flags[rest] & UnitFlag.optional != 0 { rest += 1 }
            return rest == end ? MatchTier.exact.order : MatchTier.prefix.order
        }
        return store.flags[position] & UnitFlag.wordStart != 0 ? MatchTier.wordPrefix.order : MatchTier.substring.order
    }
}
