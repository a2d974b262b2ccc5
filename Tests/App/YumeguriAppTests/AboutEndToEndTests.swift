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
        try tmux.waitFor(text: "全体")
        try tmux.keys("a")
        // Where the page stands, as the detail shows it: the first line, of how many.
        func marker(_ screen: String) -> String? {
            screen.split(separator: "\n").compactMap { line in
                line.split(separator: " ").last.flatMap { $0.hasPrefix("1–") ? String($0) : nil }
            }.first
        }
        var screen = try tmux.waitFor("the top of the page with its position") {
            $0.contains("出典") && marker($0) != nil
        }
        #expect(!screen.contains("Resources/CREDITS.md"), "the end does not fit at 80×24")
        let total = try #require(marker(screen)?.split(separator: "/").last.flatMap { Int($0) }, "\(screen)")
        try tmux.keys("G")
        // The same total at the end, and the top scrolled away rather than the page grown.
        screen = try tmux.waitFor(all: ["Resources/CREDITS.md", "/\(total)"], none: ["出典"])
        try tmux.keys("g")
        try tmux.waitFor(text: "出典")
        try tmux.keys("Escape")
        try tmux.quit()
    }
}
