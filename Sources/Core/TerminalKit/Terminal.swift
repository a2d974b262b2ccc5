/// Something that happens to a terminal, delivered in order on one stream.
public enum TerminalEvent: Sendable, Equatable {
    case key(KeyEvent)
    /// Printable characters that were read together (a paste, or keys typed faster than frames
    /// are drawn), in order: one edit, one search and one frame instead of one per character.
    case paste(String)
    /// The size may have changed (a resize, or the periodic check): ask with `updateSize()`.
    case checkSize
    /// The terminal is gone (its window closed, the connection dropped).
    case hangUp
    /// A terminating signal: the shell restores the terminal and exits with 128 + the number.
    case signal(Int32)
}

/// Where frames go and events come from. The ncurses backend (its own module) drives a real
/// terminal; the headless one keeps everything in memory, so the whole shell runs in tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size as of the last check; `updateSize()` asks the terminal again.
    var size: Size { get }
    @discardableResult func updateSize() -> Size
    /// Writes the cells of `frame` that differ from the last frame, puts the cursor at
    /// `frame.cursor` (hidden when nil) and returns how many cells were written.
    @discardableResult func draw(_ frame: Canvas) -> Int
    /// Forgets the last frame so the next `draw` repaints everything (Ctrl-L, after a resume).
    func invalidate()
    /// Keys, size checks, hang-up and signals, in the order they happen. Asked for once.
    func events() -> AsyncStream<TerminalEvent>
    /// Hands the terminal back to the shell and stops the process (Ctrl-Z); returns after `fg`.
    func suspend()
    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
    /// Puts `text` on the user's clipboard through the terminal (OSC 52), which works over SSH
    /// and inside tmux with `set-clipboard on`.
    func copyToClipboard(_ text: String)
}

extension Terminal {
    /// The most text sent in one OSC 52, in UTF-8 bytes: 100,000 characters of base64, the cap
    /// terminals and tmux commonly apply (a longer sequence is dropped whole, or stalls the
    /// terminal while it is parsed). A 100 KB name sent 133 KB.
    public static var clipboardLimit: Int { 74_994 }

    /// OSC 52 `c` (clipboard) with the text in base64: the payload cannot end the sequence early,
    /// whatever the text holds. Text over `clipboardLimit` is cut at the last whole character.
    public static func clipboardSequence(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if bytes.count > clipboardLimit {
            var end = clipboardLimit
            // Back to the start of a UTF-8 sequence: continuation bytes are 10xxxxxx.
            while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            bytes.removeSubrange(end...)
        }
        return "\u{1B}]52;c;" + Base64.encode(bytes) + "\u{07}"
    }
}

/// Standard base64 (RFC 4648, padded): TerminalKit is pure and does not import Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index], b1 = index + 1 < bytes.count ? bytes[index + 1] : 0, b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
