import Entities
import Observation
import UseCases

/// The QR code of the ticket or pass a screen shows, signed in an effect (never while a frame is
/// drawn) and again only when the facts it signs change, and its QR symbol encoded with it.
@MainActor
@Observable
final class SignedCode {
    private var signed: (message: [UInt8], payload: Result<String, CodeSigningProblem>, symbol: ScanCode?)?

    /// The code for these signed facts, once it has been made; nil while it is being signed.
    func payload(for message: [UInt8]) -> Result<String, CodeSigningProblem>? {
        guard let signed, signed.message == message else { return nil }
        return signed.payload
    }

    /// The symbol of the code for these signed facts, encoded once when it was signed.
    func scanCode(for message: [UInt8]) -> ScanCode? {
        guard let signed, signed.message == message else { return nil }
        return signed.symbol
    }

    /// Signs off the main actor (the first use reads the key file) unless these facts are signed already.
    func update(message: [UInt8], sign: @escaping @Sendable () -> Result<String, CodeSigningProblem>) async {
        if signed?.message == message { return }
        let payload = await Task.detached(priority: .userInitiated) { sign() }.value
        guard !Task.isCancelled else { return }
        // Encoded here, once per signed code: a frame only reads the symbol.
        signed = (message, payload, try? ScanCode(payload: payload.get()))
    }
}
