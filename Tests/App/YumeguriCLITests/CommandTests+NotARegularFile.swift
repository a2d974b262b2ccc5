import Foundation
import Testing
@testable import YumeguriCLI

/// Issue 34.10: `doctor` hung when user.sqlite was a FIFO (the issuer key's check opened it with
/// SQLite, which waits for a writer for ever). It says what is there and exits 1.
extension CommandTests {
    @Test func doctorRefusesAFIFOAsTheUserDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("user.sqlite").path, 0o600) == 0)
        let run = await CommandRunner.run(["doctor"], dataDirectory: directory)
        #expect(run.exitCode == 1)
        #expect(run.output.contains("user.sqlite を使えません: 通常のファイルではありません"), "\(run.output)")
        // No repair is offered, nor tried: there is no database to copy and rebuild.
        #expect(!run.output.contains("--repair"), "\(run.output)")
        let repair = await CommandRunner.run(["doctor", "--repair"], dataDirectory: directory)
        #expect(repair.exitCode == 1)
        #expect(!repair.output.contains("写しを残しました"), "\(repair.output)")
    }
}
