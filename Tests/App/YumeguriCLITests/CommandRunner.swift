import ArgumentParser
import Dependencies
import Foundation
import Repositories
import RepositoriesLive
import YumeguriCLI

/// Runs `yumeguri ARGUMENTS` in this process, as `main` would after parsing, with the live use
/// cases and stores (GRDB on a data directory of this test process) and the given host; returns
/// what it wrote and how it ended.
struct CommandRun {
    var output: String
    var error: String
    /// nil when `run` returned; otherwise what it threw (an `ExitCode`, a validation error, a
    /// `CommandFailure`, …), already reported in `error` as `main` reports it.
    var thrown: (any Error)?
    /// The status `main` would exit with.
    var exitCode: Int32
}

enum CommandRunner {
    /// One data directory for every command test in this process: the live catalog repository is
    /// made once per process for the first location it sees, as in the app.
    static let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("yumeguri-cli-tests-\(ProcessInfo.processInfo.processIdentifier)")

    static func run(_ arguments: [String], host: AppHost = .testValue, dataDirectory: URL = dataDirectory) async -> CommandRun {
        let capture = CLICapture()
        var thrown: (any Error)?
        var status: Int32 = 0
        await withDependencies {
            $0.context = .live
            $0.appHost = host
        } operation: {
            await CLIOutput.$capture.withValue(capture) {
                do {
                    var command = try YumeguriCommand.parseAsRoot(arguments + ["--data-dir", dataDirectory.path])
                    if var asyncCommand = command as? any AsyncParsableCommand {
                        try await asyncCommand.run()
                    } else {
                        try command.run()
                    }
                } catch {
                    thrown = error
                    status = YumeguriCommand.report(error)
                }
            }
        }
        return CommandRun(output: capture.output, error: capture.error, thrown: thrown, exitCode: status)
    }
}
