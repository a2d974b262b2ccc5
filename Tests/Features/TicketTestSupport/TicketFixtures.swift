import CredentialsLive
import Dependencies
import Entities
import Foundation
import Navigation
import Repositories
import RepositoryFakes
import Stores
import UseCases

/// The in-memory app that the purchase and wallet tests share: one user database (fake, in memory)
/// behind accounts and wallet, a fixed clock, ids and issuer key.
public enum TicketFixtures {
    public static let kusatsuID = FixtureCatalog.kusatsuID
    public static let now = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-16

    public static let kusatsu = FixtureCatalog.kusatsuDetail

    /// Runs `body` with one in-memory user database behind accounts and wallet, a fixed clock and ids.
    @MainActor
    public static func withApp<T>(router: Router = Router(), clock: Date = now, _ body: () async throws -> T) async rethrows -> T {
        let now = clock
        let repository = AccountRepository.fake()
        let session = withDependencies {
            $0.date = .constant(now)
            $0.uuid = .incrementing
            let uuid = $0.uuid
            $0.accountUseCase = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { now }, makeID: { "A" + uuid().shortID })
            $0.walletUseCase = WalletUseCase(repository: repository, now: { now }, makeID: { uuid().shortID })
        } operation: { SessionStore() }
        // The catalog the app loads at start, holding the one area these tests buy at: the
        // wallet and the purchase steps name it as the catalog does (`Kusatsu 草津` in English).
        let catalog = withDependencies { $0.loadCatalog = .returning([kusatsu.listing]) } operation: { CatalogStore() }
        await catalog.load()
        return try await withDependencies {
            $0.catalogStore = catalog
            $0.date = .constant(now)
            $0.uuid = .incrementing
            $0.sessionStore = session
            $0.router = router
            $0.ticketSigner = .ed25519(keyFile: fixedIssuerKey())
            let signer = $0.ticketSigner
            // The in-app desk over the same database, for the screens that show a use.
            $0.deskUseCase = DeskUseCase(repository: repository, signer: signer, now: { now })
            let catalog = CatalogRepository.fixtures()
            $0.facilityDetail = FacilityDetailUseCase { id throws(CatalogError) in try await catalog.facility(id) }
        } operation: {
            try await body()
        }
    }
}

/// A key file with a fixed key, so a snapshot of a signed code is the same on every run.
func fixedIssuerKey() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-issuer-\(UUID().uuidString)")
    try? (String(repeating: "2a", count: 32) + "\n").write(to: url, atomically: true, encoding: .utf8)
    return url
}
