/// Key sequences that start with ESC and that curses did not decode: terminfo for one `TERM` lists
/// one spelling of Home or End, while tmux, screen, rxvt and the Linux console send others
/// (`ESC [ 1 ~`, `ESC [ 7 ~`, `ESC [ H`, `ESC O H`). Left to curses, `ESC [ 4 ~` arrived as Esc, `[`,
/// `4` and `~`: End switched to tab 4. This decodes what follows an ESC.
public enum EscapeSequence {
    public enum Result: Equatable, Sendable {
        /// A whole sequence of `length` codes after the ESC, meaning this key (nil: known but ignored,
        /// e.g. Insert or a function key).
        case key(KeyEvent?, length: Int)
        /// The codes so far may still become a sequence: read more if more are waiting.
        case incomplete
        /// Not a sequence: the ESC is a key of its own.
        case none
    }

    /// Decodes `codes`, the characters read after an ESC.
    public static func decode(_ codes: [UInt32]) -> Result {
        guard let first = codes.first else { return .incomplete }
        switch first {
        case 0x5B: return csi(codes)           // [
        case 0x4F: return ss3(codes)           // O
        case 0x1B: return .none                // ESC ESC: two Escapes
        default:
            // Alt plus a letter (readline's Alt-B, Alt-F) is ESC then the letter.
            if let scalar = Unicode.Scalar(first), scalar.properties.isAlphabetic || scalar.properties.numericType != nil,
               first < 0x80 {
                return .key(.alt(Character(scalar)), length: 1)
            }
            return .none
        }
    }

    /// `ESC O x`: SS3, as xterm sends Home, End and the arrows in application mode.
    private static func ss3(_ codes: [UInt32]) -> Result {
        guard codes.count >= 2 else { return .incomplete }
        let key: KeyEvent? = switch codes[1] {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x4D: .enter
        default: nil
        }
        return .key(key, length: 2)
    }

    /// `ESC [ params final`: CSI.
    private static func csi(_ codes: [UInt32]) -> Result {
        var index = 1
        // The Linux console's F1–F5 are `ESC [ [ A`…: consume them whole.
        if codes.count > 1, codes[1] == 0x5B {
            return codes.count >= 3 ? .key(nil, length: 3) : .incomplete
        }
        var parameters = ""
        while index < codes.count {
            let code = codes[index]
            if (0x30...0x3F).contains(code) {
                parameters.unicodeScalars.append(Unicode.Scalar(code) ?? "0")
                index += 1
                continue
            }
            guard (0x40...0x7E).contains(code) else { return .none }
            return .key(csiKey(parameters: parameters, final: code), length: index + 1)
        }
        return index > 16 ? .none : .incomplete
    }

    private static func csiKey(parameters: String, final: UInt32) -> KeyEvent? {
        if parameters.hasPrefix("<") { return mouse(parameters.dropFirst(), final: final) }
        let fields = parameters.split(separator: ";").map(String.init)
        let modifier = fields.count > 1 ? Int(fields[1]) ?? 1 : 1
        let shifted = modifier == 2
        switch final {
        case 0x41: return shifted ? .shiftUp : .up
        case 0x42: return shifted ? .shiftDown : .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x5A: return .backTab
        case 0x7E:
            switch Int(fields.first ?? "") {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// `ESC [ < b ; x ; y M` (pressed, or moved with a button held) or `m` (released), 1-based.
    /// The left button and the wheel are used; other buttons are read whole and ignored.
    private static func mouse(_ parameters: Substring, final: UInt32) -> KeyEvent? {
        let fields = parameters.split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3, final == 0x4D || final == 0x6D, fields[1] >= 1, fields[2] >= 1 else { return nil }
        let (button, x, y) = (fields[0], fields[1] - 1, fields[2] - 1)
        // Bits 2–4 are Shift, Meta and Ctrl: ignored.
        let kind: MouseEvent.Kind? = switch (button & ~0b11100, final) {
        case (0, 0x4D): .press
        case (0, 0x6D): .release
        case (32, 0x4D): .drag
        case (64, _): .wheelUp
        case (65, _): .wheelDown
        default: nil
        }
        return kind.map { .mouse(MouseEvent($0, x: x, y: y)) }
    }
}
