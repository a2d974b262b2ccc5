import Entities
import Foundation
import Repositories

extension AccountRepository {
    static func addPasses(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.passOrders = { account throws(UserDataError) in
            memory.state.withLock { $0.passOrders.filter { $0.accountID == account } }.sorted { $0.purchasedAt > $1.purchasedAt }
        }
        repository.passes = { account throws(UserDataError) in
            memory.state.withLock { $0.passes.filter { $0.account == account } }.map(\.pass)
                .sorted { ($1.purchasedAt, $0.id) < ($0.purchasedAt, $1.id) }
        }
        repository.passByID = { id throws(UserDataError) in memory.state.withLock { $0.passes.first { $0.pass.id == id }?.pass } }
        repository.placePassOrder = { order, passes, card throws(UserDataError) in
            try memory.state.withLock { state throws(UserDataError) in
                let placed = try state.transaction { state throws(UserDataError) in try state.insertPassOrder(order, passes, card: card) }
                if placed.created { state.walletCommits += 1 }
                return placed
            }
        }
        repository.takePassEntry = { passID, area, date, visit throws(UserDataError) in
            memory.state.withLock { state in
                let result = state.takeEntry(passID: passID, area: area, at: date, visit: visit)
                if case .taken = result { state.walletCommits += 1 }
                return result
            }
        }
    }
}

extension UserDataMemory.State {
    mutating func insertPassOrder(_ order: PassOrder, _ passes: [RallyPass], card: SavedCard?) throws(UserDataError) -> PlacedPassOrder {
        pending.removeAll { $0.order.draft.idempotencyKey == order.idempotencyKey }
        if let existing = passOrders.first(where: { $0.idempotencyKey == order.idempotencyKey }) {
            guard existing.accountID == order.accountID else { throw .database("idempotency key reused by another account") }
            let stored = self.passes.map(\.pass).filter { $0.orderID == existing.id }.sorted { $0.id < $1.id }
            return PlacedPassOrder(order: existing, passes: stored, created: false)
        }
        guard !passOrders.contains(where: { $0.id == order.id }) else { throw .database("order \(order.id) exists") }
        passOrders.append(order)
        try useCoupon(order.couponID, byOrder: order.id, account: order.accountID)
        var stored: [RallyPass] = []
        for pass in passes {
            guard !self.passes.contains(where: { $0.pass.id == pass.id }) else { throw .database("pass \(pass.id) exists") }
            var fresh = pass
            fresh.uses = []
            self.passes.append(.init(account: order.accountID, pass: fresh))
            stored.append(fresh)
        }
        remember(card, account: order.accountID, at: order.purchasedAt)
        return PlacedPassOrder(order: order, passes: stored, created: true)
    }

    /// One entry per bath and no more than the pass has; the visit goes in with the use.
    mutating func takeEntry(passID: String, area: FacilityID, at date: Date, visit: VisitDraft) -> PassEntryResult {
        guard let index = passes.firstIndex(where: { $0.pass.id == passID }) else { return .noSuchPass }
        let pass = passes[index].pass
        if let earlier = pass.use(at: area) { return .alreadyUsedHere(earlier.usedAt) }
        guard pass.uses.count < pass.terms.entries else { return .noEntriesLeft }
        let use = PassUse(area: area, usedAt: date)
        // Kept as the live one lists them: by time of use, then in the order taken.
        let position = pass.uses.lastIndex { $0.usedAt <= date }.map { $0 + 1 } ?? 0
        passes[index].pass.uses.insert(use, at: position)
        _ = insertVisit(visit)
        let uses = passes[index].pass.uses.sorted { ($0.usedAt, $0.area.rawValue) < ($1.usedAt, $1.area.rawValue) }
        return .taken(use, uses: uses)
    }
}
