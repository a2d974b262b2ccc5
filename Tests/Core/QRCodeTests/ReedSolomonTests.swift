import Testing
@testable import QRCode

@Suite("Reed–Solomon")
struct ReedSolomonTests {
    /// Exponents of α for each coefficient, highest power first.
    private func exponents(_ polynomial: [UInt8]) -> [Int] {
        polynomial.map { Int(GaloisField.logarithms[Int($0)]) }
    }

    @Test("Generator for 7 EC codewords matches ISO/IEC 18004 Annex A")
    func generatorDegree7() {
        #expect(exponents(ReedSolomon.generator(degree: 7)) == [0, 87, 229, 146, 149, 238, 102, 21])
    }

    @Test("Generator for 10 EC codewords matches the Thonky table")
    func generatorDegree10() {
        #expect(exponents(ReedSolomon.generator(degree: 10)) == [0, 251, 67, 46, 61, 118, 70, 64, 94, 32, 45])
    }

    @Test("HELLO WORLD 1-M data codewords give the published EC codewords")
    func helloWorldVector() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.errorCorrection(for: data, degree: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test("ISO/IEC 18004 Annex I “01234567” 1-M data codewords give the published EC codewords")
    func isoAnnexIVector() {
        let data: [UInt8] = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.errorCorrection(for: data, degree: 10) == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }
}
