import Foundation
import TestSupport
import Testing

// A time limit turns a hang (a terminal that never shows what a test waits for) into a failure.
@Suite(.serialized, .timeLimit(.minutes(5))) struct FavoritesEndToEndTests {
    /// The favourites list rows (after the column header), trimmed.
    func favoriteRows(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.contains("#") && $0.contains("名前") }) else { return [] }
        return lines[(header + 1)...].filter { $0.contains("★") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func names(_ screen: String) -> [String] {
        favoriteRows(screen).compactMap { row in
            row.split(separator: " ").dropFirst(2).first.map(String.init)
        }
    }

    @Test func favouriteTwoRestartReorderRemoveAndUndo() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        try tmux.launch()
        try tmux.waitForCatalogLoaded()
        // f on the first two rows of the search list: both get a ★ at once.
        try tmux.keys("f", "j", "f")
        let search = try tmux.waitFor("two stars") { $0.components(separatedBy: "★").count - 1 == 2 }
        #expect(search.contains("★白浜温泉"))
        try tmux.quit()
        // Quitting closes the user database: its log is written back and removed, so the next
        // start has none to read through.
        let log = tmux.dataDirectory.appendingPathComponent("user.sqlite-wal").path
        #expect(!FileManager.default.fileExists(atPath: log))

        // Restart: the Favorites tab shows both, in the order they were added.
        try tmux.type("clear")
        try tmux.launch("open favorites")
        var screen = try tmux.waitFor("two favourites") { names($0).count == 2 }
        #expect(names(screen) == ["白浜温泉", "下呂温泉"])

        // J moves the first one down; the order survives a restart.
        try tmux.keys("J")
        screen = try tmux.waitFor("reordered") { names($0) == ["下呂温泉", "白浜温泉"] }
        try tmux.keys("C-c")
        try tmux.waitFor("second exit") { $0.components(separatedBy: "EXIT=0").count - 1 >= 1 }
        try tmux.type("clear")
        try tmux.launch("open favorites")
        screen = try tmux.waitFor("order kept") { names($0) == ["下呂温泉", "白浜温泉"] }

        // d removes with an undo offer in the status bar; u puts it back in its place.
        try tmux.keys("d")
        screen = try tmux.waitFor("removed with an undo offer") { $0.contains("u: 元に戻す") && names($0) == ["白浜温泉"] }
        try tmux.keys("u")
        try tmux.waitFor("restored") { names($0) == ["下呂温泉", "白浜温泉"] }
        try tmux.quit()

        let list = try Spawn.run([TmuxSession.binary, "favorites", "--json"], environment: cliEnvironment(tmux))
        #expect(list.status == 0)
        // So does a command.
        #expect(!FileManager.default.fileExists(atPath: log))
        let rows = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]]
        #expect(rows?.compactMap { $0["name"] as? String } == ["下呂温泉", "白浜温泉"])
    }

    @Test func recordAVisitWithAJapaneseNoteAndSeeItInTheHistory() throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        try tmux.launch("open facility/aist-2711")
        try tmux.waitFor(text: "湯めぐり記録 (0)")
        try tmux.keys("v")
        try tmux.waitFor(text: "Enter 保存 · Tab/↓ 次の項目")
        // Date field: replace today with a fixed day; rating 5; then the note.
        try tmux.keys("C-u")
        try tmux.fillFields(["2026-02-11", "5", "湯畑の夜景がきれい"])
        try tmux.waitFor(text: "湯畑の夜景がきれい")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "湯めぐり記録 (1)")
        try tmux.waitFor(text: "2026-02-11  ★★★★★  湯畑の夜景がきれい")

        // The Favorites tab's visit log lists it, and the stamp card counts 群馬.
        try tmux.keys("3")
        try tmux.waitFor(text: "お気に入りはまだありません")
        try tmux.keys("v")
        // Wait for the whole content: a capture can land while the frame is still being written.
        let screen = try tmux.waitFor("the stamp card and the visit") {
            $0.contains("都道府県 1/47") && $0.contains("■群馬") && $0.contains("湯畑の夜景がきれい")
        }
        #expect(screen.contains("■群馬"))
        try tmux.quit()

        let export = try Spawn.run([TmuxSession.binary, "visits", "export", "--format", "csv"], environment: cliEnvironment(tmux))
        #expect(export.output.contains("2026-02-11,aist-2711,草津,群馬県,5,湯畑の夜景がきれい"))
        // A bad file changes nothing and names the line.
        let bad = tmux.dataDirectory.appendingPathComponent("bad.csv")
        try "date,facility_id,rating,note\n2026-03-01,aist-2711,4,ok\n2026-03-02,aist-2711,7,bad\n".write(to: bad, atomically: true, encoding: .utf8)
        let rejected = try Spawn.run([TmuxSession.binary, "visits", "import", bad.path], environment: cliEnvironment(tmux))
        #expect(rejected.status != 0)
        #expect(rejected.error.contains("3 行目"))
        let after = try Spawn.run([TmuxSession.binary, "visits", "--json"], environment: cliEnvironment(tmux))
        let visits = try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [[String: Any]]
        #expect(visits?.count == 1)
    }

    @Test func twoInstancesOnOneDataDirectoryStayInStep() throws {
        let left = try TmuxSession()
        try left.startShell()
        let right = try TmuxSession(sharing: left)
        try right.startShell()
        try left.launch("open favorites")
        try right.launch()
        try left.waitFor(text: "お気に入りはまだありません")
        try right.waitForCatalogLoaded()

        // A favourite added on the right appears on the left without a restart, within a second or so.
        let clock = ContinuousClock()
        try right.keys("f")
        try right.waitFor(text: "★白浜温泉")
        let start = clock.now
        try left.waitFor("the favourite from the other instance", timeout: .seconds(5)) { names($0) == ["白浜温泉"] }
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(2))

        // Both add at once; neither loses the other's write.
        try right.keys("j", "f")
        try left.keys("1")
        try left.waitForCatalogLoaded()
        // G fetches the rest of the rows before it reaches the last: f waits for it.
        try left.keys("G")
        try left.waitFor(text: "4610/4610")
        try left.keys("f")
        try left.keys("3")
        try left.waitFor("three favourites") { names($0).count == 3 }
        try right.keys("3")
        try right.waitFor("three favourites on the right") { names($0).count == 3 }
        try left.quit()
        try right.quit()
    }

    func cliEnvironment(_ tmux: TmuxSession) -> [String: String] {
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        return environment
    }
}
