import Foundation
import TestSupport
import Testing

/// What yumeguri asks the terminal before it starts, as a user meets it. `--theme auto` (the
/// default): a terminal that reports a light background (OSC 11; tmux answers with its window
/// style) gets the light theme, one that says nothing the dark. `--ambiguous` unset: the width the
/// terminal draws a star with beats the locale's guess.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TerminalProbeEndToEndTests {
    /// The first screen's colours under `arguments`, captured once the list is drawn.
    func firstScreenColours(_ tmux: TmuxSession, _ arguments: String) throws -> String {
        try tmux.launch(arguments)
        // The whole catalog searched (the first page alone says it is loading the rest), and the
        // status bar, the last line written, there: the frame is whole and will not change.
        try tmux.waitForCatalogLoaded(with: ["白浜温泉", "? ヘルプ"])
        // The tab bar, the query, the summary, the header and the selected first row: every role
        // that differs between themes, and nothing transient such as a status message.
        let colours = try tmux.styledScreen().split(separator: "\n").prefix(5).joined(separator: "\n")
        try tmux.keys("C-c")
        try tmux.waitForShellPrompt()
        try tmux.type("clear")
        return colours
    }

    @Test func aLightBackgroundGetsTheLightTheme() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        try tmux.setBackground("#fdf6e3")
        var auto = try firstScreenColours(tmux, "")
        let light = try firstScreenColours(tmux, "--theme light")
        let dark = try firstScreenColours(tmux, "--theme dark")
        #expect(light != dark)
        // The app waits 300 ms for the answer, a user's terminal takes a few; tmux in a test run
        // that keeps both cores busy once took longer. One more start tells that from a wrong theme.
        if auto != light { auto = try firstScreenColours(tmux, "") }
        #expect(auto == light)
    }

    @Test func aTerminalThatDoesNotSayGetsTheDarkTheme() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        let auto = try firstScreenColours(tmux, "")
        let dark = try firstScreenColours(tmux, "--theme dark")
        // Equal also means no byte of the terminal's answer reached the query field as a key.
        #expect(auto == dark)
    }

    /// tmux draws ★ in one cell whatever the locale: under a Japanese locale (whose guess is wide)
    /// the app measures narrow and draws real box lines; `--ambiguous wide` still wins.
    @Test func theTerminalsOwnWidthBeatsTheLocalesGuess() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        let command = "LANG=ja_JP.UTF-8 \(TmuxSession.binary) --data-dir \(tmux.dataDirectory.path)"
        try tmux.type("\(command) open facility/aist-2711; echo EXIT=$?")
        try tmux.waitFor(all: ["┌─ 近くの温泉", "10.1 km"])
        try tmux.quit()
        try tmux.type("clear")
        try tmux.type("\(command) --ambiguous wide open facility/aist-2711; echo EXIT=$?")
        try tmux.waitFor(all: ["+- 近くの温泉", "10.1 km"])
        try tmux.quit()
    }
}
