import ArgumentParser
import Entities
import Foundation
import Localization
import Testing
@testable import YumeguriCLI

/// Issue 32: every command family's output and errors in English, one language at a time, and the
/// walkthrough's items (a usage error names the command it is about; counts agree in number).
/// In CommandTests, serialized with the others on the one data directory.
extension CommandTests {
    static func english(_ arguments: [String], host: AppHost = .testValue) async -> CommandRun {
        await AppLanguage.$scoped.withValue(.en) { await CommandRunner.run(arguments, host: host) }
    }

    /// A host whose user data opens and whose key tables are empty, for the commands that ask.
    static var quietHost: AppHost {
        var host = AppHost.testValue
        host.openUserData = { _ throws(UserDataError) in }
        host.keyTables = { [] }
        return host
    }

    static func hasJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    @Test func searchPrintsItsTableInEnglish() async {
        let run = await Self.english(["search", "草津", "--limit", "3"])
        #expect(run.thrown == nil, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("id") == true && lines.first?.contains("prefecture") == true, "\(run.output)")
        #expect(lines.first.map(Self.hasJapanese) == false, "the header speaks English alone: \(lines.first ?? "")")
        #expect(lines.last?.range(of: #"^3 of [0-9]+ areas$"#, options: .regularExpression) != nil, "\(run.output)")
    }

    /// Issue 32.4: a prefecture the catalog does not have is the search command's usage error.
    @Test func anUnknownPrefectureShowsTheSearchUsageInEitherLanguage() async {
        let english = await Self.english(["search", "kusatsu", "--pref", "xyz"])
        #expect(english.exitCode == 64, "\(english.error)")
        #expect(english.error.hasPrefix("Error: unknown prefecture 'xyz'"), "\(english.error)")
        #expect(english.error.contains("Usage: yumeguri search ") && english.error.contains("--pref <pref>"), "\(english.error)")
        #expect(english.error.contains("See 'yumeguri search --help'"), "\(english.error)")
        #expect(english.output.isEmpty)
        let japanese = await CommandRunner.run(["search", "kusatsu", "--region", "xyz"])
        #expect(japanese.exitCode == 64, "\(japanese.error)")
        #expect(japanese.error.hasPrefix("エラー: 地方「xyz」はありません"), "\(japanese.error)")
        #expect(japanese.error.contains("使い方: yumeguri search ") && japanese.error.contains("'yumeguri search --help'"), "\(japanese.error)")
    }

    /// ArgumentParser's own frame follows the language too; the command's usage line stays.
    @Test func aValidationErrorIsFramedInJapanese() async {
        let run = await CommandRunner.run(["stats", "--year", "12"])
        #expect(run.exitCode == 64)
        #expect(run.error.hasPrefix("エラー: --year は 1900 から 9999 までの年です\n使い方: yumeguri stats"), "\(run.error)")
        let english = await Self.english(["stats", "--year", "12"])
        #expect(english.error.hasPrefix("Error: --year must be a year from 1900 to 9999\nUsage: yumeguri stats"), "\(english.error)")
    }

    @Test func userDataCommandsSpeakEnglish() async {
        let favorites = await Self.english(["favorites"])
        #expect(favorites.output.range(of: #"[0-9]+ favourites?\n$"#, options: .regularExpression) != nil, "\(favorites.output)")
        let visits = await Self.english(["visits"])
        #expect(visits.output.range(of: #"[0-9]+ visits? · [0-9]+ areas? · [0-9]+/47 prefectures\n$"#, options: .regularExpression) != nil,
                "\(visits.output)")
        let stats = await Self.english(["stats"])
        #expect(stats.output.hasPrefix("Your onsen log, all years\n"), "\(stats.output)")
        #expect(stats.output.contains("by month: Jan "), "\(stats.output)")
        let missing = await Self.english(["visits", "delete", "999999"])
        #expect(missing.error == "yumeguri: no visit with id 999999 (`yumeguri visits --json` lists the ids)\n", "\(missing.error)")
    }

    @Test func journeyCommandsSpeakEnglish() async {
        let rallies = await Self.english(["rallies"])
        #expect(rallies.output.contains(" rallies · `yumeguri rally ID` lists one's members"), "\(rallies.output)")
        #expect(!rallies.output.contains("制覇"))
        let rally = await Self.english(["rally", "nope"])
        #expect(rally.error.hasPrefix("yumeguri: no rally 'nope': `yumeguri rallies` lists them ("), "\(rally.error)")
        let plan = await Self.english(["plan", "show", "nope"])
        #expect(plan.error == "yumeguri: no plan 'nope': `yumeguri plan list` lists them\n", "\(plan.error)")
        let badDate = await Self.english(["plan", "new", "--from", "favorites", "--date", "2026-02-30"])
        #expect(badDate.error.contains("--date: 2026-02-30 is not a day of the calendar"), "\(badDate.error)")
        let japaneseDate = await CommandRunner.run(["plan", "new", "--from", "favorites", "--date", "2026-02-30"])
        #expect(japaneseDate.error.contains("--date: 2026-02-30 という日はありません"), "\(japaneseDate.error)")
    }

    @Test func showAndDoctorSpeakEnglish() async {
        let show = await Self.english(["show", "aist-2711"])
        #expect(show.thrown == nil, "\(show.error)")
        for label in ["Location ", "Temperature ", "Spring type ", "Nearby", "[sample data, not real hours]"] {
            #expect(show.output.contains(label), "\(label): \(show.output)")
        }
        #expect(!show.output.contains("所在地") && !show.output.contains("近くの温泉"), "\(show.output)")
        let doctor = await Self.english(["doctor"])
        #expect(doctor.output.hasPrefix("data directory: "), "\(doctor.output)")
        let config = await Self.english(["config", "check", "--file", "/nonexistent/yumeguri.toml"], host: Self.quietHost)
        #expect(config.output.contains("/nonexistent/yumeguri.toml: no config file; the defaults apply"), "\(config.output)")
    }

    @Test func walletCommandsSayWhoIsMissingInEnglish() async {
        let tickets = await Self.english(["tickets"], host: Self.quietHost)
        #expect(tickets.error == "yumeguri: nobody is signed in: sign in in the app, or pass --account EMAIL\n", "\(tickets.error)")
        let coupons = await CommandRunner.run(["coupons"], host: Self.quietHost)
        #expect(coupons.error.hasPrefix("yumeguri: サインインしていません"), "\(coupons.error)")
    }

    /// Issue 32.4: a desk that names a facility the catalog does not have is told so, in either
    /// language, before any code is checked.
    @Test func aDeskAtAnUnknownFacilityIsToldItDoesNotExist() async {
        let english = await Self.english(["desk", "verify", "yumeguri-ticket:2:x:y", "--facility", "aist-99999"])
        #expect(english.exitCode == 1)
        #expect(english.error.hasPrefix("yumeguri: --facility aist-99999: no such facility in the catalog"), "\(english.error)")
        let japanese = await CommandRunner.run(["desk", "verify", "yumeguri-ticket:2:x:y", "--facility", "aist-99999"])
        #expect(japanese.error.hasPrefix("yumeguri: --facility aist-99999: その施設はカタログにありません"), "\(japanese.error)")
        let notAnID = await Self.english(["desk", "verify", "yumeguri-ticket:2:x:y", "--facility", "kusatsu"])
        #expect(notAnID.error.hasPrefix("yumeguri: 'kusatsu' is not an area id"), "\(notAnID.error)")
    }
}

