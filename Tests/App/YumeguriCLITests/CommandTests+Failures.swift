import Dependencies
import Entities
import Foundation
import Testing
@testable import YumeguriCLI

/// A command that cannot do what was asked throws a `CommandFailure` instead of ending the
/// process, so its message and status are tested in-process: `yumeguri: REASON` on stderr and
/// status 1, as `main` reports them. (In CommandTests, serialized with the others on the one
/// data directory.)
extension CommandTests {
    @Test func anUnknownRallyFailsWithTheReasonAndStatusOne() async {
        let run = await CommandRunner.run(["rally", "no-such-rally"])
        #expect(run.exitCode == 1)
        #expect(run.thrown is CommandFailure, "\(String(describing: run.thrown))")
        #expect(run.error.hasPrefix("yumeguri: 湯めぐり帳「no-such-rally」はありません: `yumeguri rallies` で一覧できます ("), "\(run.error)")
        #expect(run.error.hasSuffix(")\n") && run.output.isEmpty, "\(run.error)")
    }

    @Test func anUnknownPlanFailsAndItsIdIsPrintedHarmlessly() async {
        let run = await CommandRunner.run(["plan", "show", "x\u{1B}]0;pwned\u{07}\u{202E}"])
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix("yumeguri: プラン「x"), "\(run.error)")
        #expect(!run.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" }, "\(run.error.debugDescription)")
    }

    @Test func aMissingImportFileNamesTheFile() async {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-missing-\(UUID().uuidString).csv").path
        let run = await CommandRunner.run(["visits", "import", file])
        #expect(run.exitCode == 1)
        #expect(run.error.hasPrefix("yumeguri: ") && run.error.contains(file), "\(run.error)")
    }

    /// The app's start-up check of the user database, through the host: its reason is the message.
    @Test func ticketsOnADamagedDatabaseFailsWithTheCheckersReason() async {
        let damaged = UserDataError.damaged(path: "/data/user.sqlite", problem: "it is not an SQLite database")
        var host = AppHost.testValue
        host.openUserData = { _ throws(UserDataError) in throw damaged }
        let run = await CommandRunner.run(["tickets"], host: host)
        #expect(run.exitCode == 1)
        #expect(run.error == "yumeguri: \(damaged.description)\n")
        #expect(!run.error.contains("サインインしていません"))
    }

    /// doctor through DataDirectoryRepository on a real damaged file: it says so and exits 1, the
    /// repair keeps a copy and rebuilds it, and the next check passes.
    @Test func doctorNamesADamagedUserDatabaseAndRepairsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a database".utf8).write(to: directory.appendingPathComponent("user.sqlite"))

        let check = await CommandRunner.run(["doctor"], dataDirectory: directory)
        #expect(check.exitCode == 1)
        #expect(check.output.contains("ユーザーデータベース: \(directory.path)/user.sqlite は壊れています: SQLite のデータベースではありません"), "\(check.output)")
        #expect(check.output.hasSuffix("`yumeguri doctor --repair` で写しを残し、読める行からすべて作り直せます\n"), "\(check.output)")

        let repair = await CommandRunner.run(["doctor", "--repair"], dataDirectory: directory)
        #expect(repair.exitCode == 0, "\(repair.error)")
        #expect(repair.output.contains("写しを残しました: \(directory.path)/user.sqlite.damaged-"), "\(repair.output)")
        #expect(repair.output.hasSuffix("ユーザーデータベースを作り直しました: \(directory.path)/user.sqlite\n"), "\(repair.output)")

        let again = await CommandRunner.run(["doctor"], dataDirectory: directory)
        #expect(again.exitCode == 0)
        #expect(again.output.contains("ユーザーデータベース: 問題なし (整合性チェック合格"), "\(again.output)")
    }

    /// catalog check through CatalogMaintenanceRepository: the bundled catalog takes every row.
    @Test func catalogCheckOfTheBundledCatalogSkipsNothing() async {
        let run = await CommandRunner.run(["catalog", "check"])
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.output.hasSuffix(": 4610 か所、飛ばした行 0 行\n"), "\(run.output)")
    }
}
