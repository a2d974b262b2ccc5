import Entities
import Widgets

/// The card form. The number and CVC live only here, only while this step is open: submitting or
/// leaving the step clears them, and the draft receives the validated card (brand and last 4).
public struct PaymentForm: Equatable, Sendable {
    public enum Field: Equatable, Sendable, CaseIterable { case choice, number, expiry, cvc, holder }

    public var savedCards: [SavedCard] = []
    /// Index into `savedCards`, or `savedCards.count` for a new card.
    public var cardChoice = 0
    public var field: Field = .number
    public var number = TextFieldState(maxLength: 23)
    public var expiry = TextFieldState(maxLength: 7)
    public var cvc = TextFieldState(maxLength: 4)
    public var holder = TextFieldState(maxLength: 26)
    /// Off unless the user asks: keeping card details is their choice, not a default.
    public var rememberCard = false
    public var error: String?

    public init() {}

    public var usesNewCard: Bool { cardChoice >= savedCards.count }

    /// The fields in Tab order.
    public var fields: [Field] {
        if savedCards.isEmpty { return [.number, .expiry, .cvc, .holder] }
        return usesNewCard ? Field.allCases : [.choice]
    }

    public mutating func clearSecrets() {
        number.clear()
        cvc.clear()
    }
}
