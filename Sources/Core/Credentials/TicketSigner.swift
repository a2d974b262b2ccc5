import Dependencies
import Localization

public enum TicketSigningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The issuer key could not be read or created.
    case key(String)
    /// The key file is gone while codes signed with it exist: a new key would turn every one of
    /// them into a "forgery", so none is made.
    case missingKey(path: String)

    public var description: String {
        switch self {
        case .key(let reason): CredentialsText.keyUnusable(reason: reason).text
        case .missingKey(let path): CredentialsText.keyMissing(path: path).text
        }
    }
}

/// Signs and checks e-tickets with this installation's issuer key (Ed25519 in the live value,
/// CredentialsLive, through swift-crypto). An interface of its own, like `PINHasher`, so features
/// that show a ticket never link the crypto library.
public struct TicketSigner: Sendable {
    public var sign: @Sendable (_ message: [UInt8]) throws(TicketSigningError) -> [UInt8]
    public var isValid: @Sendable (_ signature: [UInt8], _ message: [UInt8]) throws(TicketSigningError) -> Bool

    public init(
        sign: @escaping @Sendable (_ message: [UInt8]) throws(TicketSigningError) -> [UInt8],
        isValid: @escaping @Sendable (_ signature: [UInt8], _ message: [UInt8]) throws(TicketSigningError) -> Bool
    ) {
        self.sign = sign
        self.isValid = isValid
    }
}

extension TicketSigner: TestDependencyKey {
    /// Fails the test that reaches it.
    public static let testValue = TicketSigner(
        sign: { _ throws(TicketSigningError) in
            reportIssue("TicketSigner.sign is not overridden in this test")
            throw .key("unimplemented in tests")
        },
        isValid: { _, _ throws(TicketSigningError) in
            reportIssue("TicketSigner.isValid is not overridden in this test")
            throw .key("unimplemented in tests")
        })
}

extension DependencyValues {
    public var ticketSigner: TicketSigner {
        get { self[TicketSigner.self] }
        set { self[TicketSigner.self] = newValue }
    }
}
