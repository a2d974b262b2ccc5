import Testing
@testable import TerminalKit

/// Issue 15: `--ascii` draws no non-ASCII decoration at all, whichever way a screen draws it.
@Suite struct AsciiDecorationTests {
    @Test func everyDecorationSymbolBecomesASCIIOfTheSameWidth() {
        #expect(AsciiDecoration.symbols.count > 40)
        for symbol in AsciiDecoration.symbols {
            let replacement = AsciiDecoration.replacement(for: symbol)
            #expect(replacement?.isASCII == true, "\(symbol)")
            #expect(replacement.map(DisplayWidth.of) == DisplayWidth.of(symbol), "\(symbol)")
        }
        #expect(AsciiDecoration.replacement(for: "湯") == nil)
        #expect(AsciiDecoration.replacement(for: "a") == nil)
    }

    @Test func putFillAndBlitAllSubstitute() {
        var canvas = Canvas(size: Size(width: 30, height: 3), asciiOnly: true)
        canvas.put("95.2℃ · ★★☆ › 草津…", x: 0, y: 0)
        canvas.fill(Rect(x: 0, y: 1, width: 5, height: 1), with: "─")
        var panel = Canvas(size: Size(width: 6, height: 1))
        panel.put("│※●□│", x: 0, y: 0)
        canvas.blit(panel, at: Point(x: 0, y: 2))
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "95.2C . **. > 草津~")
        #expect(lines[1] == "-----")
        #expect(lines[2] == "|*o.|")
        var plain = Canvas(size: Size(width: 10, height: 1))
        plain.put("95℃ ★", x: 0, y: 0)
        #expect(plain.plainText.hasPrefix("95℃ ★"), "without --ascii the symbols stay")
    }
}
