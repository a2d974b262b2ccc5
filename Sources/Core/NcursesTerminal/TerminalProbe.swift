import Foundation
import TerminalKit

/// Asks the controlling terminal, before curses takes it, what only the terminal knows: its
/// background colour (for `--theme auto`; better than `COLORFGBG`, which few terminals set) and
/// how many cells it gives an ambiguous-width character (for `--ambiguous`; better than guessing
/// from the locale). One round trip for both.
public enum TerminalProbe {
    /// The answers, or an empty reply when there is no terminal or it stays silent for `timeout`.
    public static func ask(background: Bool, ambiguousWidth: Bool, timeout: Duration = .milliseconds(300)) -> TerminalProbeReply {
        guard background || ambiguousWidth else { return TerminalProbeReply() }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return TerminalProbeReply() }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return TerminalProbeReply() }
        var raw = saved
        // Without canonical mode and echo the replies are neither held for a newline nor shown.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return TerminalProbeReply() }
        defer {
            // A reply that arrives after we stop listening must not reach curses as keys.
            tcflush(fd, TCIFLUSH)
            var restore = saved
            tcsetattr(fd, TCSANOW, &restore)
        }
        let query = TerminalProbeReply.query(background: background, ambiguousWidth: ambiguousWidth)
        guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else { return TerminalProbeReply() }

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var reply = TerminalProbeReply()
        while received.count < 4096, !reply.isComplete {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let (seconds, attoseconds) = left.components
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            reply = TerminalProbeReply.parse(received)
        }
        return reply
    }
}
