import Foundation
import TestSupport
import Testing

// A time limit turns a hang (a terminal that never shows what a test waits for) into a failure.
@Suite(.serialized, .timeLimit(.minutes(5))) struct SearchEndToEndTests {
    /// Issue 11: what people type finds the place they mean, first; an alias says it matched.
    @Test func theFamousOneFirstWithOrWithoutItsSuffix() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 120, height: 30)
        try tmux.launch()
        // Before anything is typed the list says how it is ordered.
        try tmux.waitForCatalogLoaded(with: ["おすすめ順"])
        try tmux.keys("/")
        try tmux.typeText("草津温泉")
        try tmux.waitForFirstRow(["群馬県", "草津 くさつ"], query: "草津温泉")
        try tmux.keys("C-u")
        try tmux.typeText("箱根湯本")
        // The alias row.
        try tmux.waitForFirstRow(["湯本温泉", "別名 箱根湯本", "神奈川県"], query: "箱根湯本")
        try tmux.quit()
    }

    @Test func typeKanaAndRomajiThenFilter() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        try tmux.launch()
        try tmux.waitForCatalogLoaded()

        try tmux.keys("/")
        try tmux.typeText("くさつ")
        try tmux.waitForFirstRow(["草津 くさつ"], query: "くさつ")

        try tmux.keys("C-u")
        try tmux.typeText("kusatsu")
        try tmux.waitForFirstRow(["草津"], query: "kusatsu")

        // Back to everything, then filter to one region: the count changes.
        try tmux.keys("C-u", "Enter")
        try tmux.waitForCatalogLoaded()
        try tmux.keys("F")
        try tmux.waitFor(text: "─ 絞り込み")
        try tmux.keys("j", "j", "Space") // 北海道 → 東北 → 関東
        let screen = try tmux.waitFor("the 関東 filter") { $0.contains("[x] 関東") && !$0.contains("4610件") }
        let kanto = try #require(screen.range(of: "[0-9]+件 / 4610", options: .regularExpression).map { String(screen[$0]) })
        #expect(kanto != "4610件 / 4610")
        try tmux.keys("x")
        try tmux.waitFor(text: "4610件 / 4610")
        try tmux.keys("Escape", "C-c")
        try tmux.waitFor(text: "EXIT=0")
    }

    @Test func searchCommandPrintsJSON() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = data.path
        let result = try Spawn.run([TmuxSession.binary, "search", "草津", "--json"], environment: environment)
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let results = try #require(object?["results"] as? [[String: Any]])
        #expect(results.first?["name"] as? String == "草津")
        #expect((object?["total"] as? Int ?? 0) >= 2)

        let table = try Spawn.run([TmuxSession.binary, "search", "kusatsu", "--pref", "群馬", "--limit", "3"], environment: environment)
        #expect(table.status == 0)
        #expect(table.output.contains("aist-2711"))
        #expect(table.output.contains("群馬県"))
        #expect(!table.output.contains("青森県"))

        // Issue 22 item 8: the table shows each quantity as the app does (one decimal), JSON the
        // full value: 川湯温泉 is 65℃ at pH 1.64.
        let kawayu = try Spawn.run([TmuxSession.binary, "search", "川湯温泉", "--limit", "20"], environment: environment)
        let row = try #require(kawayu.output.split(separator: "\n").first { $0.contains("aist-0161") })
        #expect(row.contains("65.0℃") && row.contains("1.6") && !row.contains("1.64"), "\(row)")
        let kawayuJSON = try Spawn.run([TmuxSession.binary, "search", "川湯温泉", "--json"], environment: environment)
        let kawayuResults = try #require((try JSONSerialization.jsonObject(with: Data(kawayuJSON.output.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
        let exact = try #require(kawayuResults.first { $0["id"] as? String == "aist-0161" })
        #expect(exact["ph"] as? Double == 1.64 && exact["temperature"] as? Double == 65)

        let bad = try Spawn.run([TmuxSession.binary, "search", "x", "--type", "ラーメン泉"], environment: environment)
        #expect(bad.status != 0)
        #expect(bad.error.contains("泉質の分類"))
    }
}
