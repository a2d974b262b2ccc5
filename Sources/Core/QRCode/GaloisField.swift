/// GF(2^8) arithmetic over the QR primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D).
///
/// Log/antilog tables turn every multiplication into an addition of exponents,
/// which is what keeps Reed–Solomon encoding cheap.
enum GaloisField {
    static let primitivePolynomial = 0x11D

    /// α^i for i in 0..<510; twice the period so `multiply` never needs a modulo.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for i in 0..<255 {
            table[i] = UInt8(value)
            table[i + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 {
                value ^= primitivePolynomial
            }
        }
        return table
    }()

    /// log_α(x) for x in 1...255; entry 0 is unused because 0 has no logarithm.
    static let logarithms: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for i in 0..<255 {
            table[Int(exponents[i])] = UInt8(i)
        }
        return table
    }()

    static func alpha(power: Int) -> UInt8 {
        exponents[((power % 255) + 255) % 255]
    }

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 {
            return 0
        }
        return exponents[Int(logarithms[Int(a)]) + Int(logarithms[Int(b)])]
    }
}
