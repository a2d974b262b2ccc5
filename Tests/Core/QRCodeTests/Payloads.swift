/// Shared payloads: deterministic, so a failure always reproduces.
enum Payloads {
    /// Published byte-mode capacities at level M, versions 1...10 (ISO/IEC 18004 Table 7).
    static let publishedCapacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213]

    /// Printable ASCII of the given length from a fixed linear congruential sequence.
    static func ascii(length: Int, seed: UInt32 = 12_345) -> String {
        var state = seed
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            state = state &* 1_103_515_245 &+ 12_345
            let offset = UInt8((state >> 16) % 94)
            scalars.append(Unicode.Scalar(0x21 + offset))
        }
        return String(scalars)
    }
}
