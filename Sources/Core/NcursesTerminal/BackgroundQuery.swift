import Foundation
import TerminalKit

/// Asks the controlling terminal for its background colour (OSC 11) before curses takes it, for
/// `--theme auto`. The terminal's own answer beats `COLORFGBG`, which few terminals set.
public enum BackgroundQuery {
    /// The background colour, or nil when there is no terminal, it does not say, or it is silent
    /// for `timeout` (a device-attributes reply ends the wait early on terminals that never answer).
    public static func ask(timeout: Duration = .milliseconds(300)) -> RGB? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        // Without canonical mode and echo the reply is neither held for a newline nor shown.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer {
            // A reply that arrives after we stop listening must not reach curses as keys.
            tcflush(fd, TCIFLUSH)
            var restore = saved
            tcsetattr(fd, TCSANOW, &restore)
        }
        let query = BackgroundReply.query
        guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else { return nil }

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while received.count < 4096 {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            let (seconds, attoseconds) = left.components
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            switch BackgroundReply.parse(received) {
            case .color(let color): return color
            case .unsupported: return nil
            case .incomplete: continue
            }
        }
        return nil
    }
}
