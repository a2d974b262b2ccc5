import Testing
@testable import QRCode

@Suite("Renderers")
struct RendererTests {
    @Test("Half-block lines pack two module rows per line and respect the quiet zone")
    func halfBlocks() throws {
        let code = try QRCode.encode("yumeguri-ticket:T-20261121-0001:7")
        let lines = code.halfBlockLines(quietZone: 4, invert: false)
        let side = code.size + 8
        #expect(lines.count == (side + 1) / 2)
        #expect(lines.allSatisfy { $0.count == side })
        #expect(lines[0] == String(repeating: " ", count: side))
        // Module row 0 is the top half of line 2 (quiet rows −4...−1 fill lines 0 and 1).
        for x in 0..<code.size {
            let glyph = Array(lines[2])[x + 4]
            #expect((glyph == "▀" || glyph == "█") == code[x, 0])
            #expect((glyph == "▄" || glyph == "█") == code[x, 1])
        }
    }

    @Test("Inverted half blocks draw the quiet zone as ink")
    func invertedHalfBlocks() throws {
        let code = try QRCode.encode("a")
        let plain = code.halfBlockLines(quietZone: 2, invert: false)
        let inverted = code.halfBlockLines(quietZone: 2, invert: true)
        #expect(inverted[0] == String(repeating: "█", count: code.size + 4))
        let swap: [Character: Character] = ["█": " ", " ": "█", "▀": "▄", "▄": "▀"]
        for (p, i) in zip(plain, inverted).dropLast() {
            #expect(String(p.map { swap[$0] ?? "?" }) == i)
        }
        // The half row past the bottom margin reads as light, i.e. ink when inverted.
        #expect(inverted.last?.allSatisfy { $0 == "█" } == true)
    }

    @Test("ASCII lines use ## for dark and two spaces for light")
    func ascii() throws {
        let code = try QRCode.encode("a")
        let lines = code.asciiLines(quietZone: 1)
        #expect(lines.count == code.size + 2)
        #expect(lines[0] == String(repeating: " ", count: 2 * (code.size + 2)))
        #expect(lines[1].hasPrefix("  ##############  "))
        #expect(code.asciiLines(quietZone: 0, invert: true)[0].hasPrefix("              ##"))
    }

    @Test("PBM output is a well-formed raw P4 image")
    func pbmHeaderAndSize() throws {
        let code = try QRCode.encode("a")
        let image = code.pbm(scale: 3, quietZone: 4)
        let side = (code.size + 8) * 3
        let header = Array("P4\n\(side) \(side)\n".utf8)
        #expect(Array(image.prefix(header.count)) == header)
        #expect(image.count == header.count + (side + 7) / 8 * side)
        // The first dark pixel is the top-left finder corner at (12, 12).
        let rowBytes = (side + 7) / 8
        let row12 = Array(image[(header.count + 12 * rowBytes)..<(header.count + 13 * rowBytes)])
        #expect(row12[1] == 0b0000_1111)
    }
}
