import Entities
import Observation
import UseCases

/// The QR code of the ticket or pass a screen shows, signed in an effect (never while a frame is
/// drawn) and again only when the facts it signs change.
@MainActor
@Observable
final class SignedCode {
    private var signed: (message: [UInt8], payload: Result<String, CodeSigningProblem>)?

    /// The code for these signed facts, once it has been made; nil while it is being signed.
    func payload(for message: [UInt8]) -> Result<String, CodeSigningProblem>? {
        guard let signed, signed.message == message else { return nil }
        return signed.payload
    }

    /// Signs off the main actor (the first use reads the key file) unless these facts are signed already.
    func update(message: [UInt8], sign: @escaping @Sendable () -> Result<String, CodeSigningProblem>) async {
        if signed?.message == message { return }
        let payload = await Task.detached(priority: .userInitiated) { sign() }.value
        guard !Task.isCancelled else { return }
        signed = (message, payload)
    }
}
