import Foundation
import TestSupport
import Testing

/// 湯めぐり as a user meets it, in a real terminal: a rally, a plan for today from 鉄輪 by car,
/// its timetable, the route on the map, and the CLI reading the same plan.
@Suite(.serialized, .timeLimit(.minutes(5))) struct JourneyEndToEndTests {
    func environment(_ tmux: TmuxSession) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
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
        var screen = try tmux.waitFor("the rally") { $0.contains("別府八湯") && $0.contains("0/8") && $0.contains("亀川温泉") }
        #expect(screen.contains("お気に入り › 湯めぐり帳 › 別府八湯") || screen.contains("… › 別府八湯"))

        // p: a plan of the eight, in the shortest order, on its timetable.
        try tmux.keys("p")
        screen = try tmux.waitFor("the timetable") { self.stops($0).count == 8 && $0.contains("great circle × 1.3") }
        #expect(screen.contains("車 car 40 km/h"))
        // s on 鉄輪: the day starts there, and the order is the shortest from it.
        let kannawa = try #require(stops(screen).firstIndex(of: "別府/鉄輪"))
        for _ in 0..<kannawa { try tmux.keys("j") }
        try tmux.keys("s")
        screen = try tmux.waitFor("from 鉄輪") { $0.contains("出発地 start: 別府/鉄輪") && self.stops($0).first == "別府/鉄輪" }
        #expect(Set(stops(screen)).count == 8)

        // m: the route on the map, numbered, titled with the plan.
        try tmux.keys("m")
        screen = try tmux.waitFor("the route") { $0.contains("地図 · 別府八湯") && $0.contains("ズーム") }
        let digits = Set(screen.split(separator: "\n").dropFirst(2).flatMap { $0.filter { ("1"..."8").contains($0) } })
        #expect(digits.count >= 6, "the stops' numbers are on the map: \(digits.sorted())")
        try tmux.keys("q")
        try tmux.waitFor(text: "出発地 start: 別府/鉄輪")
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
