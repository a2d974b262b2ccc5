import Localization
import Testing
import NcursesTerminal
@testable import TerminalKit

@Suite struct KeyEventTests {
    let keys = NcursesTerminal.keyCodes

    func decode(_ code: UInt32, function: Bool = false) -> KeyEvent? {
        KeyEvent.decode(code, isFunctionKey: function, keys: keys)
    }

    @Test func textIncludingJapanese() {
        #expect(decode(UInt32(UInt8(ascii: "j"))) == .character("j"))
        #expect(decode(0x304F) == .character("く"))
        #expect(decode(0x8349) == .character("草"))
        #expect(decode(0xFF78) == .character("ｸ"))
        #expect(decode(0x1F600) == .character("😀"))
    }

    @Test func controlKeys() {
        #expect(decode(4) == .ctrl("d"))
        #expect(decode(21) == .ctrl("u"))
        #expect(decode(3) == .ctrl("c"))
        #expect(decode(12) == .ctrl("l"))
        #expect(decode(9) == .tab)
        #expect(decode(13) == .enter)
        #expect(decode(10) == .enter)
        #expect(decode(27) == .escape)
        #expect(decode(127) == .backspace)
        #expect(decode(8) == .backspace)
        #expect(decode(0x9B) == nil) // a raw C1 byte is never text
    }

    @Test func functionKeys() {
        let table: [(Int32, KeyEvent)] = [
            (keys.up, .up), (keys.down, .down), (keys.left, .left), (keys.right, .right),
            (keys.home, .home), (keys.end, .end), (keys.pageUp, .pageUp), (keys.pageDown, .pageDown),
            (keys.enter, .enter), (keys.backspace, .backspace), (keys.backTab, .backTab), (keys.resize, .resize),
            (keys.shiftUp, .shiftUp), (keys.shiftDown, .shiftDown),
            // vt220's names for the keys that send `ESC [ 1 ~` and `ESC [ 4 ~`.
            (keys.find, .home), (keys.select, .end),
        ]
        for (code, expected) in table {
            #expect(decode(UInt32(code), function: true) == expected)
        }
        #expect(decode(0o777, function: true) == nil)
    }

    @Test func keyMapAnswersFromTheSameTableAsHelp() {
        enum Action: Sendable { case down, open }
        let map = KeyMap<Action>([
            KeyBinding([.character("j"), .down], .down, LocalizedText(verbatim: "move down"), hint: true),
            KeyBinding([.enter], .open, LocalizedText(verbatim: "open")),
        ])
        #expect(map.action(for: .down) == .down)
        #expect(map.action(for: .enter) == .open)
        #expect(map.action(for: .character("x")) == nil)
        #expect(map.help.map(\.keys) == ["j ↓", "Enter"])
        #expect(map.help.filter(\.isStatusHint).count == 1)
    }
}
