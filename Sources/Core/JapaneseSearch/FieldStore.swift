/// Normalised text of many fields, laid out back to back in flat arrays so a
/// search is one linear scan over memory with no per-record objects.
struct FieldStore: Sendable {
    /// Units per block in `blockField`; a power of two so lookup is a shift.
    static let blockShift = 6

    private(set) var units: [UInt16] = []
    private(set) var flags: [UInt8] = []
    /// Character offsets in the original field text, per unit, for highlights.
    private(set) var sourceStarts: [UInt16] = []
    private(set) var sourceEnds: [UInt16] = []
    /// Field `f` occupies `fieldStarts[f] ..< fieldStarts[f + 1]`.
    private(set) var fieldStarts: [UInt32] = [0]
    /// Which units each field contains, hashed to 64 bits (fuzzy pre-filter).
    private(set) var fieldMasks: [UInt64] = []
    /// The field holding unit `b << blockShift`, so finding the field of a hit
    /// never needs a binary search.
    private(set) var blockField: [UInt32] = []

    var fieldCount: Int { fieldMasks.count }

    mutating func reserve(fields: Int, units unitCount: Int) {
        fieldStarts.reserveCapacity(fields + 1)
        fieldMasks.reserveCapacity(fields)
        units.reserveCapacity(unitCount)
        flags.reserveCapacity(unitCount)
        sourceStarts.reserveCapacity(unitCount)
        sourceEnds.reserveCapacity(unitCount)
    }

    mutating func append(_ normalized: Normalizer) {
        let field = UInt32(fieldMasks.count)
        var mask: UInt64 = 0
        for unit in normalized.units { mask |= QueryPattern.maskBit(unit) }
        let start = units.count
        units.append(contentsOf: normalized.units)
        flags.append(contentsOf: normalized.flags)
        sourceStarts.append(contentsOf: normalized.sourceStarts)
        sourceEnds.append(contentsOf: normalized.sourceEnds)
        fieldStarts.append(UInt32(units.count))
        fieldMasks.append(mask)
        var block = (start + (1 << Self.blockShift) - 1) >> Self.blockShift
        while block << Self.blockShift < units.count {
            blockField.append(field)
            block += 1
        }
    }

    func withView<Result>(_ body: (FieldView) -> Result) -> Result {
        units.withUnsafeBufferPointer { units in
            flags.withUnsafeBufferPointer { flags in
                fieldStarts.withUnsafeBufferPointer { starts in
                    fieldMasks.withUnsafeBufferPointer { masks in
                        blockField.withUnsafeBufferPointer { blocks in
                            sourceStarts.withUnsafeBufferPointer { sourceStarts in
                                sourceEnds.withUnsafeBufferPointer { sourceEnds in
                                    body(FieldView(units: units, flags: flags, fieldStarts: starts, fieldMasks: masks,
                                                   blockField: blocks, sourceStarts: sourceStarts, sourceEnds: sourceEnds))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