/// `--lang` is taken out wherever it stands (before `--`), and the commands that only print list
/// only the options that act there, `--lang` among them (issue 32.4).
@Suite struct LanguageArgumentTests {
    @Test(arguments: [
        (["--lang", "en", "favorites"], ["favorites"]), (["--lang=en", "favorites"], ["favorites"]),
        (["favorites", "--lang", "en"], ["favorites"]), (["favorites", "--lang=en", "--json"], ["favorites", "--json"]),
        (["search", "kusatsu", "--lang", "en", "--limit", "3"], ["search", "kusatsu", "--limit", "3"]),
    ])
    func langIsTakenBeforeAndAfterTheSubcommand(_ arguments: [String], _ remaining: [String]) {
        let parsed = LanguageArgument(arguments)
        #expect(parsed.language == .en && parsed.invalidValue == nil && parsed.remaining == remaining)
    }

    @Test func anUnknownLanguageIsRefusedWithAClearMessage() {
        let parsed = LanguageArgument(["favorites", "--lang", "xx"])
        #expect(parsed.language == nil && parsed.invalidValue == "xx")
        #expect(CLIText.invalidLanguage("xx").text(in: .en) == "--lang takes ja or en, not 'xx'")
        #expect(LanguageArgument(["favorites", "--lang"]).invalidValue == "", "a --lang without its value is refused too")
    }

    @Test func nothingAfterTheDoubleDashIsRead() {
        let parsed = LanguageArgument(["search", "--", "--lang", "en"])
        #expect(parsed.language == nil && parsed.remaining == ["search", "--", "--lang", "en"])
    }

    @Test(arguments: [FavoritesCommand.self, RalliesCommand.self, TicketsCommand.self, StatsCommand.self] as [any ParsableCommand.Type])
    func printingCommandsListOnlyTheOptionsThatActThere(_ command: any ParsableCommand.Type) {
        let help = YumeguriCommand.helpMessage(for: command, columns: 200)
        #expect(help.contains("--lang <ja|en>") && help.contains("--data-dir <dir>"), "\(help)")
        for option in ["--theme", "--ascii", "--no-mouse", "--ambiguous"] {
            #expect(!help.contains(option), "\(command): \(option) does nothing there\n\(help)")
        }
    }

    @Test func configCommandsListLangToo() {
        #expect(YumeguriCommand.helpMessage(for: ConfigCommand.Check.self, columns: 200).contains("--lang <ja|en>"))
        #expect(YumeguriCommand.helpMessage(for: CatalogCommand.Synth.self, columns: 200).contains("--lang <ja|en>"))
    }

    /// The root still takes the app's options wherever they stand (scripts that passed them keep
    /// working), and a subcommand gets the root's --data-dir from either side of its name.
    @Test func theRootsOptionsReachTheSubcommand() throws {
        #expect(try YumeguriCommand.parseAsRoot(["--theme", "dark", "favorites"]) is FavoritesCommand)
        #expect(try YumeguriCommand.parseAsRoot(["favorites", "--theme", "dark"]) is FavoritesCommand)
        for arguments in [["--data-dir", "/tmp/d", "favorites"], ["favorites", "--data-dir", "/tmp/d"]] {
            let command = try #require(try YumeguriCommand.parseAsRoot(arguments) as? FavoritesCommand)
            #expect(command.options.dataDir == "/tmp/d", "\(arguments)")
        }
    }

    @Test func usageTextIsReframedAroundTheMessageAndTheUsage() throws {
        let text = "Error: --year must be a year\nUsage: yumeguri stats [--year <YYYY>]\n  See 'yumeguri stats --help' for more information."
        let parts = try #require(UsageText.parts(of: text))
        #expect(parts.message == "--year must be a year" && parts.usage == "yumeguri stats [--year <YYYY>]" && parts.command == "yumeguri stats")
        #expect(UsageText.parts(of: "OVERVIEW: something") == nil)
        #expect(AppLanguage.$scoped.withValue(.en) { UsageText.inLanguage(text) } == text)
    }
}
