import Testing
@testable import QRCode

@Suite("Reference encoder comparison")
struct ReferenceMatrixTests {
    private func picture(_ code: QRCode) -> [String] {
        (0..<code.size).map { y in String((0..<code.size).map { code[$0, y] ? "#" : "." }) }
    }

    @Test("Ticket payload matches the reference module for module (version 3, mask 3)")
    func ticket() throws {
        let code = try QRCode.encode("yumeguri-ticket:T-20261121-0001:7")
        #expect(code.version == 3)
        #expect(code.mask == 3)
        #expect(picture(code) == ReferenceMatrices.ticketVersion3Mask3)
    }

    @Test("110-byte payload matches the reference with version information (version 7, mask 2)")
    func versionSeven() throws {
        let code = try QRCode.encode(Payloads.ascii(length: 110))
        #expect(code.version == 7)
        #expect(code.mask == 2)
        #expect(picture(code) == ReferenceMatrices.ascii110Version7Mask2)
    }
}
