import Dependencies
import Entities
import Foundation
import Repositories

/// Keeping the shortlist: the operations `FavoritesStore` performs on disk.
public struct FavoritesUseCase: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> [Favorite]
    public var add: @Sendable (FacilityID, Date) async throws(UserDataError) -> Favorite
    public var remove: @Sendable (FacilityID) async throws(UserDataError) -> Favorite?
    public var restore: @Sendable (Favorite) async throws(UserDataError) -> Void
    public var move: @Sendable (FacilityID, _ offset: Int) async throws(UserDataError) -> Void

    public init(
        load: @escaping @Sendable () async throws(UserDataError) -> [Favorite],
        add: @escaping @Sendable (FacilityID, Date) async throws(UserDataError) -> Favorite,
        remove: @escaping @Sendable (FacilityID) async throws(UserDataError) -> Favorite?,
        restore: @escaping @Sendable (Favorite) async throws(UserDataError) -> Void,
        move: @escaping @Sendable (FacilityID, _ offset: Int) async throws(UserDataError) -> Void
    ) {
        self.load = load
        self.add = add
        self.remove = remove
        self.restore = restore
        self.move = move
    }

    public init(repository: UserDataRepository) {
        self.init(load: repository.favorites, add: repository.addFavorite, remove: repository.removeFavorite,
                  restore: repository.restoreFavorite, move: repository.moveFavorite)
    }
}

extension FavoritesUseCase: DependencyKey {
    public static var liveValue: FavoritesUseCase {
        @Dependency(\.userDataRepository) var repository
        return FavoritesUseCase(repository: repository)
    }

    /// Over whatever repository the test installs (the repository's own test value fails loudly).
    public static var testValue: FavoritesUseCase { liveValue }
}

extension DependencyValues {
    public var favoritesUseCase: FavoritesUseCase {
        get { self[FavoritesUseCase.self] }
        set { self[FavoritesUseCase.self] = newValue }
    }
}
