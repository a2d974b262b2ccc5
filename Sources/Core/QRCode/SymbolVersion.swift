/// Per-version constants for error-correction level M, versions 1–10
/// (ISO/IEC 18004 Table 9 for blocks, Annex E for alignment patterns).
struct SymbolVersion: Sendable, Equatable {
    let number: Int
    let ecCodewordsPerBlock: Int
    /// Data codewords of each block in transmission order; shorter blocks come first.
    let dataCodewordsPerBlock: [Int]
    /// Row/column coordinates of alignment-pattern centres.
    let alignmentCenters: [Int]

    var size: Int { 17 + 4 * number }

    var dataCodewordCount: Int { dataCodewordsPerBlock.reduce(0, +) }

    var totalCodewordCount: Int { dataCodewordCount + ecCodewordsPerBlock * dataCodewordsPerBlock.count }

    /// Byte mode switches to a 16-bit count at version 10.
    var characterCountBits: Int { number < 10 ? 8 : 16 }

    /// Payload bytes that fit after the 4-bit mode indicator and the count field.
    var byteCapacity: Int { (dataCodewordCount * 8 - 4 - characterCountBits) / 8 }

    static let all: [SymbolVersion] = [
        SymbolVersion(number: 1, ecCodewordsPerBlock: 10, dataCodewordsPerBlock: [16], alignmentCenters: []),
        SymbolVersion(number: 2, ecCodewordsPerBlock: 16, dataCodewordsPerBlock: [28], alignmentCenters: [6, 18]),
        SymbolVersion(number: 3, ecCodewordsPerBlock: 26, dataCodewordsPerBlock: [44], alignmentCenters: [6, 22]),
        SymbolVersion(number: 4, ecCodewordsPerBlock: 18, dataCodewordsPerBlock: [32, 32], alignmentCenters: [6, 26]),
        SymbolVersion(number: 5, ecCodewordsPerBlock: 24, dataCodewordsPerBlock: [43, 43], alignmentCenters: [6, 30]),
        SymbolVersion(number: 6, ecCodewordsPerBlock: 16, dataCodewordsPerBlock: [27, 27, 27, 27], alignmentCenters: [6, 34]),
        SymbolVersion(number: 7, ecCodewordsPerBlock: 18, dataCodewordsPerBlock: [31, 31, 31, 31], alignmentCenters: [6, 22, 38]),
        SymbolVersion(number: 8, ecCodewordsPerBlock: 22, dataCodewordsPerBlock: [38, 38, 39, 39], alignmentCenters: [6, 24, 42]),
        SymbolVersion(number: 9, ecCodewordsPerBlock: 22, dataCodewordsPerBlock: [36, 36, 36, 37, 37], alignmentCenters: [6, 26, 46]),
        SymbolVersion(number: 10, ecCodewordsPerBlock: 26, dataCodewordsPerBlock: [43, 43, 43, 43, 44], alignmentCenters: [6, 28, 50]),
    ]

    static var maximumByteCapacity: Int {
        all.last?.byteCapacity ?? 0
    }

    static func smallest(fitting byteCount: Int) -> SymbolVersion? {
        all.first { $0.byteCapacity >= byteCount }
    }
}
