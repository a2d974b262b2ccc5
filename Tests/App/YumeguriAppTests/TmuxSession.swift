import Foundation
import TestSupport
import Testing

/// A real terminal for end-to-end tests: a tmux server on a private socket, one window.
/// Waiting is always for something on screen (or a process to end), with a deadline.
final class TmuxSession {
    let socket: String
    let dataDirectory: URL
    private(set) var started = false
    /// A second session on another's data directory (two instances) leaves the folder to its owner.
    private let ownsDataDirectory: Bool

    static var binary: String {
        if let explicit = ProcessInfo.processInfo.environment["YUMEGURI_BIN"] { return explicit }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/yumeguri").path
    }

    /// The measuring tools (fuzz, layout, purchase and pass runs), built beside the app.
    static var benchBinary: String {
        if let explicit = ProcessInfo.processInfo.environment["YUMEGURI_BENCH_BIN"] { return explicit }
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("yumeguri-bench").path
    }

    init() throws {
        socket = "yumeguri-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        ownsDataDirectory = true
    }

    /// Another terminal on `other`'s data directory: a second yumeguri instance on the same files.
    init(sharing other: TmuxSession) throws {
        socket = "yumeguri-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        dataDirectory = other.dataDirectory
        ownsDataDirectory = false
    }

    deinit {
        _ = try? Self.run("tmux", ["-L", socket, "kill-server"])
        // The server leaves its socket file behind; hundreds of runs should not leave hundreds.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
        if ownsDataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }

    /// Starts a shell in a `width`×`height` window; commands are then typed into it. `messages` is
    /// the shell's `LC_MESSAGES`, which picks the app's language (issue 32) and nothing else: the
    /// ambiguous width reads `LC_CTYPE` and `LANG`, which stay `C.UTF-8`.
    func startShell(width: Int = 100, height: Int = 30, messages: String = "ja_JP.UTF-8") throws {
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                  "env", "-i", "PATH=/usr/bin:/bin", "HOME=\(dataDirectory.path)", "TERM=xterm-256color", "LANG=C.UTF-8",
                  "LC_MESSAGES=\(messages)",
                  "PS1=$ ", "bash", "--norc", "--noprofile"])
        try tmux(["set-option", "-g", "status", "off"])
        started = true
    }

    /// Types a command line into the shell and presses Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-l", line])
        try tmux(["send-keys", "Enter"])
    }

    /// Starts yumeguri with a private data dir; `exitMarker` lines let tests see its exit code.
    func launch(_ arguments: String = "") throws {
        try type("\(Self.binary) --data-dir \(dataDirectory.path) \(arguments); echo EXIT=$?")
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Sends bytes exactly as a terminal would (a mouse report): `send-keys -l` would let tmux
    /// take an escape sequence as its own input.
    func sendBytes(_ text: String) throws {
        try tmux(["send-keys", "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// A click of the left button at a cell, 0-based, as xterm reports it (SGR).
    func click(x: Int, y: Int) throws {
        try sendBytes("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    /// Pastes a file's contents as a terminal pastes (tmux's paste buffer, line feeds as they are).
    func paste(file: String) throws {
        try tmux(["load-buffer", file])
        try tmux(["paste-buffer", "-d", "-r"])
    }

    /// Types literal text (Japanese included) as the terminal would receive it from an input method.
    func typeText(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// Fills a form the way a user does: each value typed into its field, `Tab` to the next.
    func fillFields(_ values: [String]) throws {
        for (index, value) in values.enumerated() {
            if index > 0 { try keys("Tab") }
            try typeText(value)
        }
    }

    /// kill -9 of this session's app (matched by its data directory): no handler runs, nothing is
    /// flushed or restored, as in a crash or a power-off of the process.
    /// kill -9 of the app by its pid: the child of this pane's shell (never by name, which could
    /// hit another test run's app).
    func killApp() throws {
        let shell = try format("#{pane_pid}")
        let children = try Spawn.run(["pgrep", "-P", shell]).output.split(separator: "\n")
        for child in children { _ = try Spawn.run(["kill", "-KILL", String(child)]) }
    }

    /// Ctrl-C, then waits for the shell to report the app's exit status.
    func quit(expecting marker: String = "EXIT=0", sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("C-c")
        try waitFor(text: marker, sourceLocation: sourceLocation)
    }

    /// Waits until the app has left the terminal and the shell shows its prompt again, so that what is
    /// typed next reaches the shell, not an app that is still reading its input while it exits.
    func waitForShellPrompt(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor("the shell prompt", sourceLocation: sourceLocation) { screen in
            let lastLine = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
            return lastLine.map { $0.trimmingCharacters(in: .whitespaces) == "$" } == true
                && (try? self.format("#{alternate_on}")) == "0"
        }
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

    /// Lets the app's OSC 52 copies into tmux's paste buffers, as a user's `set -g set-clipboard on` does.
    func allowClipboard() throws { try tmux(["set-option", "-g", "set-clipboard", "on"]) }

    /// The newest paste buffer: what the app last copied with OSC 52 (empty when none).
    func pasteBuffer() throws -> String { (try? tmux(["show-buffer"])) ?? "" }

    /// The screen with its colours and attributes as escape sequences.
    func styledScreen() throws -> String { try tmux(["capture-pane", "-p", "-e"]) }

    /// The window's background colour, which tmux then reports to an OSC 11 query.
    func setBackground(_ color: String) throws { try tmux(["set-option", "-g", "window-style", "bg=\(color)"]) }

    /// A tmux format of the pane (`#{alternate_on}`, `#{cursor_flag}`), trimmed.
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`; fails the test with the screen if it never does.
    @discardableResult
    /// With `styled`, the capture keeps its escape sequences (a painted QR code is only styled spaces).
    func waitFor(_ what: String, timeout: Duration = .seconds(20), styled: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var last = ""
        while clock.now < deadline {
            last = try styled ? styledScreen() : screen()
            if condition(last) { return last }
            usleep(50_000) // polling a real terminal for a condition, not ordering async work
        }
        Issue.record("timed out waiting for \(what); screen was:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits until every one of `texts` is on the screen, and none of `absent`, in one capture. A capture
    /// can land while a frame is half-written (tmux has the first lines of the new screen and the rest
    /// of the old one), so a test asserts only what it waited for.
    @discardableResult
    func waitFor(all texts: [String], none absent: [String] = [], timeout: Duration = .seconds(20),
                 sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let what = texts.map { "'\($0)'" }.joined(separator: " and ") + absent.map { " without '\($0)'" }.joined()
        return try waitFor(what, timeout: timeout, sourceLocation: sourceLocation) { screen in
            texts.allSatisfy(screen.contains) && !absent.contains(where: screen.contains)
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run("tmux", ["-L", socket] + arguments)
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Spawn.run([tool] + arguments).output
    }
}
