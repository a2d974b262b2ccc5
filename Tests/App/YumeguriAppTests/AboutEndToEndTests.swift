import Foundation
import TestSupport
import Testing

/// The About page at the smallest size people run: its last lines (the licences) used to be cut
/// off at 80×24 with no way to reach them.
@Suite(.serialized, .timeLimit(.minutes(5))) struct AboutEndToEndTests {
    @Test func theWholeAboutPageCanBeScrolledToAt80x24() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24)
        try tmux.launch()
        try tmux.waitFor(text: "白浜温泉")
        try tmux.keys("?")
        try tmux.waitFor(text: "ヘルプ Help")
        try tmux.keys("a")
        var screen = try tmux.waitFor(text: "Data credits / 出典")
        #expect(!screen.contains("Resources/CREDITS.md"), "the end does not fit at 80×24")
        // Where the page stands, as the detail shows it: the first line, of how many.
        let marker = try #require(screen.split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.flatMap { $0.hasPrefix("1–") ? String($0) : nil }
        }.first, "\(screen)")
        let total = try #require(marker.split(separator: "/").last.flatMap { Int($0) })
        try tmux.keys("G")
        screen = try tmux.waitFor(text: "Resources/CREDITS.md")
        #expect(screen.contains("/\(total)"))
        #expect(!screen.contains("Data credits / 出典"), "the page scrolled rather than grew")
        try tmux.keys("g")
        try tmux.waitFor(text: "Data credits / 出典")
        try tmux.keys("Escape")
        try tmux.quit()
    }
}
