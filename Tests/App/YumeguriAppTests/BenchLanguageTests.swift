import Foundation
import Testing
import TestSupport

/// Issue 32: `yumeguri-bench` chooses its language as the app does (`--lang`, else the locale) and
/// says its usage errors and report headings in it; the rows of figures stay as scripts read them.
@Suite(.timeLimit(.minutes(5))) struct BenchLanguageTests {
    func bench(_ arguments: [String], english: Bool) throws -> Spawn.Result {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        var environment = english ? LanguageCommandTests.englishEnvironment : Spawn.japaneseEnvironment
        environment["XDG_CONFIG_HOME"] = data.appendingPathComponent("config").path
        return try Spawn.run([TmuxSession.benchBinary] + arguments + ["--data-dir", data.path], environment: environment)
    }

    @Test func aUsageErrorFollowsTheLocaleAndTheFlag() throws {
        let japanese = try bench(["purchase", "--count=-1"], english: false)
        #expect(japanese.status == 64, "\(japanese.error)")
        #expect(japanese.error.contains("--count には 0 以上の数を指定してください"), "\(japanese.error)")
        #expect(!japanese.error.contains("must be"), "\(japanese.error)")
        let english = try bench(["purchase", "--count=-1"], english: true)
        #expect(english.status == 64, "\(english.error)")
        #expect(english.error.contains("--count must be 0 or more"), "\(english.error)")
        #expect(!english.error.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }, "\(english.error)")
        let flag = try bench(["--lang", "en", "visits-file", "--format", "xml", "--out", "/nonexistent/v.xml"], english: false)
        #expect(flag.error.contains("--format must be csv or json"), "--lang wins over the locale: \(flag.error)")
        let unknown = try bench(["purchase", "--bogus"], english: false)
        #expect(unknown.status == 64 && unknown.error.contains("「--bogus」というオプションはありません"), "\(unknown.error)")
        let badLanguage = try bench(["--lang", "xx", "purchase"], english: true)
        #expect(badLanguage.status == 64 && badLanguage.error.contains("--lang takes ja or en, not 'xx'"), "\(badLanguage.error)")
    }

    /// The heading is the language's; the figure rows a script reads (`query …\tp50 …`) are not.
    @Test func aReportsHeadingsFollowTheLanguageAndItsFiguresDoNot() throws {
        for english in [false, true] {
            let run = try bench(["search", "--queries", "kusatsu", "--repeats", "1"], english: english)
            #expect(run.status == 0, "\(run.error)")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix(english ? "areas: " : "地域 ") == true, "\(run.output)")
            #expect(lines.contains { $0.hasPrefix("query kusatsu\thits ") && $0.contains("\tp50 ") }, "\(run.output)")
            #expect(lines.last?.hasPrefix(english ? "peak memory: " : "最大メモリ: ") == true, "\(run.output)")
        }
    }
}
