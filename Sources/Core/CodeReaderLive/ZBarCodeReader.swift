import Foundation
import Subprocess
import UseCases

extension TicketCodeReader {
    /// `zbarimg --raw -q IMAGE` (zbar-tools, installed by `make deps`), run with swift-subprocess.
    /// The run belongs to the caller's task (the desk screen's check): cancelling it, or
    /// `ZBarRun.timeout` passing, ends zbarimg and whatever it started. Its output and errors are
    /// only ever read into memory (its dbus complaint once landed over the status bar), and it runs
    /// in a session of its own, with no terminal it could open.
    public static let zbarimg = TicketCodeReader(read: { typed throws(TicketCodeReaderError) in
        let path = ZBarRun.expanded(typed)
        try ZBarRun.checkRegularFile(path)
        let (output, failure, succeeded) = try await ZBarRun.run(path)
        let text = output.split(separator: "\n").first.map(String.init) ?? ""
        // zbarimg's own message, first line only: it may run over several.
        let reason = failure.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard succeeded, !text.isEmpty else { throw .unreadable(reason.isEmpty ? "no QR code found" : String(reason.prefix(200))) }
        return text
    }, fileExists: { typed in
        FileManager.default.fileExists(atPath: ZBarRun.expanded(typed))
    })
}

enum ZBarRun {
    static func expanded(_ typed: String) -> String { NSString(string: typed).expandingTildeInPath }

    /// A photo of a QR code decodes in well under a second alone; on a machine busy with builds
    /// zbarimg's start took over ten (a test saw it). Thirty bounds a hang, not a slow start.
    static let timeout: Duration = .seconds(30)

    /// Only a regular file is handed over: zbarimg blocked for ever reading a FIFO, and outlived the app.
    static func checkRegularFile(_ path: String) throws(TicketCodeReaderError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .missingFile(path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("\(path) is not a regular file (a FIFO, a device or a folder)") }
    }

    private struct TimedOut: Error {}

    static func run(_ path: String) async throws(TicketCodeReaderError) -> (output: String, error: String, succeeded: Bool) {
        do {
            return try await withThrowingTaskGroup(of: (output: String, error: String, succeeded: Bool).self) { group in
                group.addTask {
                    var options = PlatformOptions()
                    options.createSession = true
                    options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
                    let result = try await Subprocess.run(.name("zbarimg"), arguments: ["--raw", "-q", path], platformOptions: options,
                                                          input: .none, output: .string(limit: 64 * 1024), error: .string(limit: 64 * 1024))
                    return (result.standardOutput, result.standardError, result.terminationStatus.isSuccess)
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw TimedOut()
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw TimedOut() }
                return first
            }
        } catch is TimedOut {
            throw .unreadable("zbarimg did not answer within \(timeout.components.seconds) s and was stopped")
        } catch {
            throw .unreadable("zbarimg: \(String(describing: error).prefix(200))")
        }
    }
}
