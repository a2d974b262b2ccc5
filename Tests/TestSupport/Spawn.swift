import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid. (Foundation's Process left
/// `tmux new-session` clients unreaped under the test runner, so waiting hung.)
public enum Spawn {
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended the process, as a shell reports it.
        public var status: Int32
        public var output: String
        public var error: String
    }

    /// The test process's environment in Japanese messages (issue 32: the binary picks its language
    /// from the locale, and the suites assert the Japanese texts unless they ask for English):
    /// `LC_MESSAGES` decides once `LC_ALL` is out of the way; the ambiguous width reads neither.
    public static var japaneseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = "ja_JP.UTF-8"
        return environment
    }

    public static func run(_ arguments: [String], environment: [String: String] = Spawn.japaneseEnvironment) throws -> Result {
        let outPath = temporaryPath("spawn-out")
        let errPath = temporaryPath("spawn-err")
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
        let pid = try launch(arguments, environment: environment, actions: &actions)
        return Result(
            status: waitForExit(pid),
            output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    static func temporaryPath(_ prefix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    /// posix_spawnp with `actions`; the caller must reap the child with `waitForExit`.
    static func launch(_ arguments: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t) throws -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // A child starts with no signals blocked and every handler at its default, as from a shell.
        // Inherited from the test runner's threads (which block nearly everything), a blocked
        // SIGCHLD kept each `tmux new-session` server alive after `kill-server`: one leaked per test.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        return pid
    }

    /// Reaps `pid`: its exit status, or 128 + the signal that ended it.
    static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
