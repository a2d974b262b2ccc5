import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Spawn {
    /// Where a child's standard output goes.
    public enum Output: Sendable {
        /// A file or device opened for writing (`/dev/full`).
        case path(String)
        /// A pipe whose reading end is closed before the child starts: every write meets EPIPE
        /// (or SIGPIPE), as `| head` does once it has read enough.
        case closedPipe
    }

    /// Runs `arguments` with standard output at `output` and, when given, a file size limit
    /// (`ulimit -f`, in bytes) set in the child by the shell that execs it. Standard error is kept.
    public static func run(_ arguments: [String], output: Output, fileSizeLimit: Int? = nil,
                           environment: [String: String] = Spawn.japaneseEnvironment) throws -> Result {
        let errPath = temporaryPath("spawn-err")
        defer { unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var ends: [Int32] = [-1, -1]
        switch output {
        case .path(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .closedPipe:
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if ends[0] >= 0 { close(ends[0]) }
        // `ulimit -f` counts 512-byte blocks in POSIX sh.
        let command = fileSizeLimit.map { ["/bin/sh", "-c", "ulimit -f \(max(1, $0 / 512)) && exec \"$@\"", "sh"] + arguments } ?? arguments
        let pid: pid_t
        do {
            pid = try launch(command, environment: environment, actions: &actions)
        } catch {
            if ends[1] >= 0 { close(ends[1]) }
            throw error
        }
        if ends[1] >= 0 { close(ends[1]) }
        return Result(status: waitForExit(pid), output: "", error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}
