import Dependencies
import Foundation
import Navigation
import Settings
import Testing
import TerminalKit
@testable import YumeguriCLI

/// The commands run in-process: parsed as `main` parses them, through the use cases and stores
/// on a real catalog and user database, and through the host for what only the app has.
@Suite(.serialized, .timeLimit(.minutes(5))) struct CommandTests {
    @Test func searchPrintsTheRankedTableOfTheStoredIndex() async throws {
        let run = await CommandRunner.run(["search", "草津", "--limit", "3"])
        #expect(run.thrown == nil, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("id") == true, "\(run.output)")
        #expect(lines.dropFirst().first?.hasPrefix("aist-2711  草津") == true, "the best match first: \(run.output)")
        #expect(lines.last?.hasSuffix("か所中 3 か所") == true, "\(run.output)")
    }

    @Test func searchWithAFilterLoadsTheCatalogAndKeepsToThePrefecture() async throws {
        let run = await CommandRunner.run(["search", "", "--pref", "群馬", "--limit", "5", "--json"])
        #expect(run.thrown == nil, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.allSatisfy { $0["prefecture"] as? String == "群馬県" }, "\(results)")
    }

    @Test func aBadLimitIsAUsageErrorBeforeAnythingRuns() async {
        let run = await CommandRunner.run(["search", "x", "--limit", "-1"])
        #expect(run.exitCode == 64, "\(String(describing: run.thrown))")
        #expect(run.output.isEmpty)
    }

    @Test func openStartsTheAppAtTheRouteThroughTheHost() async throws {
        let started = LockIsolated<[DeepLink?]>([])
        var host = AppHost.testValue
        host.start = { _, link in
            started.withValue { $0.append(link) }
            return 0
        }
        let run = await CommandRunner.run(["open", "facility/aist-2601"], host: host)
        #expect(run.thrown == nil)
        #expect(started.value == [try DeepLink.parse("facility/aist-2601")])
    }

    @Test func theAppsExitStatusIsTheCommands() async {
        var host = AppHost.testValue
        host.start = { _, _ in 2 }
        let run = await CommandRunner.run([], host: host)
        #expect(run.exitCode == 2)
    }

    @Test func configDefaultListsTheHostsKeyTables() async {
        var host = AppHost.testValue
        host.keyTables = {
            [KeyTableDescription(scope: "cli-test", entries: [.init(action: "doSomething", keys: [.character("z")], summary: "a test key")])]
        }
        let run = await CommandRunner.run(["config", "default"], host: host)
        #expect(run.thrown == nil)
        #expect(run.output.contains("[keys.cli-test]"), "\(run.output)")
        #expect(run.output.contains("doSomething"), "\(run.output)")
    }

    @Test func aHostileQueryIsPrintedHarmlessly() async {
        let run = await CommandRunner.run(["search", "\u{1B}]0;pwned\u{07}草津", "--limit", "1"])
        #expect(!run.output.contains("\u{1B}") && !run.error.contains("\u{1B}"))
    }
}

/// `--version` and a plain `search` skip ArgumentParser; everything else, and every mistake, goes
/// through it, so messages stay the root command's.
@Suite struct FastPathTests {
    @Test(arguments: [
        ["search", "草津", "--limit", "3", "--json", "--data-dir", "/tmp/x"],
        ["search", "温泉", "--limit", "50"],
        ["search"],
        ["search", ""],
        ["search", "--catalog", "/tmp/c", "kusatsu", "--limit", "0"],
        ["search", "--json", "湯"],
        // The usage line's order: the root's options before the subcommand.
        ["--data-dir", "/tmp/d", "search", "温泉", "--limit", "50"],
        ["--catalog", "/tmp/c", "--data-dir", "/tmp/d", "search", "kusatsu", "--json"],
        ["--data-dir", "/tmp/d", "search", "温泉", "--catalog", "/tmp/c"],
        ["--data-dir", "/tmp/d", "search"],
        ["--data-dir", "search", "search", "湯"],
    ])
    func aPlainSearchParsesAsArgumentParserParsesIt(_ arguments: [String]) throws {
        let full = try #require(try YumeguriCommand.parseAsRoot(arguments) as? SearchCommand)
        #expect(YumeguriCommand.FastPath(arguments) == .search(SearchArguments(full)))
    }

    @Test(arguments: [
        ["search", "--help"], ["search", "x", "--limit", "-1"], ["search", "x", "--limit", "many"], ["search", "x", "--nope"],
        ["search", "x", "--limit=3"], ["search", "x", "--limit", "3", "--limit", "4"], ["search", "a", "b"],
        ["search", "x", "--pref", "群馬"], ["search", "x", "--sort", "temp"], ["search", "x", "--data-dir"],
        ["favorites"], ["--version", "--about"], ["--about"], ["--theme", "dark"], ["--data-dir", "/a", "--data-dir", "/b"],
        ["open", "map"], ["--data-dir"],
        ["--data-dir", "/a", "search", "x", "--data-dir", "/b"], ["--theme", "dark", "search", "x"], ["--data-dir", "/a", "favorites"],
        ["--data-dir", "/a", "search", "--help"], ["--data-dir", "/a", "search", "x", "--pref", "群馬"], ["--data-dir", "/a", "--data-dir", "/b", "search"],
        ["--data-dir", "/a", "search", "a", "b"], ["--catalog"], ["--data-dir", "/a", "--catalog"],
    ])
    func everyOtherFormGoesTheWholeWay(_ arguments: [String]) {
        #expect(YumeguriCommand.FastPath(arguments) == nil)
    }

    @Test func versionAloneTakesTheFastPath() {
        #expect(YumeguriCommand.FastPath(["--version"]) == .version)
    }

    @Test(arguments: [[], ["--data-dir", "/tmp/x"], ["--catalog", "/tmp/c", "--data-dir", "/tmp/x"]])
    func thePlainStartOfTheAppParsesAsArgumentParserParsesIt(_ arguments: [String]) throws {
        let full = try #require(try YumeguriCommand.parseAsRoot(arguments) as? YumeguriCommand)
        #expect(YumeguriCommand.FastPath(arguments) == .app(full.options.settings))
    }
}
