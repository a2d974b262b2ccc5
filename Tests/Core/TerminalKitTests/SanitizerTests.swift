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
    ])
    func sanitizes(_ input: String, _ expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }
}
