import Dependencies
import Entities
import Localization
import Observation
import Observing
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
    /// Kept in both languages and read in the one in force when the state is read.
    private var notice: LocalizedText?
    private var error: LocalizedText?
    @ObservationIgnored @Dependency(\.date) private var date
    /// The code, signed in an effect when the facts it signs change.
    private let code: FollowedCode<Ticket>
    /// Loading the wallet and the use or refund; cancelled when the screen leaves its stack.
    public let effects = Effects()

    public init(ticketID: String, context: LoginContext) {
        self.ticketID = ticketID
        self.context = context
        code = FollowedCode(wallet: context.wallet, item: { $0.ticket(id: ticketID) },
                            message: \.signedMessage, sign: { $0.ticket($1) })
    }

    public var state: TicketViewState {
        var state = TicketViewState(ticketID: ticketID)
        state.isLoaded = context.wallet.isLoaded
        state.ticket = context.wallet.ticket(id: ticketID)
        state.state = state.ticket?.state(on: VisitDate.japanToday(date.now))
        state.payload = state.ticket.flatMap { code.payload(for: $0) }
        state.scanCode = state.ticket.flatMap { code.scanCode(for: $0) }
        state.confirming = confirming
        state.names = context.wallet.facilityNames
        state.notice = notice?.text
        state.error = error?.text
        return state
    }

    public func appear() {
        code.appear(in: effects)
        effects.schedule("names follow the catalog") { [context] in await context.wallet.followCatalog() }
    }

    public func send(_ action: TicketAction) {
        switch action {
        case .use, .refund:
            guard state.state == .unused else {
                error = WalletText.onlyUnused.localized
                return
            }
            error = nil
            notice = nil
            // A ticket for a later day cannot be used yet: say from when, rather than ask and fail.
            let today = VisitDate.japanToday(date.now)
            if action == .use, let ticket = state.ticket, ticket.useDate > today {
                let day = (try? CalendarDay(ticket.useDate))?.shortText ?? ticket.useDate.description
                error = WalletText.usableFrom(day: day, today: today.description).localized
                return
            }
            confirming = action == .use ? .use : .refund
        case .no:
            confirming = nil
        case .share:
            code.share(in: effects, lines: { [weak self] in self?.shareLines() }) { [weak self] in
                self?.notice = WalletText.sentToTerminal.localized
            }
        case .yes:
            guard let pending = confirming, let ticket = state.ticket else { return }
            confirming = nil
            effects.run("change") { [weak self, context] in
                do throws(WalletError) {
                    switch pending {
                    case .use:
                        _ = try await context.wallet.use(ticket)
                        self?.notice = WalletText.markedUsed.localized
                    case .refund:
                        _ = try await context.wallet.refund(ticket)
                        self?.notice = WalletText.refunded.localized
                        // The last refund of an order gives its coupon back while it is valid.
                        await context.coupons.load()
                    }
                } catch {
                    self?.error = LocalizedText(verbatim: error.description)
                }
            }
        }
    }

    private func shareLines() -> [String]? {
        let state = state
        guard let ticket = state.ticket else { return nil }
        return [
            WalletText.shareTicketHeading(id: ticket.id, state: state.state?.label ?? "").text,
            "\(state.names.display(ticket)) (\(ticket.facilityID.rawValue)) · \(ticket.productTitle)",
            WalletText.shareTicketDates(useDate: ticket.useDate.description, validUntil: ticket.validUntil.description).text,
        ]
    }
}

extension TicketViewModel: ViewModel {}
