import Testing
@testable import TerminalKit

@Suite struct TerminalProbeReplyTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("OSC 11 replies with 1–4 hex digits, ended by BEL or ST", arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", RGB(255, 255, 255)),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", RGB(0, 0, 0)),
        ("\u{1B}]11;rgb:fd/f6/e3\u{1B}\\", RGB(0xfd, 0xf6, 0xe3)),
        ("\u{1B}]11;rgb:2/2/2\u{07}", RGB(0x22, 0x22, 0x22)),
        ("\u{1B}]11;rgba:1c1c/1c1c/1c1c/ffff\u{07}", RGB(0x1c, 0x1c, 0x1c)),
    ])
    func readsTheColour(reply: String, expected: RGB) {
        let parsed = TerminalProbeReply.parse(bytes(reply))
        #expect(parsed.background == expected && !parsed.isComplete)
    }

    @Test func aKeyTypedBeforeTheReplyIsSkipped() {
        #expect(TerminalProbeReply.parse(bytes("j\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c"))
                == TerminalProbeReply(background: RGB(255, 255, 255), isComplete: true))
    }

    @Test func deviceAttributesAloneMeanTheTerminalDoesNotSay() {
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[?1;2c")) == TerminalProbeReply(isComplete: true))
    }

    @Test func partsOfAReplyAskForMore() {
        #expect(TerminalProbeReply.parse([]) == TerminalProbeReply())
        #expect(TerminalProbeReply.parse(bytes("\u{1B}]11;rgb:ffff/ff")) == TerminalProbeReply())
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[12;3")) == TerminalProbeReply())
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[?62;2")) == TerminalProbeReply())
    }

    @Test func malformedColoursAreNotGuessed() {
        for reply in ["\u{1B}]11;rgb:zz/00/00\u{07}\u{1B}[?1c", "\u{1B}]11;rgb:00000/0/0\u{07}\u{1B}[?1c", "\u{1B}]11;cmy:0/0/0\u{07}\u{1B}[?1c"] {
            #expect(TerminalProbeReply.parse(bytes(reply)) == TerminalProbeReply(isComplete: true))
        }
    }

    @Test("The cursor's column after a star says how wide the terminal draws it", arguments: [
        ("\u{1B}[24;2R\u{1B}[?1;2c", AmbiguousWidth.narrow), ("\u{1B}[1;3R\u{1B}[?62c", .wide),
    ])
    func readsTheAmbiguousWidth(reply: String, expected: AmbiguousWidth) {
        let parsed = TerminalProbeReply.parse(bytes(reply))
        #expect(parsed.ambiguousWidth == expected && parsed.isComplete)
    }

    @Test func oddColumnsAndOtherSequencesSayNothingOfTheWidth() {
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[5;7R\u{1B}[?1c")).ambiguousWidth == nil)
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[2R\u{1B}[?1c")).ambiguousWidth == nil, "one number is not a position")
        #expect(TerminalProbeReply.parse(bytes("\u{1B}[1;2;3R")).cursorColumn == nil)
        // All three replies in one read, in the order they were asked.
        let all = TerminalProbeReply.parse(bytes("\u{1B}[3;2R\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?1;2c"))
        #expect(all == TerminalProbeReply(background: RGB(0, 0, 0), cursorColumn: 2, isComplete: true))
    }

    @Test func onlyWhatIsStillOpenIsAsked() {
        let text = { (background: Bool, width: Bool) in String(decoding: TerminalProbeReply.query(background: background, ambiguousWidth: width), as: UTF8.self) }
        #expect(text(true, true).contains("\u{2605}\u{1B}[6n") && text(true, true).contains("]11;?"))
        #expect(!text(true, false).contains("[6n") && !text(false, true).contains("]11"))
        #expect(text(false, false) == "\u{1B}[c")
        #expect(text(false, true).contains("\r\u{1B}[K"), "the star is erased")
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
