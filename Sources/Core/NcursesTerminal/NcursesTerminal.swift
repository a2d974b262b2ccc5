import CNcursesw
import Foundation
import Localization
import TerminalKit

/// The real terminal, through ncursesw's wide-character API.
@MainActor
public final class NcursesTerminal: Terminal {
    public enum StartError: Error, CustomStringConvertible {
        case notATerminal
        case cannotInitialise(term: String)

        public var description: String {
            switch self {
            case .notATerminal: TerminalStartText.notATerminal.text
            case .cannotInitialise(let term): (term.isEmpty ? TerminalStartText.termUnset : .cannotInitialise(term: term)).text
            }
        }
    }

    public private(set) var size: Size
    private let theme: Theme
    private var lastFrame: Canvas?
    private var forceRepaint = true
    private var colorPairs: [ColorPairKey: Int16] = [:]
    private var colorsAvailable = false
    /// Chosen once colours are started: the theme's colours for what the terminal can show.
    private var colorDepth = ColorDepth.full
    private var isShutDown = false
    private let keys = NcursesTerminal.keyCodes
    private let input = InputWatcher()
    private let signals = SignalWatcher.shared

    /// Whether clicks, drags and the wheel are reported (`--no-mouse` and `mouse = false` turn it off).
    private let mouse: Bool

    public init(theme: Theme, mouse: Bool = true, ambiguous: AmbiguousWidth = .narrow) throws(StartError) {
        guard ygr_is_tty() != 0 else { throw .notATerminal }
        cursesAmbiguousIsWide.store(ambiguous == .wide, ordering: .relaxed)
        _ = ygr_use_utf8_locale()
        if getenv("ESCDELAY") == nil { set_escdelay(25) }
        ygr_install_crash_guard()
        // Before curses: it installs its own handlers (which exit 1) only for signals still at
        // their default action.
        signals.install()
        guard ygr_newterm() != nil else {
            throw .cannotInitialise(term: ProcessInfo.processInfo.environment["TERM"] ?? "")
        }
        self.theme = theme
        self.mouse = mouse
        raw()
        noecho()
        nonl()
        _ = ygr_keypad()
        _ = ygr_nodelay()
        if theme.usesColor, has_colors() {
            start_color()
            use_default_colors()
            colorsAvailable = true
            colorDepth = ColorDepth(colors: Int(ygr_colors()))
        }
        curs_set(0)
        size = Size(width: Int(ygr_max_x()), height: Int(ygr_max_y()))
        if mouse { ygr_write_control(MouseEvent.reporting(true)) }
    }

    @discardableResult
    public func updateSize() -> Size {
        let current = Size(width: Int(ygr_max_x()), height: Int(ygr_max_y()))
        if current != size {
            size = current
            invalidate()
        }
        return current
    }

