import Dependencies

/// The key derivation behind `PINHash`: PBKDF2-HMAC-SHA256 in the live value (CredentialsLive,
/// through swift-crypto). An interface of its own so that use cases and features that only pass
/// PIN hashes around never build or link the crypto library.
public struct PINHasher: Sendable {
    /// 32 bytes derived from `pin` with `salt` over `iterations` rounds. Throws rather than traps for
    /// a round count the algorithm cannot take.
    public var derive: @Sendable (_ pin: [UInt8], _ salt: [UInt8], _ iterations: Int) throws(PINHashError) -> [UInt8]

    public init(derive: @escaping @Sendable (_ pin: [UInt8], _ salt: [UInt8], _ iterations: Int) throws(PINHashError) -> [UInt8]) {
        self.derive = derive
    }
}

extension PINHasher: TestDependencyKey {
    /// Fails the test that reaches it: a test that hashes PINs says which hasher it means.
    public static let testValue = PINHasher { _, _, _ throws(PINHashError) in
        reportIssue("PINHasher.derive is not overridden in this test")
        throw .derivation("PINHasher is unimplemented in tests")
    }
}

extension DependencyValues {
    public var pinHasher: PINHasher {
        get { self[PINHasher.self] }
        set { self[PINHasher.self] = newValue }
    }
}
