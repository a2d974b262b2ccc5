/// What a terminal answered to the questions yumeguri asks before curses takes it: its background
/// colour (OSC 11 `?`, for `--theme auto`) and where the cursor stands after an ambiguous-width
/// star (a cursor position report, for `--ambiguous`: vim asks the same way). A Primary Device
/// Attributes request goes last: every terminal answers it, and in order, so its reply means every
/// answer that will come has come — no waiting out a timeout on terminals that stay silent.
public struct TerminalProbeReply: Equatable, Sendable {
    /// The background the terminal named, if it did.
    public var background: RGB?
    /// The 1-based column the cursor reached after `\r★`, if the terminal reported it.
    public var cursorColumn: Int?
    /// The device attributes came back: nothing more will.
    public var isComplete = false

    public init(background: RGB? = nil, cursorColumn: Int? = nil, isComplete: Bool = false) {
        self.background = background
        self.cursorColumn = cursorColumn
        self.isComplete = isComplete
    }

    /// How the terminal drew the star: column 2 after it is one cell, column 3 two.
    public var ambiguousWidth: AmbiguousWidth? {
        switch cursorColumn {
        case 2: .narrow
        case 3: .wide
        default: nil
        }
    }

    /// The bytes to send. The star is drawn at the start of the current line and erased at once
    /// (`\r`, erase to the end of the line), before the alternate screen exists.
    public static func query(background: Bool, ambiguousWidth: Bool) -> [UInt8] {
        var text = ""
        if ambiguousWidth { text += "\r\u{2605}\u{1B}[6n\r\u{1B}[K" }
        if background { text += "\u{1B}]11;?\u{1B}\\" }
        return Array((text + "\u{1B}[c").utf8)
    }

    /// Reads `bytes` as received so far. Other bytes among the replies (a key typed during
    /// start-up) are skipped.
    public static func parse(_ bytes: [UInt8]) -> TerminalProbeReply {
        TerminalProbeReply(background: color(in: bytes), cursorColumn: cursorColumn(in: bytes),
                           isComplete: containsDeviceAttributes(bytes))
    }

    /// `ESC ] 11 ; rgb:R/G/B` ended by BEL or ST, each channel 1–4 hex digits.
    private static func color(in bytes: [UInt8]) -> RGB? {
        let prefix = Array("\u{1B}]11;".utf8)
        guard let start = firstIndex(of: prefix, in: bytes) else { return nil }
        let body = bytes[(start + prefix.count)...]
        guard let end = body.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return nil }
        let text = String(decoding: body[..<end], as: UTF8.self)
        // Some terminals answer rgba:R/G/B/A; the alpha is not the colour.
        let spec: Substring
        if text.hasPrefix("rgb:") { spec = text.dropFirst(4) }
        else if text.hasPrefix("rgba:") { spec = text.dropFirst(5) }
        else { return nil }
        let channels = spec.split(separator: "/", omittingEmptySubsequences: false).prefix(3).map(channel)
        guard channels.count == 3, let red = channels[0], let green = channels[1], let blue = channels[2] else { return nil }
        return RGB(red, green, blue)
    }

    /// A channel of 1–4 hex digits scaled to 0…255 (`f` and `ffff` are both full).
    private static func channel(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
        let maximum = (UInt32(1) << (4 * UInt32(digits.count))) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }

    /// `ESC [ row ; column R`.
    private static func cursorColumn(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { continue }
            var cursor = index + 2
            var numbers: [Int] = [], current: Int?
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                    guard current ?? 0 < 100_000 else { break }
                } else if byte == UInt8(ascii: ";"), let value = current {
                    numbers.append(value)
                    current = nil
                } else if byte == UInt8(ascii: "R"), let value = current, numbers.count == 1 {
                    return value
                } else {
                    break
                }
                cursor += 1
            }
        }
        return nil
    }

    private static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        let prefix = Array("\u{1B}[?".utf8)
        guard let start = firstIndex(of: prefix, in: bytes) else { return false }
        return bytes[(start + prefix.count)...].contains(UInt8(ascii: "c"))
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
