import Foundation
import TestSupport
import Testing

/// Issue 22, as reported, in the real binary: a sort chosen on one list does not follow the next
/// query, a new order starts at its top, and several words each match a field.
@Suite(.serialized, .timeLimit(.minutes(5))) struct SearchOrderEndToEndTests {
    /// The first list row (the line after the column header).
    func firstRow(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.contains("名前 Name") }), header + 1 < lines.count else { return "" }
        return lines[header + 1]
    }

    @Test func aSortStaysWithItsQueryAndANewOrderStartsAtTheTop() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 120, height: 30)
        try tmux.launch()
        try tmux.waitFor(text: "4610件 / 4610")
        try tmux.keys("/")
        try tmux.typeText("草津")
        try tmux.waitFor("草津 in 群馬県 first") { $0.contains("「草津」") && self.firstRow($0).contains("群馬県") }
        try tmux.keys("Enter", "o")
        try tmux.waitFor(text: "草津からの距離")
        // 別府 after that is in relevance order: 大分県's 別府 first, not the nearest 別府 to 草津.
        try tmux.keys("/", "C-u")
        try tmux.typeText("別府")
        let beppu = try tmux.waitFor("別府 in relevance order") { $0.contains("「別府」") && $0.contains("並び: 関連度") }
        #expect(!beppu.contains("距離"))
        #expect(firstRow(beppu).contains("大分県"), "\(firstRow(beppu))")

        // Everything, the fourth row focused, then a new order: it starts at its top.
        try tmux.keys("C-u", "Enter")
        try tmux.waitFor(text: "4610件 / 4610")
        try tmux.keys("g", "j", "j", "j")
        try tmux.waitFor(text: "4/4610")
        try tmux.keys("s")
        let sorted = try tmux.waitFor("the reading order") { $0.contains("並び: 五十音") }
        #expect(sorted.contains("1/4610"), "\(sorted)")

        // Several words: each matches some field of the area.
        try tmux.keys("/")
        try tmux.typeText("草津 群馬")
        let words = try tmux.waitFor("草津 群馬") { $0.contains("「草津 群馬」") && self.firstRow($0).contains("群馬県") }
        #expect(firstRow(words).contains("草津"))
        try tmux.keys("C-u")
        try tmux.typeText("okuhida hirayu")
        try tmux.waitFor("奥飛騨 平湯 by alias and name") { $0.contains("「okuhida hirayu」") && self.firstRow($0).contains("平湯") }
        try tmux.keys("Escape")
        try tmux.quit()
    }
}
