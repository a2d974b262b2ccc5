import AppShell
import Credentials
import CredentialsLive
import DataStores
import Dependencies
import Entities
import Foundation
import Localization
import MapData
import MapDataLive
import Navigation
import Repositories
// The live data clients behind every use case and store: linked here, found by swift-dependencies.
import RepositoriesLive
import ScreenKit
import UseCases

/// The live dependencies for the whole process (screens made later included): the app, and the
/// fuzz, key and layout runs of `yumeguri-bench`, which run the same shell headless.
public enum LiveDependencies {
    /// `codeReader` reads a QR code from an image at the desk: the app's runs zbarimg.
    @MainActor
    public static func prepare(location: CatalogLocation, router: Router, mapDirectory: URL?, codeReader: TicketCodeReader) {
        // The outline ships with the app even when --catalog points elsewhere; without it the map
        // still shows its markers and says the coastline is missing.
        let mapOutline: MapOutlineClient = mapDirectory.map(MapOutlineClient.live(directory:)) ?? .noMapFolder
        prepareDependencies {
            $0.catalogLocation = location
            // The live data clients, named here so the composition root shows what backs the app.
            $0.pinHasher = .pbkdf2
            $0.ticketSigner = issuerSigner(location)
            $0.ticketCodeReader = codeReader
            $0.mapOutline = mapOutline
            $0.router = router
            $0.viewBuilding = .live
        }
    }

    /// The signer over this installation's key. The key is made here, before anything is signed,
    /// and only while the user database holds no ticket or pass: a key deleted after that is
    /// reported by every signature and check (`.missingKey`), never replaced by a new one.
    public static func issuerSigner(_ location: CatalogLocation) -> TicketSigner {
        let keyFile = location.issuerKeyFile
        let database = location.dataDirectory.appendingPathComponent(UserDatabase.fileName).path
        // A failure here is reported where the key is used, with the same message.
        try? TicketSigner.prepareIssuerKey(keyFile, mayCreate: { UserDatabaseCheck.issuedCodeCount(path: database) == 0 })
        return .ed25519(keyFile: keyFile, mayCreateKey: { false })
    }

    /// A signer that checks codes and never makes a key: a missing one is reported with how to
    /// restore it (the desk's `verify`).
    public static func checkingSigner(_ location: CatalogLocation) -> TicketSigner {
        .ed25519(keyFile: location.issuerKeyFile, mayCreateKey: { false })
    }

    /// Opens the user database now, so a damaged one, or one from a newer version, says so first.
    public static func openUserData(_ location: CatalogLocation) async throws(UserDataError) {
        try await UserConnection.shared(dataDirectory: location.dataDirectory).openNow()
    }

    /// Closes the user databases this process opened, after their last write: as the app ends,
    /// and after a command (see `UserDatabase.close`).
    nonisolated(nonsending) public static func closeUserData() async {
        await UserConnection.closeAll()
    }
}
