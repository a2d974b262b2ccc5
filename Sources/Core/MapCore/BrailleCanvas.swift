/// A monochrome dot grid drawn with Unicode braille, 2×4 dots per terminal cell.
///
/// Dot coordinates start at the top-left, x right, y down. Setting a dot outside the grid is a
/// no-op, so callers can draw partly visible shapes without checking.
public struct BrailleCanvas: Sendable, Hashable {
    public static let dotsPerCellX = 2
    public static let dotsPerCellY = 4

    public let widthCells: Int
    public let heightCells: Int
    /// One byte per cell holding the braille dot bits (U+2800 + byte is the glyph).
    private var cells: [UInt8]

    public init(widthCells: Int, heightCells: Int) {
        self.widthCells = max(0, widthCells)
        self.heightCells = max(0, heightCells)
        cells = Array(repeating: 0, count: self.widthCells * self.heightCells)
    }

    public var widthDots: Int { widthCells * BrailleCanvas.dotsPerCellX }
    public var heightDots: Int { heightCells * BrailleCanvas.dotsPerCellY }

    /// Braille numbers dots 1-2-3 down the left column, 4-5-6 down the right, then 7 and 8 below
    /// them (added later to the standard), hence the irregular bit order.
    static let dotBits: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]

    @inline(__always)
    public mutating func set(dotX: Int, dotY: Int) {
        guard dotX >= 0, dotY >= 0, dotX < widthDots, dotY < heightDots else { return }
        let cell = (dotY >> 2) * widthCells + (dotX >> 1)
        cells[cell] |= BrailleCanvas.dotBits[(dotX & 1) * 4 + (dotY & 3)]
    }

    public func isSet(dotX: Int, dotY: Int) -> Bool {
        guard dotX >= 0, dotY >= 0, dotX < widthDots, dotY < heightDots else { return false }
        let cell = (dotY >> 2) * widthCells + (dotX >> 1)
        return cells[cell] & BrailleCanvas.dotBits[(dotX & 1) * 4 + (dotY & 3)] != 0
    }

    /// The braille bit pattern of a cell (0 when empty or out of range).
    public func pattern(cellX: Int, cellY: Int) -> UInt8 {
        guard cellX >= 0, cellY >= 0, cellX < widthCells, cellY < heightCells else { return 0 }
        return cells[cellY * widthCells + cellX]
    }

    public mutating func clear() {
        for i in cells.indices { cells[i] = 0 }
    }

    /// Adds another canvas's dots (same size assumed; extra cells are ignored).
    public mutating func formUnion(_ other: BrailleCanvas) {
        guard other.widthCells == widthCells else { return }
        for i in 0..<min(cells.count, other.cells.count) { cells[i] |= other.cells[i] }
    }

    /// One string per cell row; empty cells are a plain space rather than U+2800, which some
    /// terminals and fonts render as a visible blank box.
    public func rows() -> [String] {
        render { pattern in
            pattern == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(pattern)) ?? " "
        }
    }

    /// The same picture for terminals without braille glyphs; see `AsciiGlyphs.swift`.
    public func asciiRows() -> [String] {
        render { AsciiGlyphs.table[Int($0)] }
    }

    /// The character for one cell's dot pattern: braille, or the ASCII fallback. Lets a caller that
    /// styles cells one by one (the app colours markers over the coast) skip building row strings.
    public static func glyph(pattern: UInt8, ascii: Bool) -> Character {
        if ascii { return Character(AsciiGlyphs.table[Int(pattern)]) }
        return pattern == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(pattern)) ?? " ")
    }

    private func render(_ glyph: (UInt8) -> Unicode.Scalar) -> [String] {
        var rows: [String] = []
        rows.reserveCapacity(heightCells)
        for y in 0..<heightCells {
            var scalars = String.UnicodeScalarView()
            for x in 0..<widthCells { scalars.append(glyph(cells[y * widthCells + x])) }
            rows.append(String(scalars))
        }
        return rows
    }
}
