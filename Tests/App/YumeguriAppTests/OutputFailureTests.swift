import Foundation
import Testing
import TestSupport

/// Issue 34.4: a failed write is an error. Standard output on a full disk (/dev/full), a file
/// past `ulimit -f`, a file argument that is a full device, and a reader that went away.
@Suite(.timeLimit(.minutes(5))) struct OutputFailureTests {
    /// A data directory with `count` visits whose notes make the export about 200 bytes a row.
    static func directoryWithVisits(_ count: Int) throws -> (URL, [String: String]) {
        let directory = try PurchaseFaultTests.scratchDirectory()
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = directory.path
        let rows = (0..<count).map { "2024-05-\(String(format: "%02d", $0 % 28 + 1)),aist-2711,3,note \($0) " + String(repeating: "湯", count: 60) }
        let input = directory.appendingPathComponent("in.csv")
        try ("date,facility_id,rating,note\n" + rows.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let imported = try Spawn.run([TmuxSession.binary, "visits", "import", input.path], environment: environment)
        try #require(imported.status == 0, "\(imported.error)")
        return (directory, environment)
    }

    @Test(arguments: [
        ["visits", "export"], ["visits", "export", "--format", "json"], ["visits", "--json"], ["search", "", "--limit", "50"],
        ["search", "草津", "--json"], ["config", "default"], ["--version"], ["--about"], ["rallies"],
    ])
    func aFullDiskOnStandardOutputIsAnError(_ arguments: [String]) throws {
        let (directory, environment) = try Self.directoryWithVisits(3)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Spawn.run([TmuxSession.binary] + arguments, output: .path("/dev/full"), environment: environment)
        #expect(result.status == 1, "\(arguments): \(result.error)")
        let messages = result.error.split(separator: "\n").filter { $0.contains("標準出力に書き込めません") }
        #expect(messages == ["yumeguri: 標準出力に書き込めません: ディスクがいっぱいです"], "\(arguments): \(result.error)")
    }

    /// The issue's `plan ID --gpx > /dev/full`, and the other exports of a saved plan.
    @Test func aPlanExportOnAFullDiskIsAnError() throws {
        let (directory, environment) = try Self.directoryWithVisits(1)
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try Spawn.run([TmuxSession.binary, "plan", "new", "--from", "rally:sanmeisen"], environment: environment)
        try #require(made.status == 0, "\(made.error)")
        let listed = try Spawn.run([TmuxSession.binary, "plan", "list"], environment: environment)
        let id = try #require(listed.output.split(separator: " ").first.map(String.init), "\(listed.output)")
        for format in ["--gpx", "--geojson", "--json", nil] {
            let arguments = [TmuxSession.binary, "plan", id] + (format.map { [$0] } ?? [])
            let result = try Spawn.run(arguments, output: .path("/dev/full"), environment: environment)
            #expect(result.status == 1 && result.error.contains("標準出力に書き込めません: ディスクがいっぱいです"),
                    "\(format ?? "the timetable"): \(result.status) \(result.error)")
        }
    }

    /// `visits export /dev/full`. As root, on a node of the same device made for the test: the
    /// old code, run as root, renamed its temporary file over the device's name and so replaced
    /// the machine's /dev/full with a CSV file.
    @Test func aFullDeviceAsTheExportFileIsAnErrorAndNotReplaced() throws {
        let (directory, environment) = try Self.directoryWithVisits(3)
        defer { try? FileManager.default.removeItem(at: directory) }
        let node = directory.appendingPathComponent("full").path
        let device = geteuid() == 0 && mknod(node, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 ? node : "/dev/full"
        let result = try Spawn.run([TmuxSession.binary, "visits", "export", device], environment: environment)
        #expect(result.status == 1 && result.error.contains("\(device): 書き込めません: ディスクがいっぱいです"), "\(result.error)")
        #expect(!result.output.contains("書き出しました"), "\(result.output)")
        var info = stat()
        #expect(stat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
    }

    /// A file past the limit is reported, and the old file is left as it was (never half written).
    @Test func aFileSizeLimitKeepsTheOldFileWhole() throws {
        let (directory, environment) = try Self.directoryWithVisits(1_000)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("visits.csv")
        try "the old export\n".write(to: file, atomically: true, encoding: .utf8)
        let limit = 64 << 10
        let result = try Spawn.run([TmuxSession.binary, "visits", "export", file.path], output: .path("/dev/null"),
                                   fileSizeLimit: limit, environment: environment)
        #expect(result.status == 1 && result.error.contains("visits.csv: 書き込めません: ファイルサイズの上限 (ulimit -f) を超えます"),
                "\(result.status) \(result.error)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "the old export\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".part") }
        #expect(left.isEmpty, "no draft is left beside it: \(left)")

        // Standard output redirected to a file under the same limit: an error too, not exit 0.
        let redirected = directory.appendingPathComponent("redirected.csv")
        let piped = try Spawn.run([TmuxSession.binary, "visits", "export"], output: .path(redirected.path),
                                  fileSizeLimit: limit, environment: environment)
        #expect(piped.status == 1 && piped.error.contains("標準出力に書き込めません: ファイルサイズの上限"),
                "\(piped.status) \(piped.error)")

        // Without the limit the same export is written whole.
        let whole = try Spawn.run([TmuxSession.binary, "visits", "export", file.path], environment: environment)
        #expect(whole.status == 0, "\(whole.error)")
        #expect(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count == 1_001)
    }

    /// `| head`: the reader has gone; no message at all, and the status a shell gives SIGPIPE.
    @Test func aClosedPipeEndsQuietly() throws {
        let (directory, environment) = try Self.directoryWithVisits(1_000)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Spawn.run([TmuxSession.binary, "visits", "export"], output: .closedPipe, environment: environment)
        #expect(result.status == 141, "\(result.status)")
        #expect(result.error.isEmpty, "\(result.error)")
        // With SIGPIPE ignored (inherited so), each write meets EPIPE instead: the same quiet end.
        let ignoring = ["/bin/sh", "-c", "trap '' PIPE && exec \"$@\"", "sh", TmuxSession.binary, "visits", "export"]
        let quiet = try Spawn.run(ignoring, output: .closedPipe, environment: environment)
        #expect(quiet.status == 141, "\(quiet.status)")
        #expect(quiet.error.isEmpty, "\(quiet.error)")
    }
}
