import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Spawn {
    /// Starts a program and returns at once: its standard output is a pipe the caller reads line by
    /// line while it runs, so a test can act (send a signal) at a chosen point of its output.
    /// Standard input is /dev/null, or `gate`'s pipe.
    public static func start(
        _ arguments: [String], environment: [String: String] = Spawn.japaneseEnvironment, gate: Gate? = nil
    ) throws -> Running {
        let pipeEnds = try closeOnExecPipe()
        let errorPath = temporaryPath("spawn-err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let gate {
            posix_spawn_file_actions_adddup2(&actions, gate.readEnd, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let pid: pid_t
        do {
            pid = try launch(arguments, environment: environment, actions: &actions)
        } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        close(pipeEnds[1])
        return Running(pid: pid, output: pipeEnds[0], errorPath: errorPath)
    }

    /// A child started by `start`. Reaped by `wait()`; if a test ends without waiting (a failed
    /// expectation threw), it is killed and reaped then, so no process outlives the test.
    public final class Running {
        public let pid: pid_t
        private var output: Int32
        private let errorPath: String
        private var unread: [UInt8] = []
        private var everything: [UInt8] = []
        private var endOfOutput = false
        private var result: Result?

        init(pid: pid_t, output: Int32, errorPath: String) {
            self.pid = pid
            self.output = output
            self.errorPath = errorPath
        }

        deinit {
            if result == nil {
                kill(pid, SIGKILL)
                _ = Spawn.waitForExit(pid)
            }
            if output >= 0 { close(output) }
            unlink(errorPath)
        }

        /// The next line of standard output (without its newline), or nil once the output has
        /// ended. Throws `Timeout` when no complete line comes within `timeout`.
        public func readLine(timeout: Duration = .seconds(60)) throws -> String? {
            let clock = ContinuousClock()
            let deadline = clock.now + timeout
            while true {
                if let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: unread[..<newline], as: UTF8.self)
                    unread.removeSubrange(...newline)
                    return line
                }
                if endOfOutput {
                    guard !unread.isEmpty else { return nil }
                    defer { unread.removeAll() }
                    return String(decoding: unread, as: UTF8.self)
                }
                let remaining = deadline - clock.now
                guard remaining > .zero else { throw Timeout(pid: pid, waited: timeout) }
                try fill(waitingAtMost: remaining)
            }
        }

        /// Sends `signal` (SIGKILL unless told) unless the child has been reaped already. A child
        /// that has exited but is not reaped keeps its pid, so this never reaches another process.
        public func send(_ signal: Int32 = SIGKILL) {
            guard result == nil else { return }
            kill(pid, signal)
        }

        /// Reads the output to its end and reaps the child. `output` is all of its standard
        /// output, including lines already returned by `readLine`.
        @discardableResult
        public func wait() throws -> Result {
            if let result { return result }
            while !endOfOutput { try fill(waitingAtMost: .seconds(60)) }
            let finished = Result(
                status: Spawn.waitForExit(pid),
                output: String(decoding: everything, as: UTF8.self),
                error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
            result = finished
            return finished
        }

        /// One read of whatever the pipe holds, after waiting up to `limit` for it to be readable.
        private func fill(waitingAtMost limit: Duration) throws {
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: max(1, limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready == 0 { throw Timeout(pid: pid, waited: limit) }
            if ready < 0 {
                if errno == EINTR { return }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { return }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if count == 0 {
                endOfOutput = true
                close(output)
                output = -1
                return
            }
            unread.append(contentsOf: buffer[..<count])
            everything.append(contentsOf: buffer[..<count])
        }
    }

    /// No output within the time allowed.
    public struct Timeout: Error, CustomStringConvertible {
        public var pid: pid_t
        public var waited: Duration
        public var description: String { "process \(pid) wrote no complete line within \(waited)" }
    }

    /// One pipe given as standard input to several children (`start(_:gate:)`) that read it to its
    /// end before going on: `open()` closes the only write end, which releases all of them at the
    /// same instant. This is how a test makes processes act at once without sleeping.
    public final class Gate {
        let readEnd: Int32
        private var writeEnd: Int32

        public init() throws {
            let ends = try closeOnExecPipe()
            readEnd = ends[0]
            writeEnd = ends[1]
        }

        public func open() {
            if writeEnd >= 0 { close(writeEnd) }
            writeEnd = -1
        }

        deinit {
            open()
            close(readEnd)
        }
    }

    /// A one-way channel whose ends are close-on-exec from the start: a program another test
    /// spawns meanwhile must not inherit the write end, or the reader would wait for an end of
    /// output that never comes. (`pipe2` is not visible from Swift's Glibc module, and `pipe` then
    /// `fcntl` leaves a window; a socket pair takes SOCK_CLOEXEC atomically.) [0] reads, [1] writes.
    static func closeOnExecPipe() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        // One-way, like a pipe: the reader never writes and the writer never reads.
        shutdown(ends[0], Int32(SHUT_WR))
        shutdown(ends[1], Int32(SHUT_RD))
        return ends
    }
}
