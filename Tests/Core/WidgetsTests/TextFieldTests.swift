import TerminalKit
import Testing
@testable import Widgets

@Suite struct TextFieldTests {
    @Test func editingJapaneseText() {
        var field = TextFieldState()
        field.insert("くさつ")
        #expect(field.text == "くさつ")
        #expect(field.caretColumn == 6)
        field.moveLeft()
        field.insert("ー")
        #expect(field.text == "くさーつ")
        field.backspace()
        field.moveRight()
        field.insert(" onsen")
        #expect(field.text == "くさつ onsen")
        field.deleteWord()
        #expect(field.text == "くさつ ")
        field.deleteWord()
        #expect(field.text == "")
        field.insert("草津")
        field.clear()
        #expect(field.isEmpty && field.caret == 0)
    }

    @Test func controlCharactersAreIgnoredAndLongPastesAreCut() {
        var field = TextFieldState(maxLength: 10)
        let accepted = field.insert("a\u{1b}[31mb\u{7}")
        #expect(accepted)
        #expect(field.text == "a[31mb")
        let acceptedAll = field.insert(String(repeating: "湯", count: 10_000))
        #expect(!acceptedAll)
        #expect(field.characters.count == 10)
    }

    @Test func caretStaysVisibleAndTheCursorSitsAtIt() {
        var field = TextFieldState()
        field.insert(String(repeating: "湯", count: 30))
        var canvas = Canvas(size: Size(width: 20, height: 1))
        let cursor = TextFieldView.render(field, placeholder: "", focused: true, in: canvas.bounds, on: &canvas)
        #expect(cursor != nil)
        #expect((cursor?.x ?? 99) < 20)
        #expect(canvas.text(row: 0).contains("湯"))
        field.moveToStart()
        let atStart = TextFieldView.render(field, placeholder: "", focused: true, in: canvas.bounds, on: &canvas)
        #expect(atStart == Point(x: 0, y: 0))
    }
}

/// Issue 25.9: a terminal sends a ZWJ emoji or a flag a code point at a time; the field keeps it
/// as one character (one caret step, one backspace, two cells), not five.
@Suite struct TextFieldClusterTests {
    static let family = "👨\u{200D}👩\u{200D}👧"

    @Test func aZWJEmojiTypedACodePointAtATimeIsOneCharacter() {
        var field = TextFieldState()
        field.insert("a")
        for scalar in Self.family.unicodeScalars { field.insert(String(scalar)) }
        for scalar in "🇯🇵".unicodeScalars { field.insert(String(scalar)) }
        field.insert("b")
        #expect(field.text == "a\(Self.family)🇯🇵b")
        #expect(field.characters.count == 4)
        #expect(field.caret == 4)
        #expect(field.caretColumn == 6)
        field.backspace()
        field.backspace()
        #expect(field.text == "a\(Self.family)")
        #expect(field.caretColumn == 3)
        field.moveLeft()
        #expect(field.caretColumn == 1)
        field.backspace()
        #expect(field.text == Self.family)
        #expect(field.caret == 0)
    }

    @Test func joiningCodePointsTakeNoRoomAndMarksCannotPileUp() {
        var field = TextFieldState(maxLength: 2)
        var accepted = [field.insert("a")]
        for scalar in Self.family.unicodeScalars { accepted.append(field.insert(String(scalar))) }
        #expect(accepted.allSatisfy { $0 })
        #expect(field.characters.count == 2)
        let more = field.insert("c")
        #expect(!more)
        var marks = TextFieldState()
        let piled = marks.insert("e" + String(repeating: "\u{301}", count: 100_000))
        #expect(!piled)
        #expect(marks.characters.count == 1)
        #expect(marks.text.unicodeScalars.count <= 16)
    }
}
