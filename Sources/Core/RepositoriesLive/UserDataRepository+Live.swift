import DataStores
import Dependencies
import Entities
import Foundation
import Localization
import Repositories

extension UserDataRepository {
    /// The repository over a user database, opened on first use by `open`.
    public static func live(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) -> UserDataRepository {
        live(UserConnection(open: open))
    }

    /// The repository over a connection that other clients of the same process may share.
    public static func live(_ connection: UserConnection) -> UserDataRepository {
        var repository = UserDataRepository(
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
                guard let visit = UserMapping.visit(stored) else { throw .database(StoredRowText.visitUnreadable(id: nil).text) }
                return visit
            },
            deleteVisit: { id throws(UserDataError) in
                guard let removed = try await connection.database().removeVisit(id: id) else { throw .noSuchVisit(id) }
                guard let visit = UserMapping.visit(removed) else { throw .database(StoredRowText.visitUnreadable(id: id).text) }
                return visit
            },
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
        visitEdits(connection, into: &repository)
        return repository
    }

    /// Correction and undo of visits, over the same connection.
    static func visitEdits(_ connection: UserConnection, into repository: inout UserDataRepository) {
        repository.updateVisit = { id, change, now throws(UserDataError) in
            let today = VisitDate(now, timeZone: JapanTime.timeZone)
            let stored = try await connection.database().updateVisit(id: id) { record in
                guard let visit = UserMapping.visit(record) else { throw UserDataError.database(StoredRowText.visitUnreadable(id: id).text) }
                if let problem = change.problem(for: visit, today: today) { throw UserDataError.invalidVisit(problem) }
                let draft = change.applied(to: visit)
                var changed = record
                changed.date = draft.date.description
                changed.rating = draft.rating
                changed.note = draft.note
                return changed
            }
            guard let stored else { throw .noSuchVisit(id) }
            guard let visit = UserMapping.visit(stored) else { throw .database(StoredRowText.visitUnreadable(id: id).text) }
            return visit
        }
        repository.restoreVisit = { visit throws(UserDataError) in
            let record = VisitRecord(id: visit.id, facilityId: visit.facilityID.rawValue, date: visit.date.description,
                                     rating: visit.rating, note: visit.note, createdAt: Date().timeIntervalSince1970)
            let stored = try await connection.database().restoreVisit(record)
            guard let restored = UserMapping.visit(stored) else { throw .database(StoredRowText.visitUnreadable(id: nil).text) }
            return restored
        }
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
