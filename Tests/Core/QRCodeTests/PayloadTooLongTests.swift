import Testing
@testable import QRCode

@Suite("Payload limits")
struct PayloadTooLongTests {
    @Test("214 bytes throws payloadTooLong with the version 10-M capacity")
    func tooLong() {
        #expect(throws: QRCodeError.payloadTooLong(bytes: 214, capacity: 213)) {
            try QRCode.encode([UInt8](repeating: 0x41, count: 214))
        }
    }

    @Test("The thrown error is typed, so no cast is needed")
    func typedThrow() {
        do {
            _ = try QRCode.encode(String(repeating: "湯", count: 100))
            Issue.record("300 bytes of UTF-8 should not fit")
        } catch {
            #expect(error == .payloadTooLong(bytes: 300, capacity: 213))
        }
    }

    @Test("Exactly 213 bytes and an empty payload both encode")
    func boundaries() throws {
        #expect(try QRCode.encode([UInt8](repeating: 0x41, count: 213)).version == 10)
        #expect(try QRCode.encode([UInt8]()).version == 1)
    }
}
