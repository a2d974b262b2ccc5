import Testing
@testable import TerminalKit

/// Issue 25.9: a ZWJ family or a flag typed or stored as data must fill exactly the cells the
/// canvas measured, with no more code points in a cell than curses keeps (five, one of them
/// spacing), so no terminal draws it wider and shifts the rest of the row.
@Suite struct CellGlyphTests {
    static let family = "👨\u{200D}👩\u{200D}👧"
    static let bigFamily = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    static let flag = "🇯🇵"

    /// A cell a terminal draws as the canvas measured it: at most five code points, the first the
    /// only one with width, and that width the cell's own.
    static func isSafe(_ cell: Cell) -> Bool {
        let scalars = Array(cell.character.unicodeScalars)
        let width = cell.kind == .wide ? 2 : 1
        return scalars.count <= CellGlyph.maxScalars
            && DisplayWidth.width(of: scalars[0]) == width
            && scalars.dropFirst().allSatisfy { DisplayWidth.width(of: $0) == 0 }
            && !CellGlyph.isRegionalIndicator(scalars[0])
    }

    @Test func emojiSequencesFillTheirCellsWithWhatACellHolds() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        let end = canvas.put("a\(Self.family)b\(Self.flag)c\(Self.bigFamily)d☺\u{FE0F}e", x: 0, y: 0)
        #expect(end == 13)
        for x in 0..<canvas.size.width where canvas[x, 0].kind != .continuation {
            #expect(Self.isSafe(canvas[x, 0]), "cell \(x): \(canvas[x, 0].character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Every letter stays in the column the measure gave it.
        #expect(canvas[0, 0].character == "a")
        #expect(canvas[1, 0].character == "👨" && canvas[1, 0].kind == .wide)
        #expect(canvas[3, 0].character == "b")
        #expect(canvas[4, 0].character == "〓" && canvas[4, 0].kind == .wide)
        #expect(canvas[6, 0].character == "c")
        #expect(canvas[7, 0].character == "👨")
        #expect(canvas[9, 0].character == "d")
        #expect(canvas[10, 0].character == "☺" && canvas[11, 0].character == " ")
        #expect(canvas[12, 0].character == "e")
    }

    @Test func plainTextAndMarkedLettersAreDrawnAsTheyAre() {
        for text in ["a", "草", "が", "e\u{301}", "한", "\u{1100}\u{1161}\u{11A8}", "♨"] {
            let character = Character(text)
            #expect(CellGlyph.drawable(character) == character, "\(text)")
        }
        // A letter under more marks than a cell keeps keeps its first four.
        let piled = Character("e" + String(repeating: "\u{301}", count: 8))
        #expect(CellGlyph.drawable(piled).unicodeScalars.count == CellGlyph.maxScalars)
        #expect(CellGlyph.drawable(Character("🇯")) == "〓")
    }
}
