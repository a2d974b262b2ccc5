import Testing
import TestSupport
@testable import QRCode

@Suite("Round trip through zbarimg")
struct RoundTripTests {
    static let tickets = [
        "a",
        "yumeguri-ticket:T-20261121-0001:7",
        "yumeguri-ticket:T-20261121-0042:12",
        "yumeguri-ticket:T-20270101-9999:3",
        "湯めぐり手形 箱根湯本温泉 2026年11月21日 大人2名",
        "Yumeguri e-ticket \u{2668}\u{FE0F} Kusatsu Onsen, valid 2026-11-21 to 2026-11-23, 3 baths, ref T-20261121-0001",
    ]

    @Test("zbarimg is installed")
    func decoderPresent() {
        #expect(ZBarDecoder.executable() != nil, Comment(rawValue: ZBarDecoder.installHint))
    }

    @Test("Ticket-shaped and Japanese payloads decode to the same text", arguments: tickets)
    func ticketPayloads(payload: String) throws {
        let code = try QRCode.encode(payload)
        #expect(try ZBarDecoder.decode(code) == payload)
    }

    @Test("A full symbol of every version decodes", arguments: 1...10)
    func everyVersion(version: Int) throws {
        let payload = Payloads.ascii(length: Payloads.publishedCapacities[version - 1], seed: UInt32(version))
        let code = try QRCode.encode(payload)
        #expect(code.version == version)
        #expect(try ZBarDecoder.decode(code) == payload)
    }

    /// Realistic mixed kana/kanji: zbar guesses the charset when no ECI is present, and text
    /// that is also valid Shift JIS (e.g. one kanji repeated) can be misread as such.
    static let longJapanese: [(payload: String, version: Int)] = [
        ("yumeguri-ticket:T-20261121-0001:7 湯めぐり手形 箱根湯本温泉 2026年11月21日 大人2名 小人1名", 7),
        ("yumeguri-ticket:T-20261121-0001:7 草津温泉 西の河原露天風呂・大滝乃湯・御座之湯 三湯めぐり 2026年11月21日 大人 ¥2,400", 8),
        ("湯めぐり手形 箱根湯本温泉 2026年11月21日から23日まで有効 大人2名 小人1名 ご利用可能施設: 天山湯治郷、弥次喜多の湯、箱根湯寮 T-20261121-0001", 10),
    ]

    @Test("Version 7+ Japanese payloads carry version information and decode", arguments: longJapanese)
    func versionInformationExercised(payload: String, version: Int) throws {
        let code = try QRCode.encode(payload)
        #expect(code.version == version)
        #expect(try ZBarDecoder.decode(code) == payload)
    }

    @Test("Every mask pattern decodes, not only the winner", arguments: 0..<8)
    func everyMask(mask: Int) throws {
        for payload in ["yumeguri-ticket:T-20261121-0001:7", Payloads.ascii(length: 140, seed: 99)] {
            let code = try QRCode.encode(Array(payload.utf8), forcedMask: mask)
            #expect(try ZBarDecoder.decode(code) == payload)
        }
    }
}
