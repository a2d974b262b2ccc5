import Entities
import Foundation
import Repositories

extension UserDataRepository {
    /// Favourites and visits in `memory`, by the live repository's rules: adding a favourite twice
    /// keeps the first, a removed one goes back where it was, moves renumber 1…n, visits list
    /// newest day first and refuse what the live one refuses. The visits import is not faked: it
    /// stays the failing client, so a test that reaches it must say how.
    public static func fake(_ memory: UserDataMemory = UserDataMemory()) -> UserDataRepository {
        var repository = UserDataRepository.testValue
        repository.favorites = { () throws(UserDataError) in
            memory.state.withLock { Array($0.favorites.values) }.sorted { ($0.position, $0.addedAt) < ($1.position, $1.addedAt) }
        }
        repository.addFavorite = { id, date throws(UserDataError) in
            memory.state.withLock { state in
                if let existing = state.favorites[id] { return existing }
                let favorite = Favorite(id: id, position: (state.favorites.values.map(\.position).max() ?? 0) + 1, addedAt: date)
                state.favorites[id] = favorite
                return favorite
            }
        }
        repository.removeFavorite = { id throws(UserDataError) in memory.state.withLock { $0.favorites.removeValue(forKey: id) } }
        repository.restoreFavorite = { favorite throws(UserDataError) in
            memory.state.withLock { state in
                guard state.favorites[favorite.id] == nil else { return }
                for (id, other) in state.favorites where other.position >= favorite.position { state.favorites[id]?.position += 1 }
                state.favorites[favorite.id] = favorite
            }
        }
        repository.moveFavorite = { id, offset throws(UserDataError) in
            memory.state.withLock { state in
                var rows = state.favorites.values.sorted { ($0.position, $0.addedAt) < ($1.position, $1.addedAt) }
                guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
                let target = min(max(0, index + offset), rows.count - 1)
                guard target != index else { return }
                rows.insert(rows.remove(at: index), at: target)
                for (number, row) in rows.enumerated() { state.favorites[row.id]?.position = number + 1 }
            }
        }
        addVisits(memory, into: &repository)
        return repository
    }

    private static func addVisits(_ memory: UserDataMemory, into repository: inout UserDataRepository) {
        repository.visits = { () throws(UserDataError) in memory.visits }
        repository.addVisit = { draft, _ throws(UserDataError) in
            if let problem = draft.problem { throw .invalidVisit(problem) }
            return memory.state.withLock { $0.insertVisit(draft) }
        }
        repository.deleteVisit = { id throws(UserDataError) in
            guard let removed = memory.state.withLock({ $0.visits.removeValue(forKey: id) }) else { throw .noSuchVisit(id) }
            return removed
        }
        repository.updateVisit = { id, change, now throws(UserDataError) in
            let today = VisitDate(now, timeZone: JapanTime.timeZone)
            return try memory.state.withLock { state throws(UserDataError) in
                guard let visit = state.visits[id] else { throw .noSuchVisit(id) }
                if let problem = change.problem(for: visit, today: today) { throw .invalidVisit(problem) }
                let draft = change.applied(to: visit)
                let changed = Visit(id: id, facilityID: visit.facilityID, date: draft.date, rating: draft.rating, note: draft.note)
                state.visits[id] = changed
                return changed
            }
        }
        repository.restoreVisit = { visit throws(UserDataError) in
            let draft = VisitDraft(facilityID: visit.facilityID, date: visit.date, rating: visit.rating, note: visit.note)
            return memory.state.withLock { $0.insertVisit(draft, id: visit.id) }
        }
    }
}

extension UserDataChanges {
    /// The token of `memory`: it moves for another process's commit (`noteCommitByAnotherProcess`)
    /// and for tickets and passes written here, as the live token does; favourites and visits
    /// written here leave it, since their stores have shown them already.
    public static func fake(_ memory: UserDataMemory) -> UserDataChanges {
        UserDataChanges { () throws(UserDataError) in memory.state.withLock { $0.walletCommits &+ $0.otherCommits } }
    }
}
