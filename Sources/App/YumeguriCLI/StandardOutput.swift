import Entities
import Foundation
import Localization
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Every byte a command writes on standard output goes through here, with write(2), so a failed
/// write is seen: `Swift.print` went through stdio's buffer, whose errors nobody reads (exit
/// flushes it and drops the result), and `visits export > /dev/full` exited 0.
///
/// The first failure stops all later writes (a full disk gets one message, not one per line)
/// and `finish` turns it into the command's exit status. A reader that went away (EPIPE: `| head`)
/// is not the command's fault: no message, and the status a shell gives a process SIGPIPE ended
/// (141), which is what happens anyway when SIGPIPE is not ignored.
enum StandardOutput {
    /// What is held back while output goes to a file or pipe: large writes, few system calls.
    /// A terminal gets each piece at once, as stdio's line buffering did.
    static let bufferLimit = 64 << 10

    private struct State {
        var pending: [UInt8] = []
        var failure: Int32?
    }
    private static let state = Mutex(State())
    private static let toTerminal = isatty(STDOUT_FILENO) == 1

    static func write(_ text: String) {
        state.withLock { state in
            guard state.failure == nil else { return }
            state.pending.append(contentsOf: text.utf8)
            if toTerminal || state.pending.count >= bufferLimit { flush(&state) }
        }
    }

    /// Writes out what is held (before a message on stderr, so the two keep their order in a shared file).
    static func flush() { state.withLock { flush(&$0) } }

    /// The first write error so far (an errno), after writing out what is held.
    static func failure() -> Int32? {
        state.withLock { state in
            flush(&state)
            return state.failure
        }
    }

    private static func flush(_ state: inout State) {
        guard state.failure == nil, !state.pending.isEmpty else { return }
        state.failure = state.pending.withUnsafeBytes { RawOutput.writeAll(STDOUT_FILENO, $0) }
        state.pending.removeAll(keepingCapacity: state.pending.count <= bufferLimit)
    }

    /// `status` as the command left it, unless standard output failed: then the message (once)
    /// and 1, or 141 for a reader that went away.
    static func finish(_ status: Int32) -> Int32 {
        guard let code = failure() else { return status }
        if code == EPIPE { return 128 + SIGPIPE }
        CLIOutput.error(CLIText.cannotWriteStandardOutput(RawOutput.describe(errno: code)).text)
        return status == 0 ? 1 : status
    }
}

/// write(2) to the end, and what its errors mean to a user.
enum RawOutput {
    /// Writes every byte, through short writes and interruptions; the errno that stopped it, or nil.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A write that took nothing and said no error: a device that takes no more.
            if written == 0 { return ENOSPC }
            next += written
            left -= written
        }
        return nil
    }

    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #else
    private static let systemWrite = Darwin.write
    #endif

    static func describe(errno code: Int32) -> String {
        switch code {
        // SIGXFSZ is ignored (`ignoreFileSizeSignal`) so that this is an error and not a core dump.
        case EFBIG: CLIText.fileSizeLimit.text
        default: FileProblem.describe(errno: code)
        }
    }

    /// Past `ulimit -f`, the kernel sends SIGXFSZ, whose default ends the process with a core dump
    /// and no word of what happened; ignored, the write fails with EFBIG and is reported.
    static func ignoreFileSizeSignal() { signal(SIGXFSZ, SIG_IGN) }
}
