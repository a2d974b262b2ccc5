import Foundation
import Synchronization
import TerminalKit

/// The one way the command line writes text: whatever came from data (names, notes, file contents,
/// error messages quoting them) goes through the same sanitiser as the canvas, so no escape
/// sequence, C1 control or BiDi override reaches the user's terminal. JSON keeps the data exact and
/// escapes those scalars instead.
public enum CLIOutput {
    /// Where a command's text goes instead of stdout and stderr: a test running it in-process.
    @TaskLocal public static var capture: CLICapture?

    /// True while a test runs a command in-process (its text goes to the capture, not a terminal).
    public static var isCaptured: Bool { capture != nil }

    /// Human-readable lines on stdout.
    public static func line(_ text: String, terminator: String = "\n") {
        out(TerminalText.sanitizedLines(text) + terminator)
    }

    /// A message on stdout (a result, a finding): on a terminal it wraps at its width, the lines
    /// after the first two cells in; to a file or a pipe it is one line, as scripts grep it.
    public static func sentence(_ text: String) {
        if capture == nil, let width = MessageWrap.terminalWidth(STDOUT_FILENO) {
            out(MessageWrap.wrapped(text, prefix: "", hanging: 2, width: width) + "\n")
        } else {
            line(text)
        }
    }

    /// Rows of a listing, each exactly one line on stdout: a line break inside one (a stored name
    /// or note holding one) shows as ␊ instead of starting a line the data wrote (issue 34.9).
    public static func lines(_ rows: [String]) {
        out(rows.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
    }

    /// A message on stderr, prefixed `yumeguri: `.
    public static func error(_ text: String) {
        if let capture {
            capture.append(error: "yumeguri: " + TerminalText.sanitizedLines(text) + "\n")
        } else if let width = MessageWrap.terminalWidth(STDERR_FILENO) {
            standardError(MessageWrap.wrapped(text, prefix: "yumeguri: ", width: width) + "\n")
        } else {
            standardError("yumeguri: " + TerminalText.sanitizedLines(text) + "\n")
        }
    }

    /// A message on stderr without the prefix (a desk's verdict), wrapped like `error` on a terminal, its
    /// following lines two cells in.
    public static func notice(_ text: String) {
        if let capture {
            capture.append(error: TerminalText.sanitizedLines(text) + "\n")
        } else if let width = MessageWrap.terminalWidth(STDERR_FILENO) {
            standardError(MessageWrap.wrapped(text, prefix: "", hanging: 2, width: width) + "\n")
        } else {
            standardError(TerminalText.sanitizedLines(text) + "\n")
        }
    }

    /// A message on stderr as it is (ArgumentParser's usage errors and help), sanitised.
    public static func message(_ text: String) {
        let message = TerminalText.sanitizedLines(text) + "\n"
        if let capture { capture.append(error: message) } else { standardError(message) }
    }

    /// Data in a format without escapes (CSV): exact into a file or pipe, sanitised on a terminal.
    public static func data(_ text: String) {
        out(capture == nil && isatty(STDOUT_FILENO) == 1 ? TerminalText.sanitizedLines(text) : text)
    }

    /// Encoded JSON on stdout, control and BiDi scalars escaped.
    public static func json(_ text: String, terminator: String = "\n") {
        out(TerminalText.jsonEscaped(text) + terminator)
    }

    /// For an executable other than `yumeguri` (the bench): what stdout holds is written out, and
    /// `status` is returned unless that write failed (`StandardOutput.finish`). Without it a report
    /// piped to `tee` or a file was held back and lost at exit.
    public static func finish(_ status: Int32) -> Int32 { StandardOutput.finish(status) }

    /// What stdout holds goes first: in a file both streams share, lines stay in the order written.
    private static func standardError(_ message: String) {
        StandardOutput.flush()
        FileHandle.standardError.write(Data(message.utf8))
    }

    private static func out(_ text: String) {
        if let capture { capture.append(output: text) } else { StandardOutput.write(text) }
    }

    /// One line of progress on stderr, rewritten in place at most ten times a second, and only
    /// when stderr is a terminal (a log file gets the result, not the ticks). Safe to call from
    /// any thread: a catalog build reports from its worker threads.
    public final class Progress: Sendable {
        public init() {}

        private struct State {
            var lastShown = ContinuousClock.now - .seconds(1)
            var shown = false
        }
        private let enabled = isatty(STDERR_FILENO) == 1
        private let state = Mutex(State())

        public func show(_ text: String) {
            guard enabled else { return }
            state.withLock { state in
                guard ContinuousClock.now - state.lastShown >= .milliseconds(100) else { return }
                state.lastShown = .now
                state.shown = true
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + TerminalText.sanitized(text)).utf8))
            }
        }

        public func clear() {
            state.withLock { state in
                guard state.shown else { return }
                state.shown = false
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            }
        }
    }
}
