/// SHA-256 (FIPS 180-4), HMAC-SHA256 (RFC 2104) and PBKDF2-HMAC-SHA256 (RFC 8018), in plain Swift so
/// Entities keeps depending on nothing. Used only to store PINs as salted slow hashes.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
    private static let initial: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    public static func hash(_ message: [UInt8]) -> [UInt8] {
        var h = initial
        var data = message
        let bitLength = UInt64(message.count) &* 8
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: data.count, by: 64) { compress(&h, data, chunk, &w) }
        return h.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// One SHA-256 compression of the 64 bytes of `data` at `offset` into `h`; `w` is scratch space.
    private static func compress(_ h: inout [UInt32], _ data: [UInt8], _ offset: Int, _ w: inout [UInt32]) {
        let k = Self.k
        for i in 0..<16 {
            let b = offset + i * 4
            w[i] = UInt32(data[b]) << 24 | UInt32(data[b + 1]) << 16 | UInt32(data[b + 2]) << 8 | UInt32(data[b + 3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let ch = (e & f) ^ (~e & g)
            let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ maj
            hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
        }
        h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d
        h[4] = h[4] &+ e; h[5] = h[5] &+ f; h[6] = h[6] &+ g; h[7] = h[7] &+ hh
    }

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

    public static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        HMACKey(key).authenticate(message)
    }

    /// PBKDF2 with HMAC-SHA256 as the PRF. The inner and outer pad states are computed once, and
    /// each iteration is then exactly two compressions of a reused block, with no allocation.
    public static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32) -> [UInt8] {
        let key = HMACKey(password)
        var innerState = initial, outerState = initial
        var w = [UInt32](repeating: 0, count: 64)
        compress(&innerState, key.inner, 0, &w)
        compress(&outerState, key.outer, 0, &w)
        // One block holding a 32-byte digest after a 64-byte pad: the digest, 0x80, zeros, bit length 768.
        var block = [UInt8](repeating: 0, count: 64)
        block[32] = 0x80
        block[62] = 0x03
        var output: [UInt8] = []
        var blockIndex: UInt32 = 1
        while output.count < length {
            var u = key.authenticate(salt + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: blockIndex >> UInt32($0)) })
            var t = u
            if iterations > 1 {
                var state = initial
                for _ in 1..<iterations {
                    for i in 0..<32 { block[i] = u[i] }
                    state = innerState
                    compress(&state, block, 0, &w)
                    store(state, into: &block)
                    state = outerState
                    compress(&state, block, 0, &w)
                    store(state, into: &u)
                    for i in 0..<32 { t[i] ^= u[i] }
                }
            }
            output += t
            blockIndex += 1
        }
        return Array(output.prefix(length))
    }

    /// Writes the eight state words big-endian into the first 32 bytes of `bytes`.
    private static func store(_ state: [UInt32], into bytes: inout [UInt8]) {
        for i in 0..<8 {
            let word = state[i]
            bytes[i * 4] = UInt8(truncatingIfNeeded: word >> 24)
            bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
            bytes[i * 4 + 3] = UInt8(truncatingIfNeeded: word)
        }
    }

    /// A key with its inner and outer pads prepared once (PBKDF2 uses the same key many times).
    struct HMACKey {
        let inner: [UInt8]
        let outer: [UInt8]

        init(_ key: [UInt8]) {
            var block = key.count > 64 ? SHA256.hash(key) : key
            block += [UInt8](repeating: 0, count: 64 - block.count)
            inner = block.map { $0 ^ 0x36 }
            outer = block.map { $0 ^ 0x5c }
        }

        func authenticate(_ message: [UInt8]) -> [UInt8] { SHA256.hash(outer + SHA256.hash(inner + message)) }
    }
}

extension Array where Element == UInt8 {
    public var hexString: String {
        let digits = [Character]("0123456789abcdef")
        var text = ""
        text.reserveCapacity(count * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return text
    }

    public init?(hex: String) {
        let chars = Array(hex.utf8)
        guard chars.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chars.count / 2)
        for i in stride(from: 0, to: chars.count, by: 2) {
            guard let high = Self.nibble(chars[i]), let low = Self.nibble(chars[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self = bytes
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: c - 48
        case 97...102: c - 87
        case 65...70: c - 55
        default: nil
        }
    }
}
