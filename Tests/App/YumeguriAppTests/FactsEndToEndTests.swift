import Foundation
import TestSupport
import Testing

/// Issue 31 §6 with the real binary: a correction made with `yumeguri facts set` in another
/// process reaches the detail screen already open (one truth, through the change feed), marked
/// as yours; `facts clear` puts the sample back; `e` edits them in the app, and the CLI sees it.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FactsEndToEndTests {
    @Test func aCorrectionFromTheCommandLineReachesTheOpenDetailAndBack() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 120, height: 50)
        try tmux.launch("open facility/aist-7159")
        try tmux.waitFor(all: ["施設情報 [見本]", "定休日 第2・第4火曜"])
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        let set = try Spawn.run([TmuxSession.binary, "facts", "set", "aist-7159", "--hours", "Mo-Su 06:00-09:00; Th off",
                                 "--note", "朝湯だけ morning only"], environment: environment)
        #expect(set.status == 0, "\(set.error)")
        try tmux.waitFor(all: ["Mo-Su 06:00-09:00; Th off", "[あなたの記録]", "朝湯だけ morning only"], none: ["定休日 第2・第4火曜"])

        let cleared = try Spawn.run([TmuxSession.binary, "facts", "clear", "aist-7159"], environment: environment)
        #expect(cleared.status == 0, "\(cleared.error)")
        try tmux.waitFor(all: ["施設情報 [見本]", "定休日 第2・第4火曜"], none: ["[あなたの記録]"])

        // In the app: e, the hours typed, Enter; the command line reads them back.
        try tmux.keys("e")
        try tmux.waitFor(text: "営業時間・料金・メモ")
        try tmux.typeText("Sa,Su 10:00-14:00,15:00-22:00")
        try tmux.keys("Tab")
        try tmux.typeText("450")
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["あなたの記録として保存しました", "大人 ¥450 [あなたの記録]"])
        let shown = try Spawn.run([TmuxSession.binary, "facts", "show", "aist-7159", "--json"], environment: environment)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect((json["hours"] as? [String: Any])?["rule"] as? String == "Sa,Su 10:00-14:00,15:00-22:00")
        #expect((json["price"] as? [String: Any])?["yen"] as? Int == 450)
        try tmux.quit()
    }
}
