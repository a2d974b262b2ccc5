import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import Widgets

/// Step 2 (`.ticketPayment`): a new card (Luhn, brand, expiry, CVC, holder) or a saved one.
@MainActor
@Observable
public final class PaymentViewModel {
    public let context: LoginContext
    public let target: PurchaseTarget
    public private(set) var form = PaymentForm()
    private var isLoaded = false
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.uuid) private var uuid
    /// Loading the saved cards; cancelled when the step leaves its stack.
    public let effects = Effects()

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) {
        self.target = target
        self.context = context
    }

    private var today: VisitDate { VisitDate(date.now) }

    public var state: PaymentViewState {
        var state = PaymentViewState(accountName: context.account.displayName, draft: context.purchases.draft(for: target), form: form, isLoaded: isLoaded)
        state.names = context.purchases.facilityNames
        return state
    }

    public func appear() {
        effects.schedule("names follow the catalog") { [context] in await context.purchases.followCatalog() }
        effects.run("cards") { [weak self, context] in
            if !context.wallet.isLoaded { await context.wallet.load() }
            guard !Task.isCancelled else { return }
            self?.offerCards()
        }
    }

    private func offerCards() {
        var cards = context.wallet.cards
        form.cardChoice = 0
        // Coming back to a reviewed order: its card is offered first, so passing through keeps the
        // order — and its idempotency key — as it was.
        if let previous = context.purchases.draft(for: target)?.card {
            cards.removeAll { $0.isSameCard(as: previous) }
            cards.insert(previous, at: 0)
        }
        form.savedCards = cards
        form.field = form.fields[0]
        isLoaded = true
    }

    public func send(_ action: PaymentAction) {
        // Before the saved cards are in, only leaving does anything (the form is not shown yet).
        if !isLoaded {
            guard case .back = action else { return }
        }
        switch action {
        case .back:
            form.clearSecrets()
            router.back()
        case .nextField: moveField(by: 1)
        case .previousField: moveField(by: -1)
        case .nextCard where form.field == .choice:
            form.cardChoice = min(form.savedCards.count, form.cardChoice + 1)
            form.field = form.fields[0]
        case .previousCard where form.field == .choice:
            form.cardChoice = max(0, form.cardChoice - 1)
        // In a text field the arrows move the caret.
        case .nextCard: edit { $0.moveRight() }
        case .previousCard: edit { $0.moveLeft() }
        case .toggleRemember: form.rememberCard.toggle()
        case .field(.insert(let text)) where form.field == .expiry:
            // "1230" becomes "12/30": the slash is added after the month, as on a card.
            for character in text {
                let expiry = form.expiry
                if character.isASCII, character.isNumber, expiry.caret == expiry.characters.count,
                   expiry.characters.count == 2, expiry.characters.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    form.expiry.insert("/")
                }
                form.expiry.insert(String(character))
            }
            form.error = nil
        case .field(let action): edit { $0.apply(action) }
        case .next: submit()
        }
    }

    private func moveField(by offset: Int) {
        let fields = form.fields
        let index = fields.firstIndex(of: form.field) ?? 0
        form.field = fields[(index + offset + fields.count) % fields.count]
    }

    private func edit(_ body: (inout TextFieldState) -> Void) {
        switch form.field {
        case .choice: return
        case .number: body(&form.number)
        case .expiry: body(&form.expiry)
        case .cvc: body(&form.cvc)
        case .holder: body(&form.holder)
        }
        form.error = nil
    }

    private func submit() {
        guard context.purchases.draft(for: target) != nil else { return }
        let card: SavedCard
        let remember: Bool
        if !form.usesNewCard {
            card = form.savedCards[form.cardChoice]
            guard !card.isExpired(on: today) else { form.error = CardProblem.expired.description; return }
            let draft = context.purchases.draft(for: target)
            remember = card == draft?.card ? draft?.rememberCard ?? false : false
        } else {
            let draft = CardDraft(number: form.number.text, expiry: form.expiry.text, cvc: form.cvc.text, holderName: form.holder.text)
            do throws(CardProblem) {
                card = try draft.validated(on: today, id: "C" + uuid().shortID)
            } catch {
                form.error = error.description
                form.field = switch error {
                case .numberNotDigits, .unknownBrand, .numberLength, .luhn: .number
                case .expiryFormat, .expired: .expiry
                case .cvc: .cvc
                case .holderName: .holder
                }
                return
            }
            remember = form.rememberCard
        }
        // Past this step only brand and last 4 remain.
        form.clearSecrets()
        form.error = nil
        context.purchases.update(target) { $0.pay(with: card, remember: remember) }
        router.navigate(to: target.reviewStep)
    }
}

extension PaymentViewModel: ViewModel {}
