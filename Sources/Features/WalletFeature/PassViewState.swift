import Entities
import UseCases

/// Everything one pass's screen shows: its terms, its state today, its QR code and its uses.
public struct PassViewState: Equatable, Sendable {
    public var passID: String
    public var pass: RallyPass?
    public var state: PassState?
    public var isLoaded = false
    /// The signed QR payload, or why there is none.
    public var payload: Result<String, CodeSigningProblem>?
    /// The payload's QR symbol, encoded when the code was signed.
    public var scanCode: ScanCode?
    /// Shown in the status bar after a copy.
    public var notice: String?

    public init(passID: String) { self.passID = passID }
}
