import Dependencies
import UseCases
import YumeguriCLI

extension AppOptions {
    /// The catalog these options name, loaded whole as the app loads it (building it first if it
    /// is not there yet): what the benches that time work on real areas start from.
    func catalogSnapshot() async throws -> CatalogSnapshot {
        let location = try location()
        return try await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.loadCatalog) var load
            return try await load.execute { _ in }
        }
    }
}
