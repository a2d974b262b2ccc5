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
