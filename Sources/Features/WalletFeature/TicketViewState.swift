import Entities
import UseCases

/// Everything one ticket's screen shows: its details, its state today, the QR code and a pending confirm.
public struct TicketViewState: Equatable, Sendable {
    public enum Confirm: Equatable, Sendable { case use, refund }

    public var ticketID: String
    public var ticket: Ticket?
    public var state: TicketState?
    public var isLoaded = false
    /// The signed QR payload, or why there is none.
    public var payload: Result<String, CodeSigningProblem>?
    /// The payload's QR symbol, encoded when the code was signed.
    public var scanCode: ScanCode?
    public var confirming: Confirm?
    public var notice: String?
    public var error: String?
    /// The catalog's names for the ticket's area (`Kusatsu 草津` in English; the wallet's).
    public var names = FacilityNames()

    public init(ticketID: String) { self.ticketID = ticketID }
}
