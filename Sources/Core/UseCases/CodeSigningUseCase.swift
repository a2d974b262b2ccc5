import Credentials
import Dependencies
import Entities

/// Why a ticket's or a pass's code could not be made (the issuer key could not be used).
public struct CodeSigningProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}

/// The QR code of a ticket or a pass, signed with this installation's issuer key: the screens
/// that show codes ask here, in an effect, so no feature reaches the key (or links the signer)
/// and no frame signs while it is drawn.
public struct CodeSigningUseCase: Sendable {
    public var ticket: @Sendable (Ticket) -> Result<String, CodeSigningProblem>
    public var pass: @Sendable (RallyPass) -> Result<String, CodeSigningProblem>

    public init(ticket: @escaping @Sendable (Ticket) -> Result<String, CodeSigningProblem>,
                pass: @escaping @Sendable (RallyPass) -> Result<String, CodeSigningProblem>) {
        self.ticket = ticket
        self.pass = pass
    }

    public init(signer: TicketSigner) {
        self.init(
            ticket: { ticket in
                do throws(TicketSigningError) {
                    return .success(TicketPayload.make(ticketID: ticket.id, signature: try signer.sign(ticket.signedMessage)))
                } catch { return .failure(CodeSigningProblem(error.description)) }
            },
            pass: { pass in
                do throws(TicketSigningError) {
                    return .success(PassPayload.make(passID: pass.id, signature: try signer.sign(pass.signedMessage)))
                } catch { return .failure(CodeSigningProblem(error.description)) }
            })
    }
}

extension CodeSigningUseCase: DependencyKey {
    public static var liveValue: CodeSigningUseCase {
        @Dependency(\.ticketSigner) var signer
        return CodeSigningUseCase(signer: signer)
    }

    /// Over whatever signer the test installs (the signer's own test value fails loudly).
    public static var testValue: CodeSigningUseCase { liveValue }
}

extension DependencyValues {
    public var codeSigning: CodeSigningUseCase {
        get { self[CodeSigningUseCase.self] }
        set { self[CodeSigningUseCase.self] = newValue }
    }
}
