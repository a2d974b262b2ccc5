import Dependencies
import Entities
import Localization
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
import UseCases
@testable import CouponFeature

/// Issue 33 part 2: a facility's offers and the coupon wallet's groups are derived when the
/// claims, the day, the catalog or the language change (in `layout` and `send`), never while a
/// frame is drawn; a claim made anywhere (another screen, the CLI, another process through the
/// store) reaches the next frame.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CouponFramesOnlyReadTests {
    static let kusatsu = TicketFixtures.kusatsuID
    static let today = VisitDate(TicketFixtures.now)

    /// The shared in-memory app, with a catalog whose 草津 has coupons (the fixture's has none).
    func withApp(_ body: (LoginContext) async throws -> Void) async throws {
        try await TicketFixtures.withApp {
            var listing = TicketFixtures.kusatsu.listing
            listing.hasCoupons = true
            let catalog = withDependencies { $0.loadCatalog = .returning([listing]) } operation: { CatalogStore() }
            await catalog.load()
            try await withDependencies { $0.catalogStore = catalog } operation: {
                @Dependency(\.sessionStore) var session
                let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
                try await body(context)
            }
        }
    }

    var offered: [Coupon] { SampleCoupons.generate(for: Self.kusatsu, hasCoupons: true, today: Self.today) }

    @Test func theCouponWalletIsGroupedBeforeItsFrameNotWhileDrawn() async throws {
        try await withApp { context in
            // 草津's offer, and one of a campaign the offers do not show.
            let offered = try [#require(self.offered.first), Coupon(id: "kusatsu-winter", facilityID: Self.kusatsu, benefit: .percentOff(10),
                                                                   validFrom: Self.today, validUntil: Self.today.adding(days: 30))]
            try await context.coupons.claim(offered[0])
            let screen = CouponWalletScreen(context: context)
            await screen.viewModel.appearAndSettle()
            let first = composedFrame(screen, size: .terminal80x24)
            #expect(first.violations == 0)
            #expect(first.text.contains(offered[0].title), "\(first.text)")
            // A frame like the last reads the groups derived before it: two reads, one array.
            #expect(sharesStorage(screen.viewModel.state.groups, screen.viewModel.state.groups))
            // A claim made elsewhere (the facility's offers, the CLI: through the store) reaches the next frame.
            try await context.coupons.claim(offered[1])
            let claimed = composedFrame(screen, size: .terminal80x24)
            #expect(claimed.violations == 0)
            #expect(claimed.text.contains(offered[1].title), "\(claimed.text)")
            #expect(screen.viewModel.state.groups.flatMap(\.coupons).count == 2)
            let english = composedFrame(screen, size: .terminal80x24, language: .en)
            #expect(english.violations == 0)
            #expect(english.text.contains("Kusatsu 草津"), "the area is named in the language in force, as the wallet does:\n\(english.text)")
        }
    }

    @Test func aFacilitysOffersAreDerivedBeforeTheirFrameNotWhileDrawn() async throws {
        try await withApp { context in
            let screen = CouponsScreen(facilityID: Self.kusatsu)
            await screen.viewModel.appearAndSettle()
            let first = composedFrame(screen, size: .terminal80x24)
            #expect(first.violations == 0)
            #expect(screen.viewModel.state.rows.map(\.coupon) == offered)
            #expect(sharesStorage(screen.viewModel.state.rows, screen.viewModel.state.rows))
            screen.viewModel.send(.moveDown)
            #expect(composedFrame(screen, size: .terminal80x24).violations == 0)
            // Claimed from somewhere else: the row says so at the next frame.
            try await context.coupons.claim(offered[0])
            let claimed = composedFrame(screen, size: .terminal80x24)
            #expect(claimed.violations == 0)
            #expect(screen.viewModel.state.rows.first?.claimed == .usable)
            let english = composedFrame(screen, size: .terminal80x24, language: .en)
            #expect(english.violations == 0)
            #expect(english.text.contains("Kusatsu"), "the area's name is the language's:\n\(english.text)")
        }
    }
}

/// The breadcrumb from a facility's coupons to the wallet read `Coupons › Coupons` / `クーポン › クーポン`.
@MainActor
@Suite struct CouponTitleTests {
    @Test func theWalletIsToldApartFromAFacilitysCouponsInTheBreadcrumb() async throws {
        try await CouponFramesOnlyReadTests().withApp { context in
            let wallet = CouponWalletScreen(context: context)
            let coupons = CouponsScreen(facilityID: CouponFramesOnlyReadTests.kusatsu)
            for language in [Language.ja, .en] {
                AppLanguage.$scoped.withValue(language) {
                    #expect(wallet.title != coupons.title, "\(language): \(wallet.title)")
                }
            }
        }
    }
}
