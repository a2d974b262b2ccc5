import Dependencies
import Entities
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases

@MainActor
@Observable
public final class TicketViewModel {
    public let context: LoginContext
    public let ticketID: String
    private var confirming: TicketViewState.Confirm?
    private var notice: String?
    private var error: String?
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.codeSigning) private var codeSigning
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard
    /// The code, signed in an effect when the facts it signs change.
    private let code = SignedCode()
    /// Loading the wallet and the use or refund; cancelled when the screen leaves its stack.
    public let effects = Effects()

    public init(ticketID: String, context: LoginContext) {
        self.ticketID = ticketID
        self.context = context
    }

    public var state: TicketViewState {
        var state = TicketViewState(ticketID: ticketID)
        state.isLoaded = context.wallet.isLoaded
        state.ticket = context.wallet.ticket(id: ticketID)
        state.state = state.ticket?.state(on: VisitDate.japanToday(date.now))
        state.payload = state.ticket.flatMap { code.payload(for: $0.signedMessage) }
        state.confirming = confirming
        state.notice = notice
        state.error = error
        return state
    }

    public func appear() {
        effects.run { [weak self, context] in
            if !context.wallet.isLoaded { await context.wallet.load() }
            await self?.signCode()
        }
        // A ticket that arrives or changes later (another process's purchase) is signed then.
        effects.schedule("follow the code") { [weak self, context, ticketID] in
            while !Task.isCancelled {
                await observedChange { _ = context.wallet.ticket(id: ticketID) }
                self?.effects.run("sign") { await self?.signCode() }
            }
        }
    }

    private func signCode() async {
        guard let ticket = context.wallet.ticket(id: ticketID) else { return }
        await code.update(message: ticket.signedMessage) { [codeSigning] in codeSigning.ticket(ticket) }
    }

    public func send(_ action: TicketAction) {
        switch action {
        case .use, .refund:
            guard state.state == .unused else {
                error = "未使用のチケットだけが使用・払い戻しできます — only unused tickets"
                return
            }
            error = nil
            notice = nil
            // A ticket for a later day cannot be used yet: say from when, rather than ask and fail.
            let today = VisitDate.japanToday(date.now)
            if action == .use, let ticket = state.ticket, ticket.useDate > today {
                let day = (try? CalendarDay(ticket.useDate))?.shortText ?? ticket.useDate.description
                error = "\(day) から使えます — usable from \(ticket.useDate) (today in Japan is \(today))"
                return
            }
            confirming = action == .use ? .use : .refund
        case .no:
            confirming = nil
        case .share:
            // The code may still be being signed (the screen has just appeared): sign, then copy.
            effects.run("share") { [weak self] in
                guard let self else { return }
                await self.signCode()
                let state = self.state
                guard let ticket = state.ticket else { return }
                let lines = [
                    "湯めぐり e-ticket \(ticket.id) — \(state.state?.label ?? "")",
                    "\(ticket.facilityName) (\(ticket.facilityID.rawValue)) · \(ticket.productName)",
                    "利用日 date of use \(ticket.useDate) · 有効期限 valid until \(ticket.validUntil)",
                ] + ((try? state.payload?.get()).map { ["QR: \($0)"] } ?? [])
                self.clipboard.copy(lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
                self.notice = "コピーしました copied to the clipboard (OSC 52)"
            }
        case .yes:
            guard let pending = confirming, let ticket = state.ticket else { return }
            confirming = nil
            effects.run("change") { [weak self, context] in
                do throws(WalletError) {
                    switch pending {
                    case .use:
                        _ = try await context.wallet.use(ticket)
                        self?.notice = "使用済みにしました — marked as used"
                    case .refund:
                        _ = try await context.wallet.refund(ticket)
                        self?.notice = "払い戻しました — refunded (mock)"
                        // The last refund of an order gives its coupon back while it is valid.
                        await context.coupons.load()
                    }
                } catch {
                    self?.error = error.description
                }
            }
        }
    }
}

extension TicketViewModel: ViewModel {}
