import DataStores
import Dependencies
import Entities
import Foundation

/// The user's favourites and visits, in entities. Every write is one transaction in the user
/// database; the results come back from the database, so positions and ids are the stored ones.
public struct UserDataRepository: Sendable {
    public var favorites: @Sendable () async throws(UserDataError) -> [Favorite]
    public var addFavorite: @Sendable (FacilityID, Date) async throws(UserDataError) -> Favorite
    public var removeFavorite: @Sendable (FacilityID) async throws(UserDataError) -> Favorite?
    public var restoreFavorite: @Sendable (Favorite) async throws(UserDataError) -> Void
    public var moveFavorite: @Sendable (FacilityID, Int) async throws(UserDataError) -> Void
    public var visits: @Sendable () async throws(UserDataError) -> [Visit]
    public var addVisit: @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit
    public var deleteVisit: @Sendable (Int64) async throws(UserDataError) -> Void
    public var importVisits: @Sendable ([VisitDraft], Date) async throws(UserDataError) -> Int
    /// Changes when another process has committed to the user database since the last call.
    public var changeToken: @Sendable () async throws(UserDataError) -> Int

    public init(
        favorites: @escaping @Sendable () async throws(UserDataError) -> [Favorite],
        addFavorite: @escaping @Sendable (FacilityID, Date) async throws(UserDataError) -> Favorite,
        removeFavorite: @escaping @Sendable (FacilityID) async throws(UserDataError) -> Favorite?,
        restoreFavorite: @escaping @Sendable (Favorite) async throws(UserDataError) -> Void,
        moveFavorite: @escaping @Sendable (FacilityID, Int) async throws(UserDataError) -> Void,
        visits: @escaping @Sendable () async throws(UserDataError) -> [Visit],
        addVisit: @escaping @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit,
        deleteVisit: @escaping @Sendable (Int64) async throws(UserDataError) -> Void,
        importVisits: @escaping @Sendable ([VisitDraft], Date) async throws(UserDataError) -> Int,
        changeToken: @escaping @Sendable () async throws(UserDataError) -> Int
    ) {
        self.favorites = favorites
        self.addFavorite = addFavorite
        self.removeFavorite = removeFavorite
        self.restoreFavorite = restoreFavorite
        self.moveFavorite = moveFavorite
        self.visits = visits
        self.addVisit = addVisit
        self.deleteVisit = deleteVisit
        self.importVisits = importVisits
        self.changeToken = changeToken
    }
}

extension UserDataRepository {
    /// The repository over a user database, opened on first use by `open`.
    public static func live(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) -> UserDataRepository {
        let connection = UserConnection(open: open)
        return UserDataRepository(
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
            importVisits: { drafts, now throws(UserDataError) in
                for (index, draft) in drafts.enumerated() {
                    if let problem = draft.problem { throw .badImportRow(line: index + 1, reason: problem) }
                }
                return try await connection.database().importVisits(drafts.map { UserMapping.record($0, createdAt: now) })
            },
            changeToken: { () throws(UserDataError) in try await connection.database().dataVersion() }
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
        let directory = location.dataDirectory
        return live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    /// In memory, so a test that forgets to override it still never touches the user's files.
    public static var testValue: UserDataRepository { inMemory() }
}

extension DependencyValues {
    public var userDataRepository: UserDataRepository {
        get { self[UserDataRepository.self] }
        set { self[UserDataRepository.self] = newValue }
    }
}

/// Opens the user database once, on first use; a failed open is retried on the next call.
actor UserConnection {
    private let open: @Sendable () throws(UserDataError) -> UserDatabase
    private var opened: UserDatabase?

    init(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) { self.open = open }

    func database() throws(UserDataError) -> UserDatabase {
        if let opened { return opened }
        let database = try open()
        opened = database
        return database
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
