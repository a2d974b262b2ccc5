import Testing
import TerminalKit
@testable import Widgets

@Suite struct TextEditTests {
    @Test func readlineKeysMoveAndKill() {
        var field = TextFieldState(text: "草津 温泉 群馬")
        field.apply(.start)
        #expect(field.caret == 0)
        field.apply(.wordRight)
        #expect(field.caret == 2)
        field.apply(.wordRight)
        #expect(field.caret == 5)
        field.apply(.wordLeft)
        #expect(field.caret == 3)
        field.apply(.killToEnd)
        #expect(field.text == "草津 ")
        field.apply(.end)
        #expect(field.caret == field.characters.count)
    }

    @Test func theKeysAreHomeEndCtrlAEKAndAltBF() {
        enum Action: Sendable, Equatable { case edit(TextEdit) }
        let map = KeyMap<Action>(TextEdit.bindings { .edit($0) })
        #expect(map.action(for: .home) == .edit(.start) && map.action(for: .ctrl("a")) == .edit(.start))
        #expect(map.action(for: .end) == .edit(.end) && map.action(for: .ctrl("e")) == .edit(.end))
        #expect(map.action(for: .ctrl("k")) == .edit(.killToEnd))
        #expect(map.action(for: .alt("b")) == .edit(.wordLeft) && map.action(for: .alt("f")) == .edit(.wordRight))
    }
}
