import Testing
import TestSupport
@testable import QRCode

/// Rebuilds the picture a terminal would show from the half-block text and feeds it to zbarimg,
/// assuming the colours documented on the renderer: black ink on white for `invert: false`,
/// white ink on a black background for `invert: true`.
@Suite("Terminal rendering scans")
struct TerminalScanTests {
    @Test("Half blocks scan as dark-on-light and, inverted, on a dark background", arguments: [false, true])
    func halfBlocksScan(invert: Bool) throws {
        let payload = "yumeguri-ticket:T-20261121-0001:7"
        let lines = try QRCode.encode(payload).halfBlockLines(quietZone: 4, invert: invert)
        let decoded = try ZBarDecoder.decode(pbm: HalfBlockImage.pbm(of: lines, inkIsDark: !invert), label: "half blocks, invert \(invert)")
        #expect(decoded == payload)
    }
}
