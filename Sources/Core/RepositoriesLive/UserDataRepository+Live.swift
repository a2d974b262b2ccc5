import DataStores
import Dependencies
import Entities
import Foundation
import Repositories

extension UserDataRepository {
    /// The repository over a user database, opened on first use by `open`.
    public static func live(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) -> UserDataRepository {
        live(UserConnection(open: open))
    }

    /// The repository over a connection that other clients of the same process may share.
    public static func live(_ connection: UserConnection) -> UserDataRepository {
        UserDataRepository(
            favorites: { () throws(UserDataError) in try await connection.database().favorites().map(UserMapping.favorite) },
            addFavorite: { id, date throws(UserDataError) in
                UserMapping.favorite(try await connection.database().addFavorite(id.rawValue, addedAt: date))
            },
            removeFavorite: { id throws(UserDataError) in
                try await connection.database().removeFavorite(id.rawValue).map(UserMapping.favorite)
            },
            restoreFavorite: { favorite throws(UserDataError) in
                try await connection.database().restoreFavorite(UserMapping.record(favorite))
            },
            moveFavorite: { id, offset throws(UserDataError) in try await connection.database().moveFavorite(id.rawValue, by: offset) },
            visits: { () throws(UserDataError) in try await connection.database().visits().compactMap(UserMapping.visit) },
            addVisit: { draft, now throws(UserDataError) in
                if let problem = draft.problem { throw .invalidVisit(problem) }
                let stored = try await connection.database().addVisit(UserMapping.record(draft, createdAt: now))
                guard let visit = UserMapping.visit(stored) else { throw .database("stored visit cannot be read back") }
                return visit
            },
            deleteVisit: { id throws(UserDataError) in try await connection.database().deleteVisit(id: id) },
            visitImport: VisitImportSink(
                begin: { now throws(UserDataError) in try await connection.database().beginVisitImport(startedAt: now) },
                add: { batch, drafts, now, limit throws(UserDataError) in
                    if let problem = drafts.lazy.compactMap(\.problem).first { throw .invalidVisit(problem) }
                    let step = try await connection.database().addToVisitImport(
                        batch, drafts.map { UserMapping.record($0, createdAt: now) }, holdingAtMost: limit)
                    return VisitImportSink.Step(stored: step.stored, added: step.added, held: step.held)
                },
                checkpoint: { () throws(UserDataError) in try await connection.database().checkpointVisitImport() },
                commit: { batch throws(UserDataError) in try await connection.database().commitVisitImport(batch) },
                abandon: { batch throws(UserDataError) in try await connection.database().abandonVisitImport(batch) })
        )
    }

    /// A fresh in-memory database: real SQL and transactions, nothing on disk.
    public static func inMemory() -> UserDataRepository {
        live(open: { () throws(UserDataError) in try UserDatabase.inMemory() })
    }
}

extension UserDataRepository: DependencyKey {
    public static var liveValue: UserDataRepository {
        @Dependency(\.catalogLocation) var location
        return live(UserConnection.shared(dataDirectory: location.dataDirectory))
    }

}


/// Records ↔ entities.
enum UserMapping {
    static func favorite(_ record: FavoriteRecord) -> Favorite {
        Favorite(id: FacilityID(record.facilityId), position: record.position, addedAt: Date(timeIntervalSince1970: record.addedAt))
    }

    static func record(_ favorite: Favorite) -> FavoriteRecord {
        FavoriteRecord(facilityId: favorite.id.rawValue, position: favorite.position, addedAt: favorite.addedAt.timeIntervalSince1970)
    }

    /// Nil for a row whose date cannot be read (written by hand into the file): skipped, not fatal.
    static func visit(_ record: VisitRecord) -> Visit? {
        guard let id = record.id, let date = try? VisitDate(parsing: record.date) else { return nil }
        return Visit(id: id, facilityID: FacilityID(record.facilityId), date: date, rating: record.rating, note: record.note)
    }

    static func record(_ draft: VisitDraft, createdAt: Date) -> VisitRecord {
        VisitRecord(facilityId: draft.facilityID.rawValue, date: draft.date.description, rating: draft.rating,
                    note: draft.note, createdAt: createdAt.timeIntervalSince1970)
    }
}
