import Dependencies
import Entities
import Foundation
import Localization
import Notices
import Observation
import UseCases

/// The user's favourites for the app's lifetime: the single source of truth that every screen
/// reads, so a ★ toggled anywhere shows everywhere at once. Changes show in the UI before the disk
/// write finishes; a failed write puts the UI back and says so in the app's notices (the status bar
/// shows it until the next key).
@MainActor
@Observable
public final class FavoritesStore {
    /// In the user's order.
    public private(set) var favorites: [Favorite] = []
    public private(set) var ids: Set<FacilityID> = []
    public private(set) var isLoaded = false

    @ObservationIgnored @Dependency(\.favoritesUseCase) private var useCase
    @ObservationIgnored @Dependency(\.noticeStore) private var notices
    @ObservationIgnored @Dependency(\.date) private var date
    /// Writes in flight: a reload then would show the disk without them, so it waits for them.
    @ObservationIgnored private var pendingWrites = 0
    @ObservationIgnored private var reloadAfterWrites = false
    /// One after another, in the order the user made them (two ★ in a row are stored in that order).
    @ObservationIgnored private let writes = WritesInOrder()

    public nonisolated init() {}

    public func contains(_ id: FacilityID) -> Bool { ids.contains(id) }

    public func load() async {
        await reload()
    }

    /// Reads the list from disk (after another process wrote — `UserDataChangeFeed` calls it —, or
    /// to settle after a write).
    public func reload() async {
        guard pendingWrites == 0 else { reloadAfterWrites = true; return }
        do {
            let loaded = try await useCase.load()
            // A write that started while this read was running wins: read again after it.
            guard pendingWrites == 0 else { reloadAfterWrites = true; return }
            set(loaded)
            isLoaded = true
        } catch {
            report(error)
        }
    }

    /// Adds or removes; returns whether it is a favourite afterwards (as the UI shows it).
    @discardableResult
    public func toggle(_ id: FacilityID) async -> Bool {
        if contains(id) {
            await remove(id)
            return contains(id)
        }
        let optimistic = Favorite(id: id, position: (favorites.map(\.position).max() ?? 0) + 1, addedAt: date.now)
        set(favorites + [optimistic])
        await write { [useCase] () throws(UserDataError) in
            _ = try await useCase.add(id, optimistic.addedAt)
        } rollback: { store in
            store.set(store.favorites.filter { $0.id != id })
        }
        return contains(id)
    }

    /// Removes and returns what was removed, so the caller can offer undo.
    @discardableResult
    public func remove(_ id: FacilityID) async -> Favorite? {
        guard let removed = favorites.first(where: { $0.id == id }) else { return nil }
        set(favorites.filter { $0.id != id })
        let ok = await write { [useCase] () throws(UserDataError) in
            _ = try await useCase.remove(id)
        } rollback: { store in
            if !store.contains(id) { store.set((store.favorites + [removed]).sorted(by: Self.userOrder)) }
        }
        return ok ? removed : nil
    }

    /// Undo of `remove`: back in its old place.
    public func restore(_ favorite: Favorite) async {
        guard !contains(favorite.id) else { return }
        set((favorites.map { $0.position >= favorite.position ? Favorite(id: $0.id, position: $0.position + 1, addedAt: $0.addedAt) : $0 }
            + [favorite]).sorted(by: Self.userOrder))
        await write { [useCase] () throws(UserDataError) in
            try await useCase.restore(favorite)
        } rollback: { store in
            store.set(store.favorites.filter { $0.id != favorite.id })
        }
    }

    /// Moves one place up (`-1`) or down (`+1`) in the user's order.
    public func move(_ id: FacilityID, by offset: Int) async {
        guard let index = favorites.firstIndex(where: { $0.id == id }) else { return }
        let target = min(max(0, index + offset), favorites.count - 1)
        guard target != index else { return }
        let before = favorites
        var moved = favorites
        moved.insert(moved.remove(at: index), at: target)
        set(moved.enumerated().map { Favorite(id: $1.id, position: $0 + 1, addedAt: $1.addedAt) })
        await write { [useCase] () throws(UserDataError) in
            try await useCase.move(id, offset)
        } rollback: { store in
            store.set(before)
        }
    }

    /// Returns once no write is in flight. The app waits for it before it exits: a ★ shows before
    /// its write ends, so a quit right after `f` would otherwise lose a favourite the user saw.
    public func settleWrites() async { await writes.settled() }

    // MARK: Private

    private static func userOrder(_ a: Favorite, _ b: Favorite) -> Bool {
        (a.position, a.addedAt) < (b.position, b.addedAt)
    }

    private func set(_ list: [Favorite]) {
        favorites = list
        let newIDs = Set(list.map(\.id))
        if newIDs != ids { ids = newIDs }
    }

    /// Runs a disk write; on failure runs `rollback` and reports. Afterwards the list is read back
    /// from disk, which is the truth (positions as stored, changes another process made meanwhile).
    @discardableResult
    private func write(
        _ operation: @escaping @Sendable () async throws(UserDataError) -> Void,
        rollback: (FavoritesStore) -> Void
    ) async -> Bool {
        pendingWrites += 1
        let failure = await writes.enqueue(operation).value
        let succeeded = failure == nil
        if let failure {
            rollback(self)
            report(StoreText.favouritesNotSaved(reason: failure.description))
        }
        pendingWrites -= 1
        if pendingWrites == 0, succeeded || reloadAfterWrites {
            reloadAfterWrites = false
            await reload()
        }
        return succeeded
    }

    private func report(_ error: UserDataError) {
        report(StoreText.favouritesNotLoaded(reason: error.description))
    }

    private func report(_ message: StoreText) {
        notices.post(message.text, kind: .error)
    }
}

extension FavoritesStore: DependencyKey {
    public nonisolated static let liveValue = FavoritesStore()
    public nonisolated static var testValue: FavoritesStore { FavoritesStore() }
}

extension DependencyValues {
    public var favoritesStore: FavoritesStore {
        get { self[FavoritesStore.self] }
        set { self[FavoritesStore.self] = newValue }
    }
}
