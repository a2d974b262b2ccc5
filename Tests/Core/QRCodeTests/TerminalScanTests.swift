import Testing
@testable import QRCode

/// Rebuilds the picture a terminal would show from the half-block text and feeds it to zbarimg,
/// assuming the colours documented on the renderer: black ink on white for `invert: false`,
/// white ink on a black background for `invert: true`.
@Suite("Terminal rendering scans")
struct TerminalScanTests {
    /// A P4 image of the text, 4×4 pixels per module; `inkIsDark` says what the ink colour is.
    private func image(of lines: [String], inkIsDark: Bool) -> [UInt8] {
        let scale = 4
        let rows: [[Bool]] = lines.flatMap { line -> [[Bool]] in
            let glyphs = Array(line)
            let upper = glyphs.map { $0 == "▀" || $0 == "█" }
            let lower = glyphs.map { $0 == "▄" || $0 == "█" }
            return [upper, lower]
        }
        let width = (rows.first?.count ?? 0) * scale
        let bytesPerRow = (width + 7) / 8
        var pbm = Array("P4\n\(width) \(rows.count * scale)\n".utf8)
        for row in rows {
            var packed = [UInt8](repeating: 0, count: bytesPerRow)
            for pixelX in 0..<width where row[pixelX / scale] == inkIsDark {
                packed[pixelX / 8] |= 0x80 >> UInt8(pixelX % 8)
            }
            for _ in 0..<scale {
                pbm.append(contentsOf: packed)
            }
        }
        return pbm
    }

    @Test("Half blocks scan as dark-on-light and, inverted, on a dark background", arguments: [false, true])
    func halfBlocksScan(invert: Bool) throws {
        let payload = "yumeguri-ticket:T-20261121-0001:7"
        let lines = try QRCode.encode(payload).halfBlockLines(quietZone: 4, invert: invert)
        let decoded = try ZBarDecoder.decode(pbm: image(of: lines, inkIsDark: !invert), label: "half blocks, invert \(invert)")
        #expect(decoded == payload)
    }
}
