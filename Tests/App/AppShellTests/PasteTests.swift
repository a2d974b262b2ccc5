import AppShell
import Dependencies
import Foundation
import Navigation
import ScreenKit
import TerminalKit
import Testing

/// A screen with one field that `/` focuses, counting what reaches it.
@MainActor
final class FieldScreen: Screen {
    private(set) var focused = false
    private(set) var text = ""
    private(set) var keysHandled = 0
    private(set) var pastes = 0

    var title: String { "field" }
    var keyHelp: [KeyHelp] { [] }
    var capturesText: Bool { focused }

    func render(in rect: Rect, on canvas: inout Canvas) { canvas.put(text, x: rect.x, y: rect.y, clip: rect) }
    func appear() {}
    func disappear() {}
    func settled() async {}

    func handle(_ key: KeyEvent) -> Bool {
        keysHandled += 1
        if key == .character("/") { focused = true; return true }
        if focused, case .character(let character) = key { text.append(character); return true }
        return false
    }

    func paste(_ text: String) {
        pastes += 1
        self.text += text.prefix(256)
    }
}

/// Issue 25.3: a large paste is one edit, not a key, a search and a frame per character, and
/// Ctrl-C right after it is the very next thing the shell does.
@MainActor
@Suite struct PasteTests {
    @Test func keysReadTogetherBecomeOnePasteAndKeepTheirOrder() {
        let tail: [KeyEvent] = [.ctrl("c"), .character("j"), .enter, .character("a"), .character("b")]
        let keys = Array(repeating: KeyEvent.character("湯"), count: 100_000) + tail
        let events = KeyCoalescing.events(keys)
        #expect(events.first == .paste(String(repeating: "湯", count: 100_000)))
        #expect(Array(events.dropFirst()) == [.key(.ctrl("c")), .key(.character("j")), .key(.enter), .paste("ab")])
    }

    @Test func aPasteIntoAFieldIsOneEditAndCtrlCStillQuits() {
        let field = FieldScreen()
        let h = ShellHarness(viewBuilding: ViewBuildingClient(
            screen: { _ in field }, nearbyPanel: { _ in StaticTextPanel(lines: []) },
            facilitySummaryPanel: { _ in StaticTextPanel(lines: []) }))
        h.shell.handle(.paste("/" + String(repeating: "湯", count: 1_000_000)))
        h.shell.render()
        #expect(field.keysHandled == 1)
        #expect(field.pastes == 1)
        #expect(field.text.count == 256)
        h.shell.handle(.key(.ctrl("c")))
        #expect(h.shell.exitCode == 0)
    }

    @Test func aPasteOnAScreenWithoutAFieldTypesAtMostTheLimit() {
        let h = ShellHarness()
        h.shell.handle(.paste(String(repeating: "j", count: 1_000_000)))
        let keys = h.log.screens.first?.keys.count ?? 0
        #expect(keys == pasteKeyLimit)
        // Keys still act as keys: "xx" pushes twice.
        h.shell.handle(.paste("xx"))
        #expect(h.router.currentStack.count == 3)
    }
}
