import Foundation
import Testing

/// Issue 15, item 3: the mouse in a real terminal. yumeguri asks tmux for mouse reports (and not
/// with `--no-mouse`); a click selects a tab or a row, a second click opens it, the wheel scrolls,
/// and a drag on the map moves it.
@Suite(.serialized) struct MouseEndToEndTests {
    @Test func clicksTheWheelAndADrag() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 30)
        try tmux.launch()
        // The catalog's rows, not its first page's, under the clicks.
        try tmux.waitForCatalogLoaded(with: ["白浜温泉"])
        #expect(try tmux.format("#{mouse_sgr_flag}#{mouse_button_flag}") == "11")
        try tmux.click(x: 4, y: 5)
        try tmux.waitFor(text: " 2/4610")
        try tmux.click(x: 4, y: 5)
        try tmux.waitFor("the detail of the clicked row") { $0.contains("検索 › 下呂温泉") && $0.contains("近くの温泉") }
        try tmux.keys("Escape")
        try tmux.waitFor(text: " 2/4610")
        try tmux.sendBytes("\u{1B}[<65;5;8M")
        try tmux.waitFor(text: " 5/4610")
        // The tab bar: a click on "3 お気に入り" (full labels at 100 columns).
        let bar = try tmux.screen().split(separator: "\n").first.map(String.init) ?? ""
        let favourites = try #require(bar.range(of: "3 お気に入り"))
        let column = bar[..<favourites.lowerBound].reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
        try tmux.click(x: column + 1, y: 0)
        try tmux.waitFor(text: "お気に入りはまだありません")
        // The map: a drag moves what is under the pointer, so the centre's coordinates change.
        try tmux.keys("2")
        // Settled first (its catalog and outline in): a map still loading changes by itself, and a
        // wait for any change would pass with a drag that moved nothing.
        let centre = TmuxSession.mapHeader(in: try tmux.waitForMapSettled("before the drag"))
        try tmux.sendBytes("\u{1B}[<0;30;10M\u{1B}[<32;40;12M\u{1B}[<32;50;14M\u{1B}[<0;50;14m")
        try tmux.waitForMapSettled("the centre moved by the drag") { TmuxSession.mapHeader(in: $0) != centre }
        try tmux.keys("C-c")
        try tmux.waitForShellPrompt()
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 30)
        try tmux.launch("--no-mouse")
        try tmux.waitFor(text: "白浜温泉")
        #expect(try tmux.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "000")
        try tmux.keys("C-c")
        try tmux.waitForShellPrompt()
        #expect(try tmux.format("#{mouse_button_flag}#{mouse_sgr_flag}") == "00", "reporting is off again after the app")
    }
}
