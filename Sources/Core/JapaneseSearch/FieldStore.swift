/// Normalised text of many fields, laid out back to back in flat arrays so a search touches no
/// per-record objects. The arrays lie in an `IndexImage` (allocated, or a mapped file) that the
/// owning `SearchIndex` keeps alive.
struct FieldStore: @unchecked Sendable {
    // @unchecked: read-only views into an image that outlives them.
    let units: UnsafeBufferPointer<UInt16>
    let flags: UnsafeBufferPointer<UInt8>
    /// Field `f` occupies `fieldStarts[f] ..< fieldStarts[f + 1]`.
    let fieldStarts: UnsafeBufferPointer<UInt32>
    /// Which units each field contains, hashed to 64 bits (fuzzy pre-filter).
    let fieldMasks: UnsafeBufferPointer<UInt64>
    /// Per field, offset of its last word start, so that after a substring
    /// hit the search for a better word-prefix hit usually ends at once.
    let lastWordStarts: UnsafeBufferPointer<UInt16>
    /// Per field, for one-letter romaji queries.
    let fieldLetters: UnsafeBufferPointer<FieldLetters>
    /// Occurrences of each UTF-16 value, so a search can start from the
    /// query's rarest unit, or skip a store that lacks it entirely.
    let unitFrequency: UnsafeBufferPointer<UInt32>

    static let sectionCount = 7

    var fieldCount: Int { fieldMasks.count }

    init(_ image: IndexImage, firstSection: Int) {
        units = image.section(firstSection)
        flags = image.section(firstSection + 1)
        fieldStarts = image.section(firstSection + 2)
        fieldMasks = image.section(firstSection + 3)
        lastWordStarts = image.section(firstSection + 4)
        fieldLetters = image.section(firstSection + 5)
        unitFrequency = image.section(firstSection + 6)
    }

    var view: FieldView {
        FieldView(units: units, flags: flags, fieldStarts: fieldStarts, fieldMasks: fieldMasks, fieldLetters: fieldLetters,
                  lastWordStarts: lastWordStarts)
    }

    func withView<Result>(_ body: (FieldView) -> Result) -> Result { body(view) }

    /// Every offset the hot loops follow without bounds checks is checked here once, except the
    /// order of `fieldStarts`, which the image's checksum vouches for (reading it all would bring
    /// every page of a mapped index into memory).
    var isConsistent: Bool {
        let fields = fieldMasks.count
        return flags.count == units.count
            && fieldStarts.count == fields + 1 && lastWordStarts.count == fields && fieldLetters.count == fields
            && unitFrequency.count == 1 << 16 && fieldStarts.first == 0 && fieldStarts.last == UInt32(units.count)
    }

    /// Collects fields while an index is built.
    struct Builder {
        private(set) var units: [UInt16] = []
        private(set) var flags: [UInt8] = []
        private(set) var fieldStarts: [UInt32] = [0]
        private(set) var fieldMasks: [UInt64] = []
        private(set) var lastWordStarts: [UInt16] = []
        private(set) var fieldLetters: [FieldLetters] = []
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
            fieldStarts.append(UInt32(units.count))
            fieldMasks.append(mask)
            fieldLetters.append(letters)
            lastWordStarts.append(UInt16(clamping: lastWordStart))
        }

        /// Whether field `field` holds the same units with the same flags as that field of `other`:
        /// then every match, fuzzy or not, is the same in both.
        func hasSameText(_ field: Int, as other: Builder) -> Bool {
            let start = Int(fieldStarts[field]), end = Int(fieldStarts[field + 1])
            let otherStart = Int(other.fieldStarts[field]), otherEnd = Int(other.fieldStarts[field + 1])
            return end - start == otherEnd - otherStart
                && units[start..<end].elementsEqual(other.units[otherStart..<otherEnd])
                && flags[start..<end].elementsEqual(other.flags[otherStart..<otherEnd])
        }

        /// Appends the sections `FieldStore.init(_:firstSection:)` reads, in its order.
        func write(into writer: inout IndexImage.Writer) {
            writer.append(units)
            writer.append(flags)
            writer.append(fieldStarts)
            writer.append(fieldMasks)
            writer.append(lastWordStarts)
            writer.append(fieldLetters)
            writer.append(unitFrequency)
        }
    }
}
