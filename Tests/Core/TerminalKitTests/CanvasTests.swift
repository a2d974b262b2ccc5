import Testing
@testable import TerminalKit

@Suite struct CanvasTests {
    @Test func wideCharacterTakesTwoCells() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let end = canvas.put("草a", x: 0, y: 0)
        #expect(end == 3)
        #expect(canvas[0, 0].kind == .wide)
        #expect(canvas[1, 0].kind == .continuation)
        #expect(canvas[2, 0].character == "a")
    }

    @Test func wideCharacterAtTheRightEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.put("abcd草", x: 0, y: 0, overflow: .clip)
        #expect(canvas.text(row: 0) == "abcd ")
        #expect(canvas[4, 0].kind == .narrow)
        var clipped = Canvas(size: Size(width: 10, height: 1))
        clipped.put("草津温泉", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 5, height: 1), overflow: .clip)
        #expect(clipped.text(row: 0) == "草津      ")
        #expect(clipped[4, 0].character == " ")
    }

    /// Issue 15, item 7: text cut by its clip ends with an ellipsis, measured in cells, and a wide
    /// character that does not fit is left out whole; spaces at the end are not worth one.
    @Test func textCutByItsClipEndsWithAnEllipsis() {
        var canvas = Canvas(size: Size(width: 10, height: 4))
        canvas.put("草津温泉", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.text(row: 0) == "草津…     ")
        canvas.put("草津温泉", x: 0, y: 1, clip: Rect(x: 0, y: 1, width: 6, height: 1))
        #expect(canvas.text(row: 1) == "草津…     ")
        canvas.put("abcdefghijkl", x: 2, y: 2)
        #expect(canvas.text(row: 2) == "  abcdefg…")
        canvas.put("abcd    ", x: 4, y: 3)
        #expect(canvas.text(row: 3) == "    abcd  ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.put("草津", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas.text(row: 0) == " x津  ")
        canvas.put("y", x: 2, y: 0)
        #expect(canvas.text(row: 0) == " xy   ")
        #expect(canvas[3, 0].kind == .narrow)
    }

    @Test func combiningMarksStayWithTheirBase() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("e\u{301}xか\u{3099}", x: 0, y: 0)
        #expect(canvas[0, 0].character == "e\u{301}")
        #expect(canvas[1, 0].character == "x")
        #expect(canvas[2, 0].character == "か\u{3099}")
        #expect(canvas[2, 0].kind == .wide)
    }

    @Test func halfWidthVoicedKanaTakesTwoCells() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("ｶﾞx", x: 0, y: 0)
        #expect(canvas[0, 0].character == "ｶ")
        #expect(canvas[1, 0].character == "ﾞ")
        #expect(canvas[2, 0].character == "x")
    }

    @Test func clippingKeepsTextInsideTheRectangle() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.put("hello world", x: 2, y: 1, clip: Rect(x: 2, y: 1, width: 4, height: 1), overflow: .clip)
        #expect(canvas.text(row: 1) == "  hell    ")
        canvas.put("hello world", x: 2, y: 1, clip: Rect(x: 2, y: 1, width: 4, height: 1))
        #expect(canvas.text(row: 1) == "  hel…    ")
        canvas.put("outside", x: 0, y: 2, clip: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(canvas.text(row: 2) == "          ")
    }

    @Test func escapeSequencesInDataNeverReachTheGrid() {
        var canvas = Canvas(size: Size(width: 40, height: 1))
        canvas.put("悪\u{1b}[31m\u{1b}]0;pwn\u{07}\u{9b}2J", x: 0, y: 0)
        let scalars = (0..<40).flatMap { canvas[$0, 0].character.unicodeScalars }
        #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(canvas.text(row: 0).hasPrefix("悪␛[31m␛]0;pwn␇�2J"))
    }
}
