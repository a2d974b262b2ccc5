import Dependencies
import Entities
import Foundation
import JapaneseSearch
import Repositories

/// Makes the catalog, its stored search index and the list's first page ready, as
/// `yumeguri catalog build` does: the first start after a build then maps the index and draws
/// the first page at once instead of indexing a million names. Unlike the app's own best-effort
/// store, a failure to write either is an error here: the command exists to leave them ready.
public struct PrepareSearchIndexUseCase: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// A usable index and first page were already stored with the catalog.
        case alreadyStored
        /// Built (progress phase `.indexing`) and stored.
        case built
        /// The catalog keeps no index (an in-memory catalog): nothing to do.
        case notKept
    }

    public var execute: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Outcome

    public init(execute: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Outcome) {
        self.execute = execute
    }
}

extension PrepareSearchIndexUseCase: DependencyKey {
    public static var liveValue: PrepareSearchIndexUseCase {
        @Dependency(\.catalogRepository) var repository
        @Dependency(\.loadCatalog) var loadCatalog
        return PrepareSearchIndexUseCase { progress throws(CatalogError) in
            try await repository.prepare(progress)
            let key = FacilitySearchEngine.storedIndexKey
            guard let file = try await repository.searchIndexFile(key) else { return .notKept }
            // The same checks a start makes before it maps the file (format, identity, checksum).
            if let index = try? SearchIndex(contentsOfFile: file.path, identity: file.identity) {
                // Whether a page is stored at all: its first row says.
                let page = try await repository.firstPage(key, 1)
                if index.count == 0 || !page.isEmpty { return .alreadyStored }
            }
            let snapshot = try await loadCatalog.execute(progress)
            let (engine, _) = await LoadCatalogUseCase.buildEngine(snapshot, progress: progress)
            do throws(SearchIndexFileError) {
                try engine.writeIndex(to: file)
            } catch {
                let reason = switch error {
                case .io(let code): String(cString: strerror(code))
                case .identityTooLong: "the catalog's identity is too long"
                }
                throw .dataDirectory(path: file.path, reason: "the search index could not be written: \(reason)")
            }
            try await repository.storeFirstPage(key, engine.firstPage)
            return .built
        }
    }

    public static let testValue = PrepareSearchIndexUseCase { _ throws(CatalogError) in
        throw .database("PrepareSearchIndexUseCase is not overridden in this test")
    }
}

extension DependencyValues {
    public var prepareSearchIndex: PrepareSearchIndexUseCase {
        get { self[PrepareSearchIndexUseCase.self] }
        set { self[PrepareSearchIndexUseCase.self] = newValue }
    }
}
