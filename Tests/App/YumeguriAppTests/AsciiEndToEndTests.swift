import Foundation
import TerminalKit
import Testing

/// Issue 15, item 6: with `--ascii` no screen shows a non-ASCII decoration symbol (lines, bullets,
/// stars, arrows, ℃ …), in a real terminal, on every tab, the detail and the help overlay.
@Suite(.serialized) struct AsciiEndToEndTests {
    @Test func noScreenDrawsADecorationSymbol() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 30)
        try tmux.launch("--ascii")
        let symbols = Set(AsciiDecoration.symbols)
        func check(_ what: String, _ screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let found = Set(screen.filter { symbols.contains($0) })
            #expect(found.isEmpty, "\(what) shows \(String(found)):\n\(screen)", sourceLocation: sourceLocation)
        }
        check("the list", try tmux.waitForCatalogLoaded(with: ["白浜温泉"]))
        try tmux.keys("j", "j", "Enter")
        // Its analyses drawn, before G measures how far the end is (the list's columns say 泉質 too).
        check("the detail", try tmux.waitFor(all: ["分析された源泉", "近くの温泉", "検索 > 有馬温泉"]))
        try tmux.keys("G")
        check("the detail's end", try tmux.waitFor("the detail's end") { $0.contains("出典") })
        try tmux.keys("?")
        check("the help", try tmux.waitFor(text: "下にあと"))
        // Esc then a key at once would read as Alt and the key: wait for the help to close.
        try tmux.keys("Escape")
        _ = try tmux.waitFor("the help to close") { !$0.contains("下にあと") }
        try tmux.keys("2")
        check("the map", try tmux.waitFor("the map") { $0.contains("2 地図") && $0.contains("拡大") })
        try tmux.keys("3")
        check("favourites", try tmux.waitFor(text: "お気に入り"))
        try tmux.keys("4")
        check("tickets", try tmux.waitFor(text: "チケット"))
        try tmux.keys("5")
        check("the account", try tmux.waitFor(text: "アカウント"))
        try tmux.keys("C-c")
        try tmux.waitForShellPrompt()
    }
}
