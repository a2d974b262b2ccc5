import Foundation
import Testing
import TestSupport

/// Issue 32 §2, as an English user's script sees it: the data's texts (a spring type, an effect
/// with the standard's disclaimer, a trip's warnings and fixes) in English only, from the real
/// binary with `LC_MESSAGES=en_US.UTF-8`.
@Suite(.timeLimit(.minutes(5))) struct EnglishDataEndToEndTests {
    @Test func springWordsAndATripsWarningsReadInEnglish() throws {
        let directory = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = Spawn.japaneseEnvironment
        environment["LC_MESSAGES"] = "en_US.UTF-8"
        environment["YUMEGURI_DATA_DIR"] = directory.path
        func yumeguri(_ arguments: [String]) throws -> Spawn.Result {
            try Spawn.run([TmuxSession.binary] + arguments, environment: environment)
        }
        let sulfur = try yumeguri(["search", "sulphur", "--limit", "1"])
        #expect(sulfur.status == 0, "\(sulfur.error)")
        #expect(sulfur.output.hasPrefix("Spring type: Sulfur\n"), "\(sulfur.output)")

        let effect = try yumeguri(["search", "sensitivity to cold", "--limit", "1"])
        #expect(effect.output.hasPrefix("Good for 'sensitivity to cold' (every therapeutic spring); bathing 'sensitivity to cold' (Chloride"),
                "\(effect.output)")
        #expect(effect.output.contains("not medical advice"))
        #expect(!effect.output.contains("医学的"))

        // A day within the year ahead that plans allow (any day warns: 700 km of driving in one).
        var japan = Calendar(identifier: .gregorian)
        japan.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .current
        let day = try #require(japan.date(byAdding: .day, value: 30, to: Date()))
        let parts = japan.dateComponents([.year, .month, .day], from: day)
        let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let plan = try yumeguri(["plan", "new", "--from", "rally:sanmeisen", "--mode", "car", "--date", date])
        #expect(plan.status == 0, "\(plan.error)")
        let warnings = plan.output.split(separator: "\n").filter { $0.hasPrefix("⚠") }
        #expect(warnings.contains { $0.contains("min of travel, over the day's limit of") && $0.hasSuffix("→ split into days") }, "\(plan.output)")
        // The warnings speak English only: a bath's name is the one Japanese text in them.
        #expect(!warnings.joined().contains("日程") && !warnings.joined().contains("移動"), "\(plan.output)")
        #expect(plan.output.contains("3 stops") && plan.output.contains("(road estimate ×"), "\(plan.output)")
    }
}
