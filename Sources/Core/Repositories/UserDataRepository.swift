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
    /// Deletes a visit and returns it as it was (an undo puts it back); `.noSuchVisit` when none.
    public var deleteVisit: @Sendable (Int64) async throws(UserDataError) -> Visit
    /// Corrects a visit with the rules of adding on the Japan day of the date given; `.noSuchVisit`
    /// when none, `.invalidVisit` when the result could not be added either.
    public var updateVisit: @Sendable (Int64, VisitChange, Date) async throws(UserDataError) -> Visit = { id, _, _ throws(UserDataError) in
        throw unimplementedError("UserDataRepository.updateVisit \(id)")
    }
    /// Puts a deleted visit back (under its old id when that is still free).
    public var restoreVisit: @Sendable (Visit) async throws(UserDataError) -> Visit = { _ throws(UserDataError) in
        throw unimplementedError("UserDataRepository.restoreVisit")
    }
    public var visitImport: VisitImportSink

    public init(
        favorites: @escaping @Sendable () async throws(UserDataError) -> [Favorite],
        addFavorite: @escaping @Sendable (FacilityID, Date) async throws(UserDataError) -> Favorite,
        removeFavorite: @escaping @Sendable (FacilityID) async throws(UserDataError) -> Favorite?,
        restoreFavorite: @escaping @Sendable (Favorite) async throws(UserDataError) -> Void,
        moveFavorite: @escaping @Sendable (FacilityID, Int) async throws(UserDataError) -> Void,
        visits: @escaping @Sendable () async throws(UserDataError) -> [Visit],
        addVisit: @escaping @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit,
        deleteVisit: @escaping @Sendable (Int64) async throws(UserDataError) -> Visit,
        visitImport: VisitImportSink
    ) {
        self.favorites = favorites
        self.addFavorite = addFavorite
        self.removeFavorite = removeFavorite
        self.restoreFavorite = restoreFavorite
        self.moveFavorite = moveFavorite
        self.visits = visits
        self.addVisit = addVisit
        self.deleteVisit = deleteVisit
        self.visitImport = visitImport
    }
}

extension UserDataRepository: TestDependencyKey {
    /// Fails the test that reaches it: a test that needs a database says so (`.inMemory()` in
    /// RepositoriesLive gives a real one without files).
    public static let testValue = UserDataRepository(
        favorites: { () throws(UserDataError) in throw unimplementedError("UserDataRepository.favorites") },
        addFavorite: { _, _ throws(UserDataError) in throw unimplementedError("UserDataRepository.addFavorite") },
        removeFavorite: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.removeFavorite") },
        restoreFavorite: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.restoreFavorite") },
        moveFavorite: { _, _ throws(UserDataError) in throw unimplementedError("UserDataRepository.moveFavorite") },
        visits: { () throws(UserDataError) in throw unimplementedError("UserDataRepository.visits") },
        addVisit: { _, _ throws(UserDataError) in throw unimplementedError("UserDataRepository.addVisit") },
        deleteVisit: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.deleteVisit") },
        visitImport: VisitImportSink(
            begin: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.visitImport.begin") },
            add: { _, _, _, _ throws(UserDataError) in throw unimplementedError("UserDataRepository.visitImport.add") },
            commit: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.visitImport.commit") },
            abandon: { _ throws(UserDataError) in throw unimplementedError("UserDataRepository.visitImport.abandon") })
    )
}

extension DependencyValues {
    public var userDataRepository: UserDataRepository {
        get { self[UserDataRepository.self] }
        set { self[UserDataRepository.self] = newValue }
    }
}
