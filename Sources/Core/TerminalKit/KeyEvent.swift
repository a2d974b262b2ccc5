/// The left button pressed, released or dragged, or the wheel turned, at a cell (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case press, release, drag, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// Turns mouse reporting on (button presses and releases, drags with the button held, SGR
    /// coordinates that work past column 223) or off again.
    public static func reporting(_ on: Bool) -> String {
        on ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    }
}

/// A key press, decoded from whatever the terminal sent.
public enum KeyEvent: Hashable, Sendable {
    /// Printable text: ASCII, Japanese, anything an input method commits.
    case character(Character)
    /// Ctrl plus a letter, as the lowercase letter (`Ctrl-D` is `.ctrl("d")`).
    case ctrl(Character)
    /// Alt (Meta) plus a key, sent as ESC and the key (readline's Alt-B, Alt-F).
    case alt(Character)
    case up, down, left, right
    case shiftUp, shiftDown
    case home, end, pageUp, pageDown
    case enter, backspace, delete, tab, backTab, escape
    /// The terminal changed size.
    case resize
    /// A click, a drag or the wheel (xterm's SGR mouse reports, decoded by `EscapeSequence`).
    case mouse(MouseEvent)


    /// How the key is written in help and the status bar.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .ctrl(let c): "Ctrl-\(String(c).uppercased())"
        case .alt(let c): "Alt-\(String(c).uppercased())"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .shiftUp: "Shift-↑"
        case .shiftDown: "Shift-↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .resize: "resize"
        case .mouse: "mouse"
        }
    }

    /// Decodes one `wget_wch` result. `isFunctionKey` is true when curses returned `KEY_CODE_YES`.
    public static func decode(_ code: UInt32, isFunctionKey: Bool, keys: CursesKeyCodes) -> KeyEvent? {
        if isFunctionKey {
            switch Int32(bitPattern: code) {
            case keys.up: return .up
            case keys.down: return .down
            case keys.left: return .left
            case keys.right: return .right
            case keys.shiftUp: return .shiftUp
            case keys.shiftDown: return .shiftDown
            case keys.home, keys.find: return .home
            case keys.end, keys.select: return .end
            case keys.pageUp: return .pageUp
            case keys.pageDown: return .pageDown
            case keys.enter: return .enter
            case keys.backspace: return .backspace
            case keys.delete: return .delete
            case keys.backTab: return .backTab
            case keys.resize: return .resize
            default: return nil
            }
        }
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26:
            return .ctrl(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0, 28...31, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}

/// The numeric codes curses uses for function keys (read from the curses headers by the backend).
public struct CursesKeyCodes: Sendable {
    public var up, down, left, right, shiftUp, shiftDown: Int32
    public var home, end, pageUp, pageDown: Int32
    public var enter, backspace, delete, backTab, resize: Int32
    /// Find and Select: where vt220's terminfo (and its kin's) puts the keys tmux and most
    /// terminals send for Home and End (`ESC [ 1 ~`, `ESC [ 4 ~`), so they mean Home and End here.
    public var find, select: Int32

    public init(up: Int32, down: Int32, left: Int32, right: Int32, shiftUp: Int32, shiftDown: Int32,
                home: Int32, end: Int32, pageUp: Int32, pageDown: Int32,
                enter: Int32, backspace: Int32, delete: Int32, backTab: Int32, resize: Int32,
                find: Int32, select: Int32) {
        self.up = up; self.down = down; self.left = left; self.right = right
        self.shiftUp = shiftUp; self.shiftDown = shiftDown
        self.home = home; self.end = end; self.pageUp = pageUp; self.pageDown = pageDown
        self.enter = enter; self.backspace = backspace; self.delete = delete; self.backTab = backTab; self.resize = resize
        self.find = find; self.select = select
    }
}
