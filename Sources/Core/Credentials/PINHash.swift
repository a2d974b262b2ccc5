import Localization

/// A PIN as stored: `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`, a 32-byte PBKDF2-HMAC-SHA256.
/// The format predates swift-crypto (we had our own SHA-256), and rows written then still verify.
/// The derivation itself is `PINHasher`'s, so this value type needs no crypto library.
public struct PINHash: Hashable, Codable, Sendable, CustomStringConvertible {
    /// OWASP's current guidance for PBKDF2-HMAC-SHA256. Hashes stored with fewer rounds still
    /// verify and are re-hashed at this count on the next sign-in.
    public static let defaultIterations = 600_000
    /// BoringSSL takes the round count as a UInt32.
    public static let iterationRange = 1...Int(UInt32.max)
    public let iterations: Int
    public let salt: [UInt8]
    public let hash: [UInt8]

    /// With a chosen salt, for tests and fixtures. It blocks its caller for the whole derivation, so
    /// the app goes through `make` and `matches`, which keep that work off the caller's actor.
    public init(pin: String, salt: [UInt8], iterations: Int, hasher: PINHasher) throws(PINHashError) {
        self.iterations = iterations
        self.salt = salt
        self.hash = try Self.derive(pin: pin, salt: salt, iterations: iterations, hasher: hasher)
    }

    private init(iterations: Int, salt: [UInt8], hash: [UInt8]) {
        self.iterations = iterations
        self.salt = salt
        self.hash = hash
    }

    /// A fresh 16-byte salt from the system's secure generator. `@concurrent` because sign-up is
    /// awaited from the main actor, which draws the UI, and the derivation is slow on purpose.
    @concurrent
    public static func make(pin: String, iterations: Int = defaultIterations, hasher: PINHasher) async throws(PINHashError) -> PINHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return try PINHash(pin: pin, salt: salt, iterations: iterations, hasher: hasher)
    }

    /// What sign-in checks an unknown email against, so that it costs one derivation at `iterations`
    /// like a known one and its timing does not tell which emails have accounts. Matches no PIN.
    public static func decoy(iterations: Int) -> PINHash {
        PINHash(iterations: iterations, salt: [UInt8](repeating: 0, count: 16), hash: [UInt8](repeating: 0, count: 32))
    }

    public init?(stored: String) {
        let parts = stored.split(separator: "$").map(String.init)
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let iterations = Int(parts[1]), Self.iterationRange.contains(iterations),
              let salt = [UInt8](hex: parts[2]), let hash = [UInt8](hex: parts[3]), hash.count == 32 else { return nil }
        self.init(iterations: iterations, salt: salt, hash: hash)
    }

    public var description: String { "pbkdf2-sha256$\(iterations)$\(salt.hexString)$\(hash.hexString)" }

    /// Recomputes with the stored salt and iterations. A hash that cannot be recomputed matches
    /// nothing: a failure must never sign anyone in. `@concurrent` for the reason given at `make`.
    @concurrent
    public func matches(pin: String, hasher: PINHasher) async -> Bool {
        guard let candidate = try? Self.derive(pin: pin, salt: salt, iterations: iterations, hasher: hasher),
              candidate.count == hash.count else { return false }
        // Every byte is compared whatever the first difference, so how long it takes does not tell
        // how much of a guess was right.
        var difference: UInt8 = 0
        for (a, b) in zip(candidate, hash) { difference |= a ^ b }
        return difference == 0
    }

    private static func derive(pin: String, salt: [UInt8], iterations: Int, hasher: PINHasher) throws(PINHashError) -> [UInt8] {
        guard iterationRange.contains(iterations) else { throw .iterations(iterations) }
        return try hasher.derive(Array(pin.utf8), salt, iterations)
    }
}

public enum PINHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Outside `PINHash.iterationRange`.
    case iterations(Int)
    /// The crypto library failed; in practice only when out of memory.
    case derivation(String)

    public var description: String {
        switch self {
        case .iterations(let count): CredentialsText.iterationsOutOfRange(count: count).text
        case .derivation(let message): CredentialsText.hashingFailed(message: message).text
        }
    }
}
