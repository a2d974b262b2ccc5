import Testing
@testable import QRCode

@Suite("GF(256)")
struct GaloisFieldTests {
    @Test("α^8 reduces by the QR primitive polynomial 0x11D")
    func alphaPowers() {
        #expect(GaloisField.alpha(power: 0) == 1)
        #expect(GaloisField.alpha(power: 7) == 128)
        #expect(GaloisField.alpha(power: 8) == 29)
        #expect(GaloisField.alpha(power: 25) == 3)
        #expect(GaloisField.alpha(power: 255) == 1)
    }

    @Test("Log and antilog tables are inverse permutations of 1...255")
    func tablesAreInverse() {
        let powers = Set((0..<255).map { GaloisField.alpha(power: $0) })
        #expect(powers.count == 255)
        #expect(!powers.contains(0))
        for value in 1...255 {
            let log = Int(GaloisField.logarithms[value])
            #expect(Int(GaloisField.alpha(power: log)) == value)
        }
    }

    @Test("Multiplication agrees with carry-less multiply modulo 0x11D")
    func multiplyMatchesSchoolbook() {
        func slowMultiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
            var product = 0
            for bit in 0..<8 where (Int(b) >> bit) & 1 == 1 {
                product ^= Int(a) << bit
            }
            for bit in stride(from: 15, through: 8, by: -1) where (product >> bit) & 1 == 1 {
                product ^= 0x11D << (bit - 8)
            }
            return UInt8(product)
        }
        for a in stride(from: 0, through: 255, by: 7) {
            for b in 0...255 {
                #expect(GaloisField.multiply(UInt8(a), UInt8(b)) == slowMultiply(UInt8(a), UInt8(b)))
            }
        }
    }
}
