import Foundation
import TestSupport
import Testing

/// 湯めぐり as a user meets it, in a real terminal: a rally, a plan for today from 鉄輪 by car,
/// its timetable, the route on the map, and the CLI reading the same plan.
@Suite(.serialized, .timeLimit(.minutes(5))) struct JourneyEndToEndTests {
    func environment(_ tmux: TmuxSession) -> [String: String] {
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        return environment
    }

    /// The timetable's bath names, in order, from a captured screen.
    func stops(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count > 3, Int(fields[0]) != nil, let name = fields.first(where: { $0.hasPrefix("別府/") }) else { return nil }
            return String(name)
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func beppuHattoPlannedFromKannawaByCarAndDrawnOnTheMap(width: Int, height: Int) throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: width, height: height)
        try tmux.launch("open rally/beppu-hatto")
        var screen = try tmux.waitFor("the rally, named in the breadcrumb") {
            $0.contains("別府八湯") && $0.contains("0/8") && $0.contains("亀川温泉")
                && ($0.contains("お気に入り › 湯めぐり帳 › 別府八湯") || $0.contains("… › 別府八湯"))
        }

        // p: a plan of the eight, in the shortest order, on its timetable.
        try tmux.keys("p")
        screen = try tmux.waitFor("the timetable, by car") {
            self.stops($0).count == 8 && $0.contains("大圏距離 × 1.3") && $0.contains("車 40 km/h")
        }
        // s on 鉄輪: the day starts there, and the order is the shortest from it.
        let kannawa = try #require(stops(screen).firstIndex(of: "別府/鉄輪"))
        for _ in 0..<kannawa { try tmux.keys("j") }
        try tmux.keys("s")
        screen = try tmux.waitFor("all eight from 鉄輪") {
            $0.contains("出発地: 別府/鉄輪") && self.stops($0).first == "別府/鉄輪" && Set(self.stops($0)).count == 8
        }

        // m: the route on the map, numbered, titled with the plan.
        try tmux.keys("m")
        screen = try tmux.waitFor("the route") { $0.contains("地図 · 別府八湯") && $0.contains("ズーム") }
        let digits = Set(screen.split(separator: "\n").dropFirst(2).flatMap { $0.filter { ("1"..."8").contains($0) } })
        #expect(digits.count >= 6, "the stops' numbers are on the map: \(digits.sorted())")
        try tmux.keys("q")
        try tmux.waitFor(text: "出発地: 別府/鉄輪")
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")

        // The CLI reads the same saved plan, and exports it.
        let list = try Spawn.run([TmuxSession.binary, "plan", "list", "--json"], environment: environment(tmux))
        #expect(list.status == 0)
        let plans = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        let id = try #require(plans.first?["id"] as? String)
        let geojson = try Spawn.run([TmuxSession.binary, "plan", id, "--geojson"], environment: environment(tmux))
        let collection = try #require(try JSONSerialization.jsonObject(with: Data(geojson.output.utf8)) as? [String: Any])
        #expect(collection["type"] as? String == "FeatureCollection")
        let shown = try Spawn.run([TmuxSession.binary, "plan", id], environment: environment(tmux))
        #expect(shown.output.contains("1. ") && shown.output.contains("別府/鉄輪"))
    }
}

extension JourneyEndToEndTests {
    /// The rest of the journey: buy 別府八湯's pass from the rally page, copy its code with `y`
    /// (OSC 52 into tmux's buffer), use it at two desks, and the rally shows 2/8 with the dates.
    @Test func theRallysPassIsStampedAtTwoDesksAndTheRallyMoves() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.allowClipboard()
        try tmux.launch("open rally/beppu-hatto")
        var screen = try tmux.waitFor("the rally with its pass") { $0.contains("別府八湯") && $0.contains("手形: 3湯 ¥2,800") }
        try tmux.keys("t")
        try tmux.createAccount()
        screen = try tmux.waitFor("the pass's products step", timeout: .seconds(60)) { $0.contains("湯めぐり手形 3回券") && $0.contains("枚数 1/4") }
        try tmux.payWithNewCard()
        try tmux.keys("y")
        try tmux.waitFor(all: ["購入が完了しました", "お支払い (税込)"])
        try tmux.keys("Enter")
        try tmux.waitFor(text: "湯めぐり手形 (1)")
        try tmux.keys("Enter")
        try tmux.waitFor("the pass") { $0.contains("残り 3/3回") && $0.contains("鉄輪温泉") }
        try tmux.keys("y")
        try tmux.waitFor(text: "端末へ送りました")
        let copied = try tmux.pasteBuffer()
        let code = try #require(copied.split(separator: "\n").first { $0.hasPrefix("QR: ") }.map { String($0.dropFirst(4)) })
        #expect(code.hasPrefix("yumeguri-pass:1:"))

        // Two desks, at 鉄輪 and at 明礬; a second entry at 明礬 is refused.
        for (area, status) in [("aist-7154", 0), ("aist-7158", 0), ("aist-7158", 1)] {
            let desk = try Spawn.run([TmuxSession.binary, "desk", "verify", code, "--facility", area], environment: environment(tmux))
            #expect(desk.status == Int32(status), "\(area): \(desk.output) \(desk.error)")
        }
        // The pass screen follows the desks (another process) through the change feed.
        try tmux.waitFor("two entries used") { $0.contains("残り 1/3回") }

        // The rally's page: 2/8, each stamped bath with the day it was first visited.
        try tmux.keys("3")
        screen = try tmux.waitFor("the rally moved") { $0.contains("訪問 2/8") }
        let stamped = screen.split(separator: "\n").filter { $0.contains("初訪問") }
        #expect(stamped.count == 2)
        #expect(stamped.contains { $0.contains("鉄輪温泉") } && stamped.contains { $0.contains("明礬温泉") })
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")

        let rally = try Spawn.run([TmuxSession.binary, "rally", "beppu-hatto", "--json"], environment: environment(tmux))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(rally.output.utf8)) as? [String: Any])
        #expect(json["visited"] as? Int == 2)
        let members = try #require(json["members"] as? [[String: Any]])
        #expect(members.filter { $0["firstVisit"] is String }.compactMap { $0["name"] as? String }.sorted() == ["明礬温泉", "鉄輪温泉"])
        // The tickets calendar carries the pass over its validity.
        let calendar = try Spawn.run([TmuxSession.binary, "tickets", "--ics"], environment: environment(tmux))
        #expect(calendar.output.contains("BEGIN:VEVENT") && calendar.output.contains("湯めぐり手形 別府八湯"))
        #expect(calendar.output.contains("\r\n"))
    }
}
