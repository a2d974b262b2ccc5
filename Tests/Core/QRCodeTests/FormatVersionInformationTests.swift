import Testing
@testable import QRCode

@Suite("Format and version information")
struct FormatVersionInformationTests {
    /// ISO/IEC 18004 Annex C / Thonky format-information table, level M, masks 0...7.
    static let publishedFormatBits: [String] = [
        "101010000010010",
        "101000100100101",
        "101111001111100",
        "101101101001011",
        "100010111111001",
        "100000011001110",
        "100111110010111",
        "100101010100000",
    ]

    /// ISO/IEC 18004 Annex D version-information table, versions 7...10.
    static let publishedVersionBits: [Int: String] = [
        7: "000111110010010100",
        8: "001000010110111100",
        9: "001001101010011001",
        10: "001010010011010011",
    ]

    @Test("Format bits for level M match the published table", arguments: 0..<8)
    func formatBits(mask: Int) {
        #expect(FormatInformation.bits(mask: mask) == Int(Self.publishedFormatBits[mask], radix: 2))
    }

    @Test("Version bits for 7...10 match the published table", arguments: 7...10)
    func versionBits(version: Int) {
        #expect(VersionInformation.bits(version: version) == Self.publishedVersionBits[version].flatMap { Int($0, radix: 2) })
    }

    @Test("Versions below 7 carry no version information")
    func noVersionBitsBelow7() {
        for version in 1...6 {
            #expect(VersionInformation.bits(version: version) == nil)
        }
    }
}
