import Foundation
import TerminalKit
#if canImport(Glibc)
import Glibc
#endif

/// A message on a terminal fits its width: wrapped between words (`wrapped(toWidth:)`: a path or
/// file name whole, Japanese between characters but not inside a katakana word), each following line under the text's own indent, never back at column 0 (issue
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
        // Only an item wider than a line is wrapped inside itself.
        return lines.map { $0.displayWidth <= width ? $0 : wrapped($0, prefix: "", hanging: 2, width: width) }.joined(separator: "\n")
    }

    /// A labelled line (`Bathing      …`, `  - …`) wrapped under its value, not under its label.
    static func wrappedUnderValue(_ line: String, width: Int) -> String {
        guard line.displayWidth > width else { return line }
        let column = valueColumn(line)
        var label = ""
        var rest = Substring(line)
        while label.displayWidth < column, let first = rest.first {
            label.append(first)
            rest = rest.dropFirst()
        }
        guard width - column > 10 else { return wrapped(line, prefix: "", hanging: 2, width: width) }
        let pieces = String(rest).wrapped(toWidth: width - column)
        return pieces.enumerated().map { index, piece in
            (index == 0 ? label : String(repeating: " ", count: column)) + piece
        }.joined(separator: "\n")
    }

    /// Where a line's value starts: after `  - `, after its label's run of spaces or its indent
    /// (at most 16 cells in), else two cells in.
    static func valueColumn(_ line: String) -> Int {
        if line.hasPrefix("  - ") { return 4 }
        var column = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                // After a label's run of spaces, or after an indent that is all the label there is.
                if spaces >= 2 { return column <= 16 ? column : 2 }
                spaces = 0
            }
            column += DisplayWidth.of(character)
        }
        return 2
    }

    /// The columns of the terminal on `descriptor`, or nil when it is none.
    static func terminalWidth(_ descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
