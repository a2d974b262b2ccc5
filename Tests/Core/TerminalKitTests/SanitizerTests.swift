import Testing
@testable import TerminalKit

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("\u{1b}[31mred", "␛[31mred"),                 // CSI colour
        ("\u{1b}]0;title\u{07}", "␛]0;title␇"),         // OSC window title, BEL-terminated
        ("\u{1b}]8;;http://x\u{1b}\\", "␛]8;;http://x␛\\"), // OSC 8 hyperlink, ST-terminated
        ("bell\u{07}", "bell␇"),
        ("\u{9b}2J", "�2J"),                           // C1 CSI
        ("\u{9d}0;x", "�0;x"),                         // C1 OSC
        ("a\u{85}b", "a�b"),                           // C1 NEL
        ("tab\there", "tab␉here"),
        ("line\nbreak\r", "line␊break␍"),
        ("del\u{7f}", "del␡"),
        ("abc\u{202e}txt", "abc�txt"),                 // right-to-left override
        ("草津温泉 ♨", "草津温泉 ♨"),                   // ordinary text is untouched
        ("草津\u{2028}温泉", "草津␤温泉"),              // issue 25.8: line separator
        ("草津\u{2029}温泉", "草津␤温泉"),              // paragraph separator
        ("草\u{0}津", "草␀津"),                        // NUL
    ])
    func sanitizes(_ input: String, _ expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }
}

/// Issue 25.8: separators and NUL in data are measured as they are drawn, so a padded column
/// keeps its width on the screen, and a line break inside data never starts a new line.
@Suite struct SeparatorTests {
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{0}", "\n", "\r\n", "\u{85}", "\u{B}", "\u{C}"])
    func aSeparatorKeepsAColumnsWidthAndIsNeverWritten(_ separator: String) {
        let cell = "箱根\(separator)湯本".padded(toWidth: 12)
        let shown = TerminalText.sanitizedLines(cell + "|")
        #expect(shown.displayWidth == 13)
        #expect(!shown.unicodeScalars.contains { [0x0, 0xA, 0xB, 0xC, 0xD, 0x85, 0x2028, 0x2029].contains($0.value) })
        var canvas = Canvas(size: Size(width: 20, height: 2))
        let end = canvas.put("箱根\(separator)湯本|", x: 0, y: 0)
        #expect(end == "箱根\(separator)湯本|".displayWidth)
        #expect(canvas.text(row: 0).hasPrefix(TerminalText.sanitized("箱根\(separator)湯本|")))
        #expect(TerminalText.sanitized("箱根\(separator)湯本").wrapped(toWidth: 40).count == 1)
    }
}

/// Issue 14: invisible format characters never shift a row or reach the terminal.
@Suite struct FormatCharacterTests {
    static let formats: [UInt32] = [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0x061C, 0x00AD, 0x2061]

    @Test(arguments: formats)
    func aFormatCharacterTakesNoCellAndIsNotWritten(_ value: UInt32) throws {
        let format = String(try #require(Unicode.Scalar(value)))
        var plain = Canvas(size: Size(width: 20, height: 1))
        plain.put("草津│温泉|", x: 0, y: 0)
        var hostile = Canvas(size: Size(width: 20, height: 1))
        let end = hostile.put("草\(format)津│\(format)温泉\(format)|", x: 0, y: 0)
        #expect(hostile.plainText == plain.plainText)
        #expect(end == "草津│温泉|".displayWidth)
        #expect(!TerminalText.sanitized("a\(format)b").unicodeScalars.contains { $0.value == value })
        #expect("a\(format)b".displayWidth == 2)
    }

    @Test func aJoinerInsideAnEmojiSequenceStays() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalText.sanitized(family) == family)
        #expect(family.displayWidth == 2)
        // NUL is shown, not dropped or cut at.
        #expect(TerminalText.sanitized("草\u{0}津") == "草\u{2400}津")
    }
}

/// Issue 15: the escape sequences terminals send for keys curses may not know.
@Suite struct EscapeSequenceTests {
    func decode(_ text: String) -> EscapeSequence.Result { EscapeSequence.decode(text.unicodeScalars.map(\.value)) }

    @Test(arguments: [
        ("[1~", KeyEvent.home), ("[7~", .home), ("[H", .home), ("OH", .home),
        ("[4~", .end), ("[8~", .end), ("[F", .end), ("OF", .end),
        ("[5~", .pageUp), ("[6~", .pageDown), ("[3~", .delete), ("[A", .up), ("OB", .down),
        ("[1;2A", .shiftUp), ("[1;2B", .shiftDown), ("[Z", .backTab),
    ])
    func decodesKeys(_ sequence: String, _ key: KeyEvent) {
        #expect(decode(sequence) == .key(key, length: sequence.unicodeScalars.count))
    }

    @Test func partialSequencesWaitAndOthersAreAnEscape() {
        #expect(decode("") == .incomplete)
        #expect(decode("[") == .incomplete)
        #expect(decode("[1") == .incomplete)
        #expect(decode("b") == .key(.alt("b"), length: 1))
        #expect(decode("\u{1b}") == .none)
        #expect(decode("[2~") == .key(nil, length: 3))
        #expect(decode("[[A") == .key(nil, length: 3))
        // The rest after a sequence is not swallowed.
        #expect(decode("[4~j") == .key(.end, length: 3))
    }

    /// Issue 15: xterm's SGR mouse reports, 1-based on the wire, 0-based as events.
    @Test func decodesMouseReports() {
        #expect(decode("[<0;10;5M") == .key(.mouse(MouseEvent(.press, x: 9, y: 4)), length: 9))
        #expect(decode("[<0;10;5m") == .key(.mouse(MouseEvent(.release, x: 9, y: 4)), length: 9))
        #expect(decode("[<32;11;5M") == .key(.mouse(MouseEvent(.drag, x: 10, y: 4)), length: 10))
        #expect(decode("[<64;120;40M") == .key(.mouse(MouseEvent(.wheelUp, x: 119, y: 39)), length: 12))
        #expect(decode("[<65;1;1M") == .key(.mouse(MouseEvent(.wheelDown, x: 0, y: 0)), length: 9))
        #expect(decode("[<16;3;3M") == .key(.mouse(MouseEvent(.press, x: 2, y: 2)), length: 9), "Ctrl-click is a click")
        #expect(decode("[<2;3;3M") == .key(nil, length: 8), "the right button is read whole and ignored")
        #expect(decode("[<0;10") == .incomplete)
        #expect(decode("[<0;0;0M") == .key(nil, length: 8))
    }
}
