import Foundation
import TerminalKit
import Testing

@MainActor
@Suite struct ClipboardSequenceTests {
    /// OSC 52 carries the text in base64, so nothing in it (an escape, a BEL, a newline) can end
    /// or change the sequence; Foundation decodes what TerminalKit encodes.
    @Test(arguments: ["", "a", "ab", "abc", "別府八湯 1. 9:00–9:45\n2. …", "\u{1B}]0;pwned\u{07}\u{9C}"])
    func theTextGoesInBase64(_ text: String) throws {
        let sequence = HeadlessTerminal.clipboardSequence(text)
        #expect(sequence.hasPrefix("\u{1B}]52;c;"))
        #expect(sequence.hasSuffix("\u{07}"))
        let payload = String(sequence.dropFirst("\u{1B}]52;c;".count).dropLast())
        #expect(payload.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
        let decoded = try #require(Data(base64Encoded: payload))
        #expect(String(decoding: decoded, as: UTF8.self) == text)
    }

    /// Issue 34.10: a 100 KB name sent 133 KB. What is sent is capped as terminals cap it, cut at
    /// a whole character (a 3-byte 湯 never split).
    @Test func aLongTextIsCutAtTheCapOnACharacter() throws {
        let text = String(repeating: "湯", count: 40_000)
        let sequence = HeadlessTerminal.clipboardSequence(text)
        let payload = String(sequence.dropFirst("\u{1B}]52;c;".count).dropLast())
        #expect(payload.utf8.count <= 100_000)
        let decoded = try #require(Data(base64Encoded: payload))
        let cut = try #require(String(data: decoded, encoding: .utf8))
        #expect(decoded.count <= HeadlessTerminal.clipboardLimit && decoded.count > HeadlessTerminal.clipboardLimit - 3)
        #expect(cut.allSatisfy { $0 == "湯" })
    }
}
