/// Reed–Solomon error-correction codewords as ISO/IEC 18004 §7.5.2 defines them.
enum ReedSolomon {
    /// g(x) = (x − α^0)(x − α^1)…(x − α^(degree−1)), highest power first,
    /// so the leading coefficient is always 1 and the array has `degree + 1` entries.
    static func generator(degree: Int) -> [UInt8] {
        var polynomial: [UInt8] = [1]
        for i in 0..<degree {
            let root = GaloisField.alpha(power: i)
            var next = [UInt8](repeating: 0, count: polynomial.count + 1)
            for (j, coefficient) in polynomial.enumerated() {
                next[j] ^= coefficient
                next[j + 1] ^= GaloisField.multiply(coefficient, root)
            }
            polynomial = next
        }
        return polynomial
    }

    /// The remainder of data(x)·x^degree divided by g(x): the EC codewords of one block.
    static func errorCorrection(for data: [UInt8], degree: Int) -> [UInt8] {
        let generator = generator(degree: degree)
        var remainder = [UInt8](repeating: 0, count: degree)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for i in 0..<degree {
                remainder[i] ^= GaloisField.multiply(generator[i + 1], factor)
            }
        }
        return remainder
    }
}
