import Dependencies
import Entities
import Navigation
import RepositoryFakes
import Stores
import Testing
import TicketTestSupport

/// The wallet tests' one setup: the in-memory app (`TicketFixtures.withApp`), an account signed in
/// and adult tickets for 草津 bought with it, paid by a card that is not kept.
@MainActor
enum WalletFixtures {
    static func withTickets<T>(adults: Int, key: String, daysAhead: Int = 0, holder: String = "太郎", router: Router = Router(),
                               _ body: (LoginContext, [Ticket]) async throws -> T) async throws -> T {
        try await TicketFixtures.withApp(router: router) {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: holder, email: "taro@example.com", pin: "2468"))
            let tickets = try await buy(context, adults: adults, key: key, daysAhead: daysAhead)
            return try await body(context, tickets)
        }
    }

    /// Buys `adults` adult tickets for 草津 on today (or `daysAhead` later) in `context`.
    static func buy(_ context: LoginContext, adults: Int, key: String, daysAhead: Int = 0) async throws -> [Ticket] {
        let products = TicketFixtures.kusatsu.sample.ticketProducts
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        let placed = try await context.wallet.purchase(
            PurchaseRequest(accountID: context.account.id, idempotencyKey: key, facilityID: FixtureCatalog.kusatsuID,
                            facilityName: FixtureCatalog.kusatsu.name, lines: [OrderLine(product: products[0], quantity: adults)],
                            useDate: VisitDate(TicketFixtures.now).adding(days: daysAhead), card: card, rememberCard: false),
            products: products)
        return placed.tickets
    }
}
