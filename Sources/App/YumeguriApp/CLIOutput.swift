import Foundation
import Synchronization
import TerminalKit

/// The one way the command line writes text: whatever came from data (names, notes, file contents,
/// error messages quoting them) goes through the same sanitiser as the canvas, so no escape
/// sequence, C1 control or BiDi override reaches the user's terminal. JSON keeps the data exact and
/// escapes those scalars instead.
enum CLIOutput {
    /// Human-readable lines on stdout.
    static func line(_ text: String, terminator: String = "\n") {
        Swift.print(TerminalText.sanitizedLines(text), terminator: terminator)
    }

    /// A message on stderr, prefixed `yumeguri: `.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("yumeguri: " + TerminalText.sanitizedLines(text) + "\n").utf8))
    }

    /// Data in a format without escapes (CSV): exact into a file or pipe, sanitised on a terminal.
    static func data(_ text: String) {
        if isatty(STDOUT_FILENO) == 1 {
            Swift.print(TerminalText.sanitizedLines(text), terminator: "")
        } else {
            Swift.print(text, terminator: "")
        }
    }

    /// Encoded JSON on stdout, control and BiDi scalars escaped.
    static func json(_ text: String, terminator: String = "\n") {
        Swift.print(TerminalText.jsonEscaped(text), terminator: terminator)
    }

    /// One line of progress on stderr, rewritten in place at most ten times a second, and only
    /// when stderr is a terminal (a log file gets the result, not the ticks). Safe to call from
    /// any thread: a catalog build reports from its worker threads.
    final class Progress: Sendable {
        private struct State {
            var lastShown = ContinuousClock.now - .seconds(1)
            var shown = false
        }
        private let enabled = isatty(STDERR_FILENO) == 1
        private let state = Mutex(State())

        func show(_ text: String) {
            guard enabled else { return }
            state.withLock { state in
                guard ContinuousClock.now - state.lastShown >= .milliseconds(100) else { return }
                state.lastShown = .now
                state.shown = true
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + TerminalText.sanitized(text)).utf8))
            }
        }

        func clear() {
            state.withLock { state in
                guard state.shown else { return }
                state.shown = false
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            }
        }
    }
}
