import Foundation
import TestSupport
import Testing

/// Issue 25.4: a terminating signal at any moment of start-up — before the probe, while it waits
/// for the terminal's answer with echo off, while curses sets up — leaves the terminal as it was:
/// the same termios (`stty -g`), the main screen, no mouse reporting. The signal is sent by a
/// shell at fixed delays after the start (the attack's timing, not a wait for async work).
@Suite(.serialized, .timeLimit(.minutes(5))) struct StartupSignalEndToEndTests {
    static let delays = ["0", "0.01", "0.03", "0.06", "0.1", "0.15", "0.25", "0.4"]

    /// (Not INT: a background job of a non-interactive shell starts with SIGINT ignored.)
    @Test(arguments: [("TERM", 143), ("HUP", 129)])
    func aSignalDuringStartUpLeavesTheTerminalAsItWas(signal: String, code: Int) throws {
        let tmux = try TmuxSession()
        try tmux.startShell()
        let directory = tmux.dataDirectory.path
        for (index, delay) in Self.delays.enumerated() {
            let marker = "R\(index)"
            // `</dev/tty`: a background job of a non-interactive shell would otherwise read /dev/null.
            let script = "stty -g > \(directory)/before; \(TmuxSession.binary) --data-dir \(directory) </dev/tty & pid=$!; "
                + "sleep \(delay); kill -\(signal) $pid; wait $pid; code=$?; stty -g > \(directory)/after; "
                // (The marker is split with quotes so that the echoed command line never matches it.)
                + "cmp -s \(directory)/before \(directory)/after && echo \(marker)\"\"=same-$code || echo \(marker)\"\"=changed-$code"
            try tmux.type("clear; sh -c '\(script)'")
            let screen = try tmux.waitFor("\(marker) after \(delay) s") { $0.contains("\(marker)=") }
            #expect(screen.contains("\(marker)=same-"), "termios changed by \(signal) after \(delay) s")
            // Killed by the signal before anything was set up, or ended by it with the terminal
            // restored — 128 + its number either way —, never 1 (curses' own handler) nor 0.
            #expect(screen.contains("\(marker)=same-\(code)"), "exit status after \(signal) at \(delay) s")
            #expect(try tmux.format("#{alternate_on}") == "0", "alternate screen after \(signal) at \(delay) s")
            #expect(try tmux.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}") == "000",
                    "mouse reporting after \(signal) at \(delay) s")
            try tmux.waitForShellPrompt()
        }
    }
}
