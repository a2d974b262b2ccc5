import Foundation
import TestSupport
import Testing

/// The journey in English (issue 32 §3), in a real terminal: a rally opened, a plan made from it,
/// a second day added and stepped through, the day's route on the map. The rally's and the
/// journey screens' own words are English only (the data's names stay the data's).
@Suite(.serialized, .timeLimit(.minutes(5))) struct JourneyEnglishEndToEndTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func aRallyPlannedOverTwoDaysAndMappedInEnglish(width: Int, height: Int) throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: width, height: height, messages: "en_US.UTF-8")
        try tmux.launch("open rally/beppu-hatto")
        var screen = try tmux.waitFor("the rally, by its English name") {
            $0.contains("Beppu's Eight Spas") && $0.contains("visited 0/8") && $0.contains("not yet")
        }
        #expect(!screen.contains("訪問") && !screen.contains("未訪問") && !screen.contains("出典"), "one language: \(screen)")

        // p: a plan of the eight, on its timetable, in English.
        try tmux.keys("p")
        screen = try tmux.waitFor("the timetable, by car") {
            $0.contains("depart") && $0.contains("car 40 km/h") && $0.contains("great circle × 1.3") && $0.contains("Start: ")
        }
        #expect(!screen.contains("出発") && !screen.contains("滞在") && !screen.contains("距離"), "one language: \(screen)")

        // A: a second day after this one, shown at once; h back to the first.
        try tmux.keys("A")
        try tmux.waitFor("day 2 of 2, empty") { $0.contains("Day 2/2") && $0.contains("No baths on this day.") }
        try tmux.keys("h")
        try tmux.waitFor("day 1 of 2") { $0.contains("Day 1/2") && $0.contains("h/l: days") }

        // m: the day's route on the map, titled with the day.
        try tmux.keys("m")
        screen = try tmux.waitFor("the route") { $0.contains("Map · Day 1/2") && $0.contains("zoom ") }
        #expect(!screen.contains("ズーム") && !screen.contains("中心"), "one language: \(screen)")
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")
    }
}
