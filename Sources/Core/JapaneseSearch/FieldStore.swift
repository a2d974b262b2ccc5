/// Normalised text of many fields, laid out back to back in flat arrays so a
/// search touches no per-record objects.
struct FieldStore: Sendable {
    private(set) var units: [UInt16] = []
    private(set) var flags: [UInt8] = []
    /// Character offsets in the original field text, per unit, for highlights.
    private(set) var sourceStarts: [UInt16] = []
    private(set) var sourceEnds: [UInt16] = []
    /// Field `f` occupies `fieldStarts[f] ..< fieldStarts[f + 1]`.
    private(set) var fieldStarts: [UInt32] = [0]
    /// Which units each field contains, hashed to 64 bits (fuzzy pre-filter).
    private(set) var fieldMasks: [UInt64] = []
    /// Per field, offset of its last word start, so that after a substring
    /// hit the search for a better word-prefix hit usually ends at once.
    private(set) var lastWordStarts: [UInt16] = []
    /// Per field, for one-letter romaji queries.
    private(set) var fieldLetters: [FieldLetters] = []
    /// Occurrences of each UTF-16 value, so a search can start from the
    /// query's rarest unit, or skip a store that lacks it entirely.
    private(set) var unitFrequency = [UInt32](repeating: 0, count: 1 << 16)

    var fieldCount: Int { fieldMasks.count }

    init() {}

    mutating func reserve(fields: Int, units unitCount: Int) {
        fieldStarts.reserveCapacity(fields + 1)
        fieldMasks.reserveCapacity(fields)
        fieldLetters.reserveCapacity(fields)
        lastWordStarts.reserveCapacity(fields)
        units.reserveCapacity(unitCount)
        flags.reserveCapacity(unitCount)
        sourceStarts.reserveCapacity(unitCount)
        sourceEnds.reserveCapacity(unitCount)
    }

    mutating func append(_ normalized: Normalizer) {
        var mask: UInt64 = 0
        var letters = FieldLetters()
        var lastWordStart = 0
        for (index, unit) in normalized.units.enumerated() {
            mask |= QueryPattern.maskBit(unit)
            unitFrequency[Int(unit)] &+= 1
            let initials = InitialLetters.mask(of: unit)
            letters.any |= initials
            if index == 0 { letters.prefix = initials }
            if normalized.flags[index] & UnitFlag.wordStart != 0 {
                letters.word |= initials
                lastWordStart = index
            }
        }
        units.append(contentsOf: normalized.units)
        flags.append(contentsOf: normalized.flags)
        sourceStarts.append(contentsOf: normalized.sourceStarts)
        sourceEnds.append(contentsOf: normalized.sourceEnds)
        fieldStarts.append(UInt32(units.count))
        fieldMasks.append(mask)
        fieldLetters.append(letters)
        lastWordStarts.append(UInt16(clamping: lastWordStart))
    }

    func withView<Result>(_ body: (FieldView) -> Result) -> Result {
        units.withUnsafeBufferPointer { units in
            flags.withUnsafeBufferPointer { flags in
                fieldStarts.withUnsafeBufferPointer { starts in
                    fieldMasks.withUnsafeBufferPointer { masks in
                        sourceStarts.withUnsafeBufferPointer { sourceStarts in
                            sourceEnds.withUnsafeBufferPointer { sourceEnds in
                                fieldLetters.withUnsafeBufferPointer { letters in
                                    lastWordStarts.withUnsafeBufferPointer { lastWordStarts in
                                        body(FieldView(units: units, flags: flags, fieldStarts: starts,
                                                       fieldMasks: masks, sourceStarts: sourceStarts,
                                                       sourceEnds: sourceEnds, fieldLetters: letters,
                                                       lastWordStarts: lastWordStarts))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    func encode(into writer: inout IndexByteWriter) {
        writer.append(array: units)
        writer.append(array: flags)
        writer.append(array: sourceStarts)
        writer.append(array: sourceEnds)
        writer.append(array: fieldStarts)
        writer.append(array: fieldMasks)
        writer.append(array: lastWordStarts)
        writer.append(array: fieldLetters)
        writer.append(array: unitFrequency)
    }

    init(from reader: inout IndexByteReader) throws(SearchIndexDecodingError) {
        units = try reader.array()
        flags = try reader.array()
        sourceStarts = try reader.array()
        sourceEnds = try reader.array()
        fieldStarts = try reader.array()
        fieldMasks = try reader.array()
        lastWordStarts = try reader.array()
        fieldLetters = try reader.array()
        unitFrequency = try reader.array()
        let fields = fieldMasks.count
        // Every offset the hot loops follow without bounds checks is checked here once.
        guard flags.count == units.count, sourceStarts.count == units.count, sourceEnds.count == units.count,
              fieldStarts.count == fields + 1, lastWordStarts.count == fields, fieldLetters.count == fields,
              unitFrequency.count == 1 << 16, fieldStarts.first == 0, fieldStarts.last == UInt32(units.count),
              zip(fieldStarts, fieldStarts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw .inconsistent }
    }
}
