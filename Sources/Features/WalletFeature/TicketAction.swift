/// Everything the user can do on a ticket, and the answers to its question.
public enum TicketAction: Sendable, Equatable {
    case use, refund, yes, no
    /// A plain-text summary (and the code) to the clipboard (OSC 52).
    case share
}
