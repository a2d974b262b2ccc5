/// A QR Code symbol (ISO/IEC 18004) in byte mode at error-correction level M, versions 1–10.
///
/// Coordinates are `x` = column and `y` = row, both from the top-left corner;
/// `true` means a dark module.
public struct QRCode: Sendable, Equatable {
    /// Symbol version 1...10; the smallest one that holds the payload.
    public let version: Int
    /// Data mask 0...7 that scored the lowest penalty.
    public let mask: Int
    /// Modules per side: 17 + 4 × version.
    public let size: Int
    private let modules: [Bool]

    /// The most payload bytes any symbol this encoder makes can hold (version 10-M).
    public static let maximumPayloadBytes = SymbolVersion.maximumByteCapacity

    /// Encodes raw bytes, choosing the smallest version and the best mask.
    public static func encode(_ bytes: [UInt8]) throws(QRCodeError) -> QRCode {
        try encode(bytes, forcedMask: nil)
    }

    /// Encodes the UTF-8 bytes of `text`. No ECI header is written: phone
    /// scanners and zbar detect UTF-8 on their own, while some older readers reject ECI.
    public static func encode(_ text: String) throws(QRCodeError) -> QRCode {
        try encode(Array(text.utf8))
    }

    /// `forcedMask` exists so tests can prove every mask decodes, not only the winner.
    static func encode(_ bytes: [UInt8], forcedMask: Int?) throws(QRCodeError) -> QRCode {
        guard let version = SymbolVersion.smallest(fitting: bytes.count) else {
            throw QRCodeError.payloadTooLong(bytes: bytes.count, capacity: SymbolVersion.maximumByteCapacity)
        }
        let data = CodewordSequence.dataCodewords(for: bytes, version: version)
        let codewords = CodewordSequence.interleaved(data: data, version: version)

        var unmasked = ModuleGrid.withFunctionPatterns(for: version)
        unmasked.placeCodewords(codewords)

        let candidates = forcedMask.map { [$0] } ?? Array(MaskPattern.all)
        // Strictly lower keeps the lowest mask number on ties, so output is deterministic.
        var chosen = (mask: 0, grid: unmasked, penalty: Int.max)
        for mask in candidates {
            var grid = unmasked
            grid.applyMask(mask)
            grid.drawFormatInformation(mask: mask)
            let penalty = MaskPenalty.score(grid)
            if penalty < chosen.penalty {
                chosen = (mask, grid, penalty)
            }
        }
        return QRCode(version: version.number, mask: chosen.mask, size: version.size, modules: chosen.grid.modules)
    }

    /// Whether the module at column `x`, row `y` is dark. Positions outside the symbol
    /// read as light, because that is what the quiet zone around it must be.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }
}
