/// Borrowed, bounds-check-free view of a `FieldStore` for the hot loops.
struct FieldView {
    let units: UnsafeBufferPointer<UInt16>
    let flags: UnsafeBufferPointer<UInt8>
    let fieldStarts: UnsafeBufferPointer<UInt32>
    let fieldMasks: UnsafeBufferPointer<UInt64>
    let fieldLetters: UnsafeBufferPointer<FieldLetters>
    let lastWordStarts: UnsafeBufferPointer<UInt16>

    @inline(__always)
    func bounds(of field: Int) -> (start: Int, end: Int) {
        (Int(fieldStarts[field]), Int(fieldStarts[field + 1]))
    }
}

/// Borrowed view of a `QueryPattern`.
struct PatternView {
    let units: UnsafeBufferPointer<UInt16>
    let optional: UnsafeBufferPointer<Bool>
    let tail: TailSet?
    let requiredMask: UInt64
    let allowsFuzzy: Bool
    /// No optional (long-vowel) units: a direct comparison finds the same
    /// alignment the greedy matcher would.
    let hasOptionalUnits: Bool
}

extension QueryPattern {
    func withView<Result>(_ body: (PatternView) -> Result) -> Result {
        units.withUnsafeBufferPointer { units in
            optional.withUnsafeBufferPointer { optional in
                body(PatternView(units: units, optional: optional, tail: tail,
                                 requiredMask: requiredMask, allowsFuzzy: allowsFuzzy,
                                 hasOptionalUnits: self.optional.contains(true)))
            }
        }
    }
}
