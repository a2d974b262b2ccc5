import Foundation
import TerminalKit
#if canImport(Glibc)
import Glibc
#endif

/// A message on a terminal fits its width: wrapped at spaces (anywhere in Japanese, never inside a
/// character), each following line under the text's own indent, never back at column 0 (issue
/// 32.4: the future-date error was cut at 80 columns). Written to a file or a pipe it stays one
/// line per line, as scripts and logs grep it.
enum MessageWrap {
    /// `prefix` then `text`, every line at most `width` cells; the lines after the first begin
    /// under the text (or `hanging` cells in), and a line of the text that starts indented keeps its indent when it wraps.
    static func wrapped(_ text: String, prefix: String, hanging: Int? = nil, width: Int) -> String {
        let indent = hanging ?? prefix.displayWidth
        guard width > indent + 10 else { return prefix + TerminalText.sanitizedLines(text) }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let own = paragraph.prefix(while: { $0 == " " }).count
            let body = String(paragraph.dropFirst(own))
            let pieces = body.wrapped(toWidth: width - indent - own)
            lines += pieces.map { String(repeating: " ", count: own) + $0 }
        }
        return lines.enumerated().map { index, line in
            (index == 0 ? prefix : String(repeating: " ", count: indent)) + line
        }.joined(separator: "\n")
    }

    /// `head` then `items` joined by `separator`, broken between items only (`Sep 0` stays whole),
    /// the lines after the first two cells in. An item wider than a line is wrapped as text.
    static func wrappedList(_ head: String, _ items: [String], separator: String = " · ", width: Int) -> String {
        var lines: [String] = []
        var line = head
        let tail = separator.trimmingTrailingWhitespace
        for (index, item) in items.enumerated() {
            let piece = index == 0 ? item : separator + item
            // Room for the separator that ends the line if another item follows.
            let reserve = index < items.count - 1 ? tail.displayWidth : 0
            if index > 0, line.displayWidth + piece.displayWidth + reserve > width {
                lines.append(line + tail)
                line = "  " + item
            } else {
                line += piece
            }
        }
        lines.append(line)
        return lines.map { wrapped($0, prefix: "", hanging: 2, width: width) }.joined(separator: "\n")
    }

    /// The columns of the terminal on `descriptor`, or nil when it is none.
    static func terminalWidth(_ descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
