import Foundation
import TerminalKit

/// Asks the controlling terminal, before curses takes it, what only the terminal knows: its
/// background colour (for `--theme auto`; better than `COLORFGBG`, which few terminals set) and
/// how many cells it gives an ambiguous-width character (for `--ambiguous`; better than guessing
/// from the locale). One round trip for both.
///
/// The question goes out with `start` and the answer is read with `finish`, so the app does its
/// own start-up work (the user database, the catalog's first page) while the terminal answers,
/// instead of waiting a round trip before the first frame.
public final class TerminalProbe {
    private let fd: Int32
    private let saved: termios
    private let deadline: ContinuousClock.Instant
    private var reply: TerminalProbeReply?

    /// Puts the terminal in no-echo mode and sends the question; nil when nothing is asked or there
    /// is no terminal to ask. The terminal stays in that mode until `finish`.
    public static func start(background: Bool, ambiguousWidth: Bool, timeout: Duration = .milliseconds(300)) -> TerminalProbe? {
        guard background || ambiguousWidth else { return nil }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else {
            close(fd)
            return nil
        }
        var raw = saved
        // Without canonical mode and echo the replies are neither held for a newline nor shown.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else {
            close(fd)
            return nil
        }
        let probe = TerminalProbe(fd: fd, saved: saved, deadline: ContinuousClock().now.advanced(by: timeout))
        let query = TerminalProbeReply.query(background: background, ambiguousWidth: ambiguousWidth)
        guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else {
            probe.reply = probe.restore(TerminalProbeReply())
            return nil
        }
        return probe
    }

    private init(fd: Int32, saved: termios, deadline: ContinuousClock.Instant) {
        self.fd = fd
        self.saved = saved
        self.deadline = deadline
    }

    deinit {
        // A probe dropped unanswered (start-up stopped early) still gives the terminal back its echo.
        if reply == nil { _ = restore(TerminalProbeReply()) }
    }

    /// Reads the answers until the terminal has said all it will or the time is up, then gives the
    /// terminal back as it was. Later calls return the same reply.
    public func finish() -> TerminalProbeReply {
        if let reply { return reply }
        let clock = ContinuousClock()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var reply = TerminalProbeReply()
        while received.count < 4096, !reply.isComplete {
            // Past the deadline, what has arrived is still read (without waiting): a start-up
            // slower than the deadline (a loaded machine) threw away the answer already there.
            let left = max(.zero, clock.now.duration(to: deadline))
            let (seconds, attoseconds) = left.components
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait = left > .zero ? Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 1 : 0
            let ready = poll(&poller, 1, wait)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            reply = TerminalProbeReply.parse(received)
        }
        let finished = restore(reply)
        self.reply = finished
        return finished
    }

    private func restore(_ reply: TerminalProbeReply) -> TerminalProbeReply {
        // A reply that arrives after we stop listening must not reach curses (or the shell) as keys.
        tcflush(fd, TCIFLUSH)
        var restore = saved
        tcsetattr(fd, TCSANOW, &restore)
        close(fd)
        return reply
    }
}