    /// Keys as curses decodes them, periodic size checks, hang-up and every terminating signal.
    /// The watcher thread only says that input is waiting; the keys are read here, on the main
    /// actor, because curses is not thread-safe.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
        let input = self.input
        input.start { event in
            switch event {
            case .input:
                DispatchQueue.main.async { MainActor.assumeIsolated { self.readBatch(into: continuation) { input.resume() } } }
            case .tick:
                // A resize is only noticed when curses reads (it turns SIGWINCH into KEY_RESIZE).
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        while let key = self.readKey() { continuation.yield(.key(key)) }
                        continuation.yield(.checkSize)
                    }
                }
            case .hangUp: continuation.yield(.hangUp)
            }
        }
        signals.start { number in continuation.yield(.signal(number)) }
        return stream
    }

    /// The most keys read in one turn of the main queue: a paste of a megabyte is read in turns
    /// of a few milliseconds, so a signal (handled on the same queue) never waits behind it.
    static let keysPerTurn = 4096

    /// Reads what is waiting, coalesced (`KeyCoalescing`), a turn at a time; `done` once it is all read.
    private func readBatch(into continuation: AsyncStream<TerminalEvent>.Continuation, then done: @escaping @Sendable () -> Void) {
        var keys: [KeyEvent] = []
        while keys.count < Self.keysPerTurn, let key = readKey() { keys.append(key) }
        var events = KeyCoalescing.events(keys)
        // A full turn of plain characters is a paste in progress: the rest of it is read in bulk.
        if keys.count == Self.keysPerTurn, case .character = keys.last, pending.isEmpty {
            let text = drainText(limit: Self.pasteScalarsPerTurn)
            if !text.isEmpty {
                if case .paste(let head) = events.last { events[events.count - 1] = .paste(head + text) } else { events.append(.paste(text)) }
            }
        }
        for event in events { continuation.yield(event) }
        guard keys.count == Self.keysPerTurn else { return done() }
        DispatchQueue.main.async { MainActor.assumeIsolated { self.readBatch(into: continuation, then: done) } }
    }

    static let pasteScalarsPerTurn = 1 << 20

    /// A paste in progress read straight from the terminal's input, 4 KB a `read`, instead of one
    /// byte a `read` through curses: a megabyte in milliseconds, so a Ctrl-C or a signal behind it
    /// is seen at once. Only called right after curses returned a plain character (a UTF-8
    /// character never starts a key sequence, so curses holds nothing unread). Stops at the first
    /// control character (Ctrl-C, Esc, Enter: it and what follows go back to be read as keys), when
    /// nothing more is waiting, or after `limit` characters.
    private func drainText(limit: Int) -> String {
        var text = String.UnicodeScalarView()
        var scalars = 0
        var carry: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        reading: while scalars < limit {
            var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            // A character cut between two reads waits a moment for its last bytes.
            guard poll(&poller, 1, carry.isEmpty ? 0 : 20) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            let bytes = carry + buffer[0..<count]
            let complete = UTF8Cut.completePrefix(bytes)
            carry = Array(bytes[complete...])
            let decoded = Array(String(decoding: bytes[..<complete], as: UTF8.self).unicodeScalars)
            for (index, scalar) in decoded.enumerated() {
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    pending.append(contentsOf: decoded[index...].map { ($0.value, false) })
                    break reading
                }
                text.append(scalar)
                scalars += 1
            }
        }
        if !carry.isEmpty { pending.append(contentsOf: String(decoding: carry, as: UTF8.self).unicodeScalars.map { ($0.value, false) }) }
        return String(text)
    }

    @discardableResult
    public func draw(_ frame: Canvas) -> Int {
        let cursor = frame.cursor
        if forceRepaint {
            lastFrame = nil
            _ = ygr_erase()
            _ = ygr_clear_all()
            forceRepaint = false
        }
        let changes = FrameDiff.changes(from: lastFrame, to: frame)
        var buffer = [wchar_t](repeating: 0, count: 6)
        // Neighbouring cells mostly share a style: resolved and paired once per run of them
        // instead of once per cell (a dictionary lookup each, a tenth of a full frame's drawing).
        var lastStyle: (style: Style, attributes: attr_t, pair: Int16)?
        for change in changes {
            // The canvas already holds only what a cell can show (CellGlyph); a cell made some
            // other way is held to the same rule rather than cut at five code points.
            var count = 0
            for scalar in CellGlyph.drawable(change.cell.character).unicodeScalars where count < CellGlyph.maxScalars {
                buffer[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            buffer[count] = 0
            let drawn: (style: Style, attributes: attr_t, pair: Int16)
            if let lastStyle, lastStyle.style == change.cell.style {
                drawn = lastStyle
            } else {
                let resolved = theme.resolve(change.cell.style, depth: colorDepth)
                drawn = (change.cell.style, attributes(resolved), pair(for: resolved))
                lastStyle = drawn
            }
            _ = ygr_put_cell(Int32(change.y), Int32(change.x), buffer, drawn.attributes, drawn.pair)
        }
        if let cursor, frame.bounds.contains(cursor) {
            curs_set(1)
            _ = ygr_move(Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        _ = ygr_refresh()
        lastFrame = frame
        return changes.count
    }

    public func invalidate() { forceRepaint = true }

    public func copyToClipboard(_ text: String) {
        // After curses' own output, so the sequence never lands inside a half-written frame.
        let bytes = Array(Self.clipboardSequence(text).utf8)
        let total = bytes.count
        var written = 0
        while written < total {
            let result = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress.map { $0 + written }, total - written) }
            if result > 0 { written += result } else if result < 0 && errno == EINTR { continue } else { break }
        }
    }

    /// Codes read ahead while decoding an escape sequence and not part of it.
    private var pending: [(code: UInt32, isFunctionKey: Bool)] = []

    private func nextCode() -> (code: UInt32, isFunctionKey: Bool)? {
        if !pending.isEmpty { return pending.removeFirst() }
        var value: wint_t = 0
        let result = ygr_get_wch(&value)
        if result == ERR { return nil }
        return (UInt32(value), result == ygr_key_code_yes())
    }

    static let sequenceWaitMilliseconds: Int32 = 25

    public func readKey() -> KeyEvent? {
        while let (code, isFunctionKey) = nextCode() {
            if !isFunctionKey && code == 27 {
                // What follows an ESC arrives with it; curses did not recognise the sequence.
                switch decodeSequence(after: []) {
                case .some(.some(let key)): return key
                case .some(.none): continue
                case .none: return .escape
                }
            }
            if isFunctionKey && Int32(bitPattern: code) == ygr_key_mouse() {
                // Terminfo's kmous for xterm is `ESC [ <`: curses has taken that much of an SGR
                // mouse report and left the rest (`b;x;yM`) unread, since yumeguri reads the
                // reports itself rather than through curses' mouse API.
                if case .some(.some(let key)) = decodeSequence(after: [0x5B, 0x3C]) { return key }
                continue
            }
            if let key = KeyEvent.decode(code, isFunctionKey: isFunctionKey, keys: keys) {
                if key == .resize { _ = updateSize() }
                return key
            }
            // Unknown codes are dropped and the next one is read.
        }
        return nil
    }

    /// Reads the rest of a sequence that started with ESC and `start`: the key it means (nil inside
    /// when it is known but ignored), or nil when it is no sequence (the ESC is a key of its own,
    /// and what was read after it is read again).
    private func decodeSequence(after start: [UInt32]) -> KeyEvent?? {
        var following = start
        while true {
            switch EscapeSequence.decode(following) {
            case .key(let key, let length):
                pending.insert(contentsOf: following.dropFirst(length).map { ($0, false) }, at: 0)
                return .some(key)
            case .none:
                pending.insert(contentsOf: following.dropFirst(start.count).map { ($0, false) }, at: 0)
                return nil
            case .incomplete:
                // A sequence can arrive in pieces (over ssh, or typed in by tmux send-keys): its
                // rest is waited for as briefly as curses waits after an Esc.
                let rest = following.dropFirst(start.count).map { (code: $0, isFunctionKey: false) }
                guard let next = nextCode() ?? (ygr_wait_for_input(Self.sequenceWaitMilliseconds) == 1 ? nextCode() : nil) else {
                    pending.insert(contentsOf: rest, at: 0)
                    return nil
                }
                guard !next.isFunctionKey else {
                    pending.insert(contentsOf: rest + [next], at: 0)
                    return nil
                }
                following.append(next.code)
            }
        }
    }

    public func suspend() {
        if mouse { ygr_write_control(MouseEvent.reporting(false)) }
        endwin()
        ygr_suspend_self()
        // Continued by `fg`: the shell has put the terminal back in its own (cooked) mode, so raw
        // mode is restored explicitly before repainting everything.
        reset_prog_mode()
        if mouse { ygr_write_control(MouseEvent.reporting(true)) }
        _ = ygr_refresh()
        _ = updateSize()
        invalidate()
    }

    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        input.stop()
        if mouse { ygr_write_control(MouseEvent.reporting(false)) }
        curs_set(1)
        endwin()
        ygr_restore_saved_termios()
    }

    // MARK: Colours and attributes

    private struct ColorPairKey: Hashable { var fg: TerminalColor; var bg: TerminalColor }

    private func pair(for style: ResolvedStyle) -> Int16 {
        guard colorsAvailable, style.foreground != .default || style.background != .default else { return 0 }
        let key = ColorPairKey(fg: style.foreground, bg: style.background)
        if let existing = colorPairs[key] { return existing }
        let next = Int16(colorPairs.count + 1)
        guard Int32(next) < ygr_color_pairs() else { return 0 }
        let colors = Int(ygr_colors())
        init_pair(next, style.foreground.index(forTerminalWith: colors), style.background.index(forTerminalWith: colors))
        colorPairs[key] = next
        return next
    }

    private func attributes(_ style: ResolvedStyle) -> attr_t {
        var attrs = ygr_a_normal()
        if style.bold { attrs |= ygr_a_bold() }
        if style.dim { attrs |= ygr_a_dim() }
        if style.reverse { attrs |= ygr_a_reverse() }
        if style.underline { attrs |= ygr_a_underline() }
        return attrs
    }

    /// The function-key codes of the linked curses library.
    public nonisolated static var keyCodes: CursesKeyCodes {
        CursesKeyCodes(
            up: ygr_key_up(), down: ygr_key_down(), left: ygr_key_left(), right: ygr_key_right(),
            shiftUp: ygr_key_sr(), shiftDown: ygr_key_sf(), home: ygr_key_home(), end: ygr_key_end(),
            pageUp: ygr_key_ppage(), pageDown: ygr_key_npage(), enter: ygr_key_enter(),
            backspace: ygr_key_backspace(), delete: ygr_key_dc(), backTab: ygr_key_btab(), resize: ygr_key_resize(),
            find: ygr_key_find(), select: ygr_key_select()
        )
    }
}
