/// Keys as a person writes them in the config file: `j`, `J`, `Space`, `Enter`, `Esc`, `Tab`,
/// `Shift-Tab`, `Up`/`↑`, `PgDn`, `Home`, `Ctrl-F`, or any single character (Japanese too).
extension KeyEvent {
    private static let named: [String: KeyEvent] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "backtab": .backTab, "backspace": .backspace, "bs": .backspace,
        "del": .delete, "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "↑": .up, "↓": .down, "←": .left, "→": .right, "shift-up": .shiftUp, "shift-down": .shiftDown,
        "shift-↑": .shiftUp, "shift-↓": .shiftDown, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// Nil for a name that is no key (`Ctrl-1`, `Super-X`, an empty string, two characters).
    public init?(name: String) {
        if let key = Self.named[name.lowercased()] {
            self = key
            return
        }
        if name.count == 1, let character = name.first {
            // A control character or an escape byte is not a key a person can type by name.
            guard !character.unicodeScalars.contains(where: TerminalText.needsReplacement) else { return nil }
            self = .character(character)
            return
        }
        let lowered = name.lowercased()
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isASCII, letter.isLetter {
            self = .ctrl(letter)
            return
        }
        // What `config default` writes for readline's word moves (Alt-B): the terminal sends ESC
        // and the key as typed, so a letter is its lower case (the label shows it upper).
        if lowered.hasPrefix("alt-"), lowered.count == 5, let key = lowered.last, key.isASCII, !key.isWhitespace,
           !key.unicodeScalars.contains(where: TerminalText.needsReplacement) {
            self = .alt(key)
            return
        }
        return nil
    }

    /// The name `init(name:)` reads back: what `yumeguri config default` writes.
    public var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .shiftUp: "Shift-Up"
        case .shiftDown: "Shift-Down"
        default: label
        }
    }
}
