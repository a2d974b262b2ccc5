import Credentials
import Entities
import Foundation
import Repositories

extension AccountRepository {
    /// Accounts, sign-in, cards, orders, tickets, coupons and passes in `memory`, by the live
    /// repository's rules (see `UserDatabase`): one email per account, an idempotency key buys
    /// once, a coupon serves one order, a used ticket records its visit, a pass takes one entry
    /// per bath and no more than it has.
    public static func fake(_ memory: UserDataMemory = UserDataMemory()) -> AccountRepository {
        var repository = AccountRepository.testValue
        addAccounts(memory, into: &repository)
        addSignIn(memory, into: &repository)
        addOrders(memory, into: &repository)
        addTickets(memory, into: &repository)
        addPending(memory, into: &repository)
        addCoupons(memory, into: &repository)
        addPasses(memory, into: &repository)
        return repository
    }

    private static func addAccounts(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.accounts = { () throws(UserDataError) in
            memory.state.withLock { $0.accounts.map(\.account) }.sorted { ($0.createdAt, $0.id.rawValue) < ($1.createdAt, $1.id.rawValue) }
        }
        repository.credentials = { email throws(UserDataError) in
            guard let stored = memory.state.withLock({ $0.accounts.first { $0.account.email == email } }),
                  let hash = PINHash(stored: stored.hash) else { return nil }
            return (stored.account, hash)
        }
        repository.account = { id throws(UserDataError) in memory.state.withLock { $0.accounts.first { $0.account.id == id }?.account } }
        repository.insertAccount = { account, hash throws(UserDataError) in
            try memory.state.withLock { state throws(UserDataError) in
                if state.accounts.contains(where: { $0.account.email == account.email }) { throw .emailTaken }
                guard !state.accounts.contains(where: { $0.account.id == account.id }) else { throw .database("account \(account.id) exists") }
                state.accounts.append(UserDataMemory.StoredAccount(account: account, hash: hash.description))
            }
        }
        repository.signedInAccountID = { () throws(UserDataError) in memory.state.withLock { $0.signedIn } }
        repository.setSignedInAccountID = { id throws(UserDataError) in memory.state.withLock { $0.signedIn = id } }
        repository.updatePINHash = { id, hash throws(UserDataError) in
            memory.state.withLock { state in
                for index in state.accounts.indices where state.accounts[index].account.id == id { state.accounts[index].hash = hash.description }
            }
        }
        repository.savedCards = { id throws(UserDataError) in
            memory.state.withLock { $0.cards.filter { $0.account == id } }.sorted { $0.createdAt > $1.createdAt }.map(\.card)
        }
    }

    private static func addSignIn(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.signInFailures = { email throws(UserDataError) in memory.state.withLock { $0.failures[email] } }
        // Decided and counted under one lock, as the live one does in one IMMEDIATE transaction.
        repository.reserveSignInAttempt = { email, date throws(UserDataError) in
            memory.state.withLock { state in
                let attempt = SignInThrottle.reserve(state.failures[email], now: date)
                if case .allowed(let failures) = attempt { state.failures[email] = failures }
                return attempt
            }
        }
        repository.clearSignInFailures = { email throws(UserDataError) in memory.state.withLock { _ = $0.failures.removeValue(forKey: email) } }
    }

    private static func addPending(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.pendingPurchase = { account, target throws(UserDataError) in
            memory.state.withLock { state in
                state.pending.first { $0.account == account && $0.order.draft.target == target && !$0.heldByAnotherInstance }?.order
            }
        }
        repository.savePendingPurchase = { draft, account, date throws(UserDataError) in
            guard let key = draft.idempotencyKey else { return }
            memory.state.withLock { state in
                state.pending.removeAll {
                    $0.order.savedAt < PendingOrder.cutoff(now: date) || ($0.account == account && $0.order.draft.target == draft.target)
                        || $0.order.draft.idempotencyKey == key
                }
                state.pending.append(.init(account: account, order: PendingOrder(draft: draft, savedAt: date), heldByAnotherInstance: false))
            }
        }
        repository.discardPendingPurchase = { account, target throws(UserDataError) in
            memory.state.withLock { $0.pending.removeAll { $0.account == account && $0.order.draft.target == target } }
        }
        repository.pendingOrders = { account throws(UserDataError) in
            memory.state.withLock { $0.pending.filter { $0.account == account } }.map(\.order).sorted { $0.savedAt > $1.savedAt }
        }
    }
}

extension UserDataMemory {
    /// A reviewed order that another instance, still running, is in the middle of: listed among the
    /// account's pending orders but not offered to this one, as the live repository does.
    public func holdPendingPurchaseInAnotherInstance(_ draft: PurchaseDraft, account: AccountID, savedAt: Date) {
        state.withLock { state in
            state.pending.removeAll { $0.account == account && $0.order.draft.target == draft.target }
            state.pending.append(.init(account: account, order: PendingOrder(draft: draft, savedAt: savedAt), heldByAnotherInstance: true))
        }
    }
}
