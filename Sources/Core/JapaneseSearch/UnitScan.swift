/// The innermost loop of every search: find the next occurrence of one
/// UTF-16 unit. Sixteen units are compared per step with SIMD.
enum UnitScan {
    @inline(__always)
    static func firstIndex(of unit: UInt16, in units: UnsafeBufferPointer<UInt16>, from: Int) -> Int {
        let count = units.count
        guard let base = units.baseAddress else { return count }
        var position = from
        let raw = UnsafeRawPointer(base)
        let needle = SIMD16<UInt16>(repeating: unit)
        while position + 16 <= count {
            let chunk = raw.loadUnaligned(fromByteOffset: position &* 2, as: SIMD16<UInt16>.self)
            let hits = chunk .== needle
            if any(hits) { return position + firstLane(hits) }
            position += 16
        }
        while position < count {
            if base[position] == unit { return position }
            position += 1
        }
        return count
    }

    /// Index of the first true lane, from the mask narrowed to one byte per lane.
    @inline(__always)
    private static func firstLane(_ mask: SIMDMask<SIMD16<Int16>>) -> Int {
        let lanes = SIMD16<Int16>(repeating: 0).replacing(with: -1, where: mask)
        let bytes = SIMD16<UInt8>(truncatingIfNeeded: lanes)
        let words = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
        return words[0] != 0 ? words[0].trailingZeroBitCount >> 3 : 8 + words[1].trailingZeroBitCount >> 3
    }

    /// A set of units to scan for, prepared once per search.
    struct Needles {
        let units: [UInt16]
        let splats: [SIMD16<UInt16>]

        init(_ units: [UInt16]) {
            self.units = units
            splats = units.map { SIMD16<UInt16>(repeating: $0) }
        }
    }

    /// First position holding any of `needles`.
    static func firstIndex(ofAny needles: Needles, in units: UnsafeBufferPointer<UInt16>, from: Int) -> Int {
        let count = units.count
        guard let base = units.baseAddress, let firstSplat = needles.splats.first else { return count }
        let splats = needles.splats
        var position = from
        let raw = UnsafeRawPointer(base)
        while position + 16 <= count {
            let chunk = raw.loadUnaligned(fromByteOffset: position &* 2, as: SIMD16<UInt16>.self)
            var hits = chunk .== firstSplat
            for splat in splats.dropFirst() { hits = hits .| (chunk .== splat) }
            if any(hits) { return position + firstLane(hits) }
            position += 16
        }
        while position < count {
            if needles.units.contains(base[position]) { return position }
            position += 1
        }
        return count
    }
}
