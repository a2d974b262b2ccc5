import Foundation
import TestSupport
import Testing

/// `--theme auto` (the default) as a user meets it: a terminal that reports a light background
/// (OSC 11; tmux answers with its window style) gets the light theme, one that says nothing the dark.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ThemeEndToEndTests {
    /// The first screen's colours under `arguments`, captured once the list is drawn.
    func firstScreenColours(_ tmux: TmuxSession, _ arguments: String) throws -> String {
        try tmux.launch(arguments)
        try tmux.waitFor(text: "湯本温泉")
        // The status bar is the last line written; once it shows, the frame is whole.
        try tmux.waitFor(text: "? ヘルプ")
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
        let auto = try firstScreenColours(tmux, "")
        let light = try firstScreenColours(tmux, "--theme light")
        let dark = try firstScreenColours(tmux, "--theme dark")
        #expect(light != dark)
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
}
