import CredentialsLive
import Dependencies
import Entities
import Foundation
import Localization
import Observation
import Repositories
import RepositoriesLive
import Stores
import TestSupport
import Testing
import UseCases

/// Issue 32: a ticket keeps its area's name as bought (`草津`); the wallet names it as the catalog
/// does (`Kusatsu 草津` in English), resolved when the tickets load and again when the catalog
/// loads after them, never per frame; an area the catalog lacks keeps the ticket's name.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WalletNamesTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let kusatsu = FacilityID("aist-2711")
    static let listing = FacilityListing(
        id: kusatsu, name: "草津", reading: "くさつ", romaji: "kusatsu", prefectureCode: "10", prefectureName: "群馬県",
        regionName: "関東", coordinate: Coordinate(latitude: 36.62, longitude: 138.58), maxTemperature: 95, ph: 2,
        springType: "酸性", sourceCount: 1)

    func signedIn(catalog: CatalogStore) async throws -> LoginContext {
        let repository = AccountRepository.inMemory()
        let now = Self.now
        let counter = LockIsolated(0)
        let wallet = WalletUseCase(repository: repository, now: { now }, makeID: { counter.withValue { $0 += 1; return "ID\($0)" } })
        let account = try await AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { now },
                                               makeID: { "A1" }).create("太郎", "taro@example.com", "2468")
        return withDependencies { $0.catalogStore = catalog } operation: { LoginContext(account: account, walletUseCase: wallet) }
    }

    func buy(_ context: LoginContext, at id: FacilityID, stored name: String) async throws {
        let products = SampleCommerce.generate(for: id).ticketProducts
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        _ = try await context.wallet.purchase(
            PurchaseRequest(accountID: context.account.id, idempotencyKey: "K-\(id.rawValue)", facilityID: id, facilityName: name,
                            lines: [OrderLine(product: products[0], quantity: 1)], useDate: VisitDate(Self.now), card: card, rememberCard: false),
            products: products)
    }

    @Test func theWalletNamesItsAreasAsTheCatalogDoes() async throws {
        let catalog = withDependencies { $0.loadCatalog = .returning([Self.listing]) } operation: { CatalogStore() }
        await catalog.load()
        let context = try await signedIn(catalog: catalog)
        try await buy(context, at: Self.kusatsu, stored: "草津")
        try await buy(context, at: FacilityID("aist-99999"), stored: "消えた湯")
        let shown = AppLanguage.$scoped.withValue(.en) { context.wallet.tickets.map(context.wallet.facilityName(of:)).sorted() }
        #expect(shown == ["Kusatsu 草津", "消えた湯"])
        #expect(context.wallet.tickets.map(\.facilityName).sorted() == ["消えた湯", "草津"], "the stored names are unchanged")
        #expect(context.wallet.tickets.map(context.wallet.facilityName(of:)).sorted() == ["消えた湯", "草津"], "Japanese reads as stored")
    }

    /// The app loads the catalog after its first frame: a wallet opened first shows the stored
    /// names, then the catalog's once it is in, through the screen's follow effect.
    @Test func namesFollowACatalogThatLoadsAfterTheWallet() async throws {
        let catalog = withDependencies { $0.loadCatalog = .returning([Self.listing]) } operation: { CatalogStore() }
        let context = try await signedIn(catalog: catalog)
        try await buy(context, at: Self.kusatsu, stored: "草津")
        #expect(context.wallet.facilityNames.isEmpty)
        let ticket = try #require(context.wallet.tickets.first)
        #expect(AppLanguage.$scoped.withValue(.en) { context.wallet.facilityName(of: ticket) } == "草津")
        let follower = Task { await context.wallet.followCatalog() }
        defer { follower.cancel() }
        await catalog.load()
        await waitUntil { !context.wallet.facilityNames.isEmpty }
        #expect(AppLanguage.$scoped.withValue(.en) { context.wallet.facilityName(of: ticket) } == "Kusatsu 草津")
    }
}

/// The purchase steps' header likewise: a flow opened at start makes its draft from the area's
/// detail before the catalog has loaded, and names it once the catalog is in.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PurchaseDraftNamesTests {
    @Test func aDraftMadeBeforeTheCatalogLoadsIsNamedOnceItDoes() async throws {
        let catalog = withDependencies { $0.loadCatalog = .returning([WalletNamesTests.listing]) } operation: { CatalogStore() }
        let context = try await WalletNamesTests().signedIn(catalog: catalog)
        let target = PurchaseTarget.facility(WalletNamesTests.kusatsu)
        let follower = Task { await context.purchases.followCatalog() }
        defer { follower.cancel() }
        _ = await context.purchases.resume(target) {
            PurchaseDraft(facilityID: WalletNamesTests.kusatsu, facilityName: "草津", products: [], today: VisitDate(WalletNamesTests.now))
        }
        let draft = try #require(context.purchases.draft(for: target))
        #expect(AppLanguage.$scoped.withValue(.en) { context.purchases.facilityNames.title(of: draft) } == "草津")
        await catalog.load()
        await waitUntil { !context.purchases.facilityNames.isEmpty }
        #expect(AppLanguage.$scoped.withValue(.en) { context.purchases.facilityNames.title(of: draft) } == "Kusatsu 草津")
    }
}
