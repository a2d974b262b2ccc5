/// What a terminal answered to "what is your background colour?" (OSC 11 `?`), asked together
/// with a Primary Device Attributes request (`CSI c`). Every terminal answers the latter, and in
/// order, so its reply arriving first means the colour will never come: no waiting out a timeout
/// on terminals that do not support the query.
public enum BackgroundReply: Equatable, Sendable {
    /// The terminal named its background.
    case color(RGB)
    /// The device attributes came back without a colour: the terminal does not say.
    case unsupported
    /// Not all there yet: read more.
    case incomplete

    /// The bytes to send: the background query, then the device attributes request.
    public static let query: [UInt8] = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// Reads `bytes` as received so far. Other bytes before the replies (a key typed during start-up)
    /// are skipped; a reply is `ESC ] 11 ; rgb:R/G/B` ended by BEL or ST, each channel 1–4 hex digits.
    public static func parse(_ bytes: [UInt8]) -> BackgroundReply {
        if let color = color(in: bytes) { return .color(color) }
        return containsDeviceAttributes(bytes) ? .unsupported : .incomplete
    }

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
