import Foundation
import TestSupport
import Testing

/// Issue 22, as reported, in the real binary: a sort chosen on one list does not follow the next
/// query, a new order starts at its top, and several words each match a field.
@Suite(.serialized, .timeLimit(.minutes(5))) struct SearchOrderEndToEndTests {
    @Test func aSortStaysWithItsQueryAndANewOrderStartsAtTheTop() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 120, height: 30)
        try tmux.launch()
        try tmux.waitForCatalogLoaded()
        try tmux.keys("/")
        try tmux.typeText("草津")
        // `o` orders by distance from the selected row: 草津 in 群馬県, first.
        try tmux.waitForFirstRow(["草津", "群馬県"], query: "草津")
        try tmux.keys("Enter", "o")
        try tmux.waitFor(text: "並び: 草津からの距離")
        // 別府 after that is in relevance order: 大分県's 別府 first, not the nearest 別府 to 草津.
        try tmux.keys("/", "C-u")
        try tmux.typeText("別府")
        // In the wait, not after it: a capture can land with the new summary over the old rows.
        let beppu = try tmux.waitForFirstRow(["大分県"], query: "別府", also: ["並び: 関連度"])
        #expect(!beppu.contains("距離"))

        // Everything, the fourth row focused, then a new order: it starts at its top.
        try tmux.keys("C-u", "Enter")
        try tmux.waitForCatalogLoaded()
        try tmux.keys("g", "j", "j", "j")
        try tmux.waitFor(text: "4/4610")
        try tmux.keys("s")
        // The order and the position share one line: waited for together, never read from a
        // capture that landed while that line was half written.
        try tmux.waitFor(all: ["並び: 五十音", " 1/4610 · "])

        // Several words: each matches some field of the area.
        try tmux.keys("/")
        try tmux.typeText("草津 群馬")
        try tmux.waitForFirstRow(["草津", "群馬県"], query: "草津 群馬")
        try tmux.keys("C-u")
        try tmux.typeText("okuhida hirayu")
        // 奥飛騨 平湯, by alias and name.
        try tmux.waitForFirstRow(["平湯"], query: "okuhida hirayu")
        try tmux.keys("Escape")
        try tmux.quit()
    }
}
