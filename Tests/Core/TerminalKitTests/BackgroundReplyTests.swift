import Testing
@testable import TerminalKit

@Suite struct BackgroundReplyTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("OSC 11 replies with 1–4 hex digits, ended by BEL or ST", arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", RGB(255, 255, 255)),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", RGB(0, 0, 0)),
        ("\u{1B}]11;rgb:fd/f6/e3\u{1B}\\", RGB(0xfd, 0xf6, 0xe3)),
        ("\u{1B}]11;rgb:2/2/2\u{07}", RGB(0x22, 0x22, 0x22)),
        ("\u{1B}]11;rgba:1c1c/1c1c/1c1c/ffff\u{07}", RGB(0x1c, 0x1c, 0x1c)),
    ])
    func readsTheColour(reply: String, expected: RGB) {
        #expect(BackgroundReply.parse(bytes(reply)) == .color(expected))
    }

    @Test func aKeyTypedBeforeTheReplyIsSkipped() {
        #expect(BackgroundReply.parse(bytes("j\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c")) == .color(RGB(255, 255, 255)))
    }

    @Test func deviceAttributesAloneMeanTheTerminalDoesNotSay() {
        #expect(BackgroundReply.parse(bytes("\u{1B}[?1;2c")) == .unsupported)
    }

    @Test func partsOfAReplyAskForMore() {
        #expect(BackgroundReply.parse([]) == .incomplete)
        #expect(BackgroundReply.parse(bytes("\u{1B}]11;rgb:ffff/ff")) == .incomplete)
        #expect(BackgroundReply.parse(bytes("\u{1B}[?62;2")) == .incomplete)
    }

    @Test func malformedColoursAreNotGuessed() {
        #expect(BackgroundReply.parse(bytes("\u{1B}]11;rgb:zz/00/00\u{07}\u{1B}[?1c")) == .unsupported)
        #expect(BackgroundReply.parse(bytes("\u{1B}]11;rgb:00000/0/0\u{07}\u{1B}[?1c")) == .unsupported)
        #expect(BackgroundReply.parse(bytes("\u{1B}]11;cmy:0/0/0\u{07}\u{1B}[?1c")) == .unsupported)
    }

    @Test func autoFollowsTheAnsweredBackground() {
        #expect(Theme.resolve(choice: "auto", environment: [:], background: RGB(0xfd, 0xf6, 0xe3)).name == .light)
        #expect(Theme.resolve(choice: "auto", environment: [:], background: RGB(0x28, 0x2c, 0x34)).name == .dark)
        // The terminal's answer beats COLORFGBG; an explicit theme and NO_COLOR beat both.
        #expect(Theme.resolve(choice: "auto", environment: ["COLORFGBG": "0;15"], background: RGB(0, 0, 0)).name == .dark)
        #expect(Theme.resolve(choice: "dark", environment: [:], background: RGB(255, 255, 255)).name == .dark)
        #expect(Theme.resolve(choice: "auto", environment: ["NO_COLOR": "1"], background: RGB(255, 255, 255)).name == .mono)
        #expect(Theme.wantsBackground(choice: "auto", environment: [:]))
        #expect(!Theme.wantsBackground(choice: "light", environment: [:]))
        #expect(!Theme.wantsBackground(choice: "auto", environment: ["NO_COLOR": "1"]))
    }
}
