import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid. (Foundation's Process left
/// `tmux new-session` clients unreaped under the test runner, so waiting hung.)
public enum Spawn {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var error: String
    }

    public static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let outPath = directory.appendingPathComponent("spawn-out-\(UUID().uuidString)").path
        let errPath = directory.appendingPathComponent("spawn-err-\(UUID().uuidString)").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(
            status: exitStatus,
            output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}
