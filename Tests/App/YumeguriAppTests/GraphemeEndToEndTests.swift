import Foundation
import TerminalKit
import TestSupport
import Testing

/// Issue 25.9: a ZWJ family and a flag typed into the search field, a code point at a time as a
/// terminal sends them. Each is one character (one backspace takes it whole), and the field and
/// the status row keep their columns: the family is drawn as its first person, the flag (whose
/// width terminals disagree on) as 〓, and nothing of either is left on screen once it is deleted.
@Suite(.serialized, .timeLimit(.minutes(5))) struct GraphemeEndToEndTests {
    static let family = ["👨", "\u{200D}", "👩", "\u{200D}", "👧"]
    static let flag = ["🇯", "🇵"]

    func line(_ screen: String, containing marker: String) -> String {
        screen.split(separator: "\n").map(String.init).first { $0.contains(marker) } ?? ""
    }

    /// The column after the last thing drawn on a line, in cells.
    func end(of line: String) -> Int { DisplayWidth.of(line.trimmingTrailingWhitespace) }

    @Test func aZWJEmojiAndAFlagAreOneCharacterEachAndKeepTheColumns() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 30)
        try tmux.launch()
        try tmux.waitForCatalogLoaded()
        try tmux.keys("/")
        try tmux.typeText("a")
        let plain = try tmux.waitFor("the status row of 「a」") { $0.contains("「a」") && $0.contains("件 / 4610") }
        let countEnd = end(of: line(plain, containing: "「a」"))
        for scalar in Self.family + Self.flag + ["x"] { try tmux.typeText(scalar) }
        let typed = try tmux.waitFor(text: "「a👨〓x」")
        #expect(line(typed, containing: "検索:").trimmingTrailingWhitespace == " 検索: a👨〓x")
        #expect(end(of: line(typed, containing: "「a👨〓x」")) == countEnd)
        // x, the flag, the family: three characters, and the status row is as it was.
        try tmux.keys("BSpace", "BSpace", "BSpace")
        let back = try tmux.waitFor("「a」 again") { $0.contains("「a」") && $0.contains("件 / 4610") }
        #expect(line(back, containing: "検索:").trimmingTrailingWhitespace == " 検索: a")
        #expect(end(of: line(back, containing: "「a」")) == countEnd)
        #expect(!back.contains("👨") && !back.contains("〓") && !back.contains("🇯"))
        try tmux.quit()
    }
}
