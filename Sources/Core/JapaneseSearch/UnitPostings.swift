/// For every UTF-16 value, the fields of one store that contain it, where it
/// first occurs, and how a one-character query of that value ranks there.
/// The first keystroke of a kana or kanji search (く, 温) matches tens of
/// thousands of fields; with this it is answered by reading one list, and
/// longer queries visit only the fields holding their rarest character.
/// A store may leave fields out of its lists when another store searched first holds the same
/// text for the same record (see `SearchIndex.init`): those could only repeat its matches, ranked lower.
struct UnitPostings: @unchecked Sendable {
    // @unchecked: read-only views into an image that outlives them.
    /// Fields holding unit u: `fields[starts[u] ..< starts[u + 1]]`, ascending.
    let starts: UnsafeBufferPointer<UInt32>
    let fields: UnsafeBufferPointer<UInt32>
    /// Offset of the unit's first occurrence in that field (`unknownOffset`
    /// if beyond 16 bits: search the field from its start).
    let firstOffsets: UnsafeBufferPointer<UInt16>
    /// Tier order of the one-unit query in that field.
    let tierOrders: UnsafeBufferPointer<UInt8>

    static let unknownOffset: UInt16 = .max
    static let sectionCount = 4

    init(_ image: IndexImage, firstSection: Int) {
        starts = image.section(firstSection)
        fields = image.section(firstSection + 1)
        firstOffsets = image.section(firstSection + 2)
        tierOrders = image.section(firstSection + 3)
    }

    /// The entries of `unit`'s list whose fields lie in `records` (the list is in field order).
    func entries(of unit: UInt16, within records: Range<Int>) -> Range<Int> {
        let start = Int(starts[Int(unit)]), end = Int(starts[Int(unit) + 1])
        return firstEntry(from: start, to: end, atLeast: records.lowerBound)
            ..< firstEntry(from: start, to: end, atLeast: records.upperBound)
    }

    private func firstEntry(from start: Int, to end: Int, atLeast field: Int) -> Int {
        // A search in one part asks for every record: both ends are found without a search.
        if start == end || field <= Int(fields[start]) { return start }
        if Int(fields[end - 1]) < field { return end }
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if Int(fields[middle]) < field { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Sizes fit and every field number is below `fieldCount`. Reading the whole list is what a
    /// mapped index avoids, so only its ends are checked; the image's checksum vouches for the rest.
    func isConsistent(fieldCount: Int) -> Bool {
        let entries = fields.count
        return starts.count == (1 << 16) + 1 && starts.first == 0 && starts.last == UInt32(entries)
            && firstOffsets.count == entries && tierOrders.count == entries
            && (fields.last.map { Int($0) < fieldCount } ?? true)
    }

    /// Builds the lists of `store`, leaving out the fields `omitted` says, and appends them to
    /// `writer` in the order `init` reads them.
    static func write(_ store: FieldStore.Builder, omitting omitted: (Int) -> Bool,
                      into writer: inout IndexImage.Writer) {
        let unitCount = 1 << 16
        var starts = [UInt32](repeating: 0, count: unitCount + 1)
        // Per unit: last field seen (plus one), so each field counts a unit once.
        var seen = [UInt32](repeating: 0, count: unitCount)
        // Both passes skip the same fields: ask once (the check compares texts).
        let skipped = (0..<store.fieldCount).map(omitted)
        for field in 0..<store.fieldCount where !skipped[field] {
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
        for field in 0..<store.fieldCount where !skipped[field] {
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
        writer.append(starts)
        writer.append(fields)
        writer.append(firstOffsets)
        writer.append(tierOrders)
    }

    /// Tier of a one-unit match at the unit's first occurrence; the same rules
    /// as `FieldView.bestMatch` (the rest optional → exact).
    private static func firstTier(at position: Int, start: Int, end: Int, _ store: FieldStore.Builder) -> UInt8 {
        if position == start {
            var rest = start + 1
            while rest < end && store.flags[rest] & UnitFlag.optional != 0 { rest += 1 }
            return rest == end ? MatchTier.exact.order : MatchTier.prefix.order
        }
        return store.flags[position] & UnitFlag.wordStart != 0 ? MatchTier.wordPrefix.order : MatchTier.substring.order
    }
}
