import AppWiring
import Entities
import Foundation
import GRDB
import Repositories
import Settings
import Testing

/// What the app's start does when a check fails, decided without a terminal (issue 33 §5): the
/// user database's checks run for real on a data folder of the test's own.
@Suite(.serialized) struct StartDecisionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-start-\(UUID().uuidString)")

    var location: CatalogLocation { CatalogLocation(dataDirectory: directory, sourceDirectory: directory, isBundled: false) }
    var database: String { directory.appendingPathComponent("user.sqlite").path }

    func makeDirectory(mode: Int = 0o700) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: directory.path)
    }

    func decision() async -> StartDecision {
        let decision = await StartDecision.userData(at: location)
        await LiveDependencies.closeUserData()
        return decision
    }

    @Test func aNewFolderGoesOn() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        #expect(await decision() == .proceed)
        #expect(FileManager.default.fileExists(atPath: database))
    }

    @Test func aFileThatIsNotADatabaseStopsAndIsLeftAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        let garbage = Data("not a database, a note someone saved here\n".utf8)
        try garbage.write(to: URL(filePath: database))
        let decision = await decision()
        guard case .stop(let message?, let status) = decision else { Issue.record("\(decision)"); return }
        #expect(status == 1)
        #expect(message.contains(database), "\(message)")
        #expect(FileManager.default.contents(atPath: database) == garbage)
    }

    @Test func aDatabaseFromANewerVersionStopsAndNamesItsWriter() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        #expect(await decision() == .proceed)
        let queue = try DatabaseQueue(path: database)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 from the future')")
            try db.execute(sql: "INSERT OR REPLACE INTO schemaInfo (key, value) VALUES ('writtenBy', 'yumeguri 99.0.0')")
        }
        try queue.close()
        let decision = await decision()
        let expected = UserDataError.newerSchema(path: database, writtenBy: "yumeguri 99.0.0", migration: "v99 from the future")
        #expect(decision == .stop(message: expected.description, status: 1))
    }

    @Test func aFolderOthersCanWriteStops() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory(mode: 0o777)
        let decision = await decision()
        guard case .stop(let message?, 1) = decision else { Issue.record("\(decision)"); return }
        #expect(message.contains("777"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: database), "nothing is written into it")
    }

    /// Only root can give a folder to someone else; elsewhere the check is the one above.
    @Test(.enabled(if: getuid() == 0)) func aFolderThatBelongsToSomeoneElseStops() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        #expect(chown(directory.path, 4321, 4321) == 0)
        let decision = await decision()
        guard case .stop(let message?, 1) = decision else { Issue.record("\(decision)"); return }
        #expect(message.contains("4321"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @MainActor @Test func aConfigThatDoesNotParseStopsWithItsProblemAndTheHint() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        let file = directory.appendingPathComponent("config.toml")
        try Data("theme = \"plaid\"\n[keys.nowhere]\n".utf8).write(to: file)
        let (config, decision) = StartDecision.config { () throws(ConfigError) in try ConfigFile.load(file, tables: KeyTables.all) }
        #expect(config == nil)
        guard case .stop(let message?, 2) = decision else { Issue.record("\(decision)"); return }
        #expect(message.hasPrefix(file.path + ":1:"), "\(message)")
        #expect(message.hasSuffix("`yumeguri config default` で正しい設定ファイルを表示します)"), "\(message)")
        let valid = StartDecision.config { AppConfig() }
        #expect(valid.config == AppConfig())
        #expect(valid.decision == .proceed)
    }

    @Test func aSignalDuringTheStartEndsItWithTheShellsStatus() {
        #expect(StartDecision.signal(nil) == .proceed)
        #expect(StartDecision.signal(15) == .stop(message: nil, status: 143))
        #expect(StartDecision.signal(2) == .stop(message: nil, status: 130))
    }
}
