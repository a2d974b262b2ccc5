import Credentials
import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 25.1: many sign-ins at once (40 processes reading a PIN each) must not get past the
/// throttle together, and wrong PINs that began before the owner's right one must not lock the
/// owner out afterwards. The tries are held between the throttle and the hash by a gate in the
/// repository's `credentials` call, which every try reaches after the throttle decided.
@Suite struct SignInRaceTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))
    let email = "taro@example.com"

    func useCase(_ repository: AccountRepository, hashes: LockIsolated<Int>) -> AccountUseCase {
        let clock = self.clock
        let counting = PINHasher { pin, salt, iterations throws(PINHashError) in
            hashes.withValue { $0 += 1 }
            return try PINHasher.pbkdf2.derive(pin, salt, iterations)
        }
        // The clock stands still, so a refused try looks again a bounded number of times, at once.
        return AccountUseCase(repository: repository, hasher: counting, iterations: 64, now: { clock.value },
                              makeID: { "A" + UUID().uuidString.prefix(8) }, pause: { _ in })
    }

    /// The repository over one in-memory database whose `credentials` waits at `gate`.
    func gated(_ gate: SignInGate) -> AccountRepository {
        var repository = AccountRepository.inMemory()
        let credentials = repository.credentials
        repository.credentials = { email throws(UserDataError) in
            await gate.arrive()
            return try await credentials(email)
        }
        return repository
    }

    @Test func fortyTriesAtOnceCheckNoMoreThanTheFreeOnes() async throws {
        let gate = SignInGate(capacity: 40)
        let repository = gated(gate)
        let hashes = LockIsolated(0)
        await gate.open()
        _ = try await useCase(repository, hashes: hashes).create("太郎", email, "2468")
        await gate.close()
        hashes.setValue(0)
        let email = self.email
        let useCase = self.useCase(repository, hashes: hashes)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    _ = try? await useCase.signIn(email, "0000")
                    await gate.finish()
                }
            }
            // Every try has either passed the throttle (and waits at the gate) or been refused.
            await gate.settled(40)
            await gate.open()
            try await group.waitForAll()
        }
        #expect(hashes.value == SignInThrottle.freeAttempts + 1)
        await #expect(throws: AccountProblem.throttled(until: clock.value.addingTimeInterval(30))) {
            try await useCase.signIn(email, "2468")
        }
    }

    /// Six desks signing in with the right PIN at once: the sixth, refused while five tries are in
    /// flight, waits for them, and goes ahead once one of them (a right PIN) has cleared the count.
    @Test func sixRightPINsAtOnceAllSignIn() async throws {
        let gate = SignInGate(capacity: 5)
        let repository = gated(gate)
        let hashes = LockIsolated(0)
        let useCase = self.useCase(repository, hashes: hashes)
        await gate.open()
        _ = try await useCase.create("太郎", email, "2468")
        await gate.close()
        let clock = self.clock
        let waiting = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 64, now: { clock.value }, makeID: { "A1" },
                                     pause: { _ in
                                         await gate.open()
                                         await gate.settled(1)
                                     })
        let email = self.email
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    _ = try await useCase.signIn(email, "2468")
                    await gate.finish()
                }
            }
            await gate.settled(5)
            let sixth = try await waiting.signIn(email, "2468")
            #expect(sixth.email == email)
            try await group.waitForAll()
        }
        #expect(try await repository.signInFailures(email) == nil)
    }

    /// Processes read their clocks at slightly different moments: a free try stamped by another a
    /// little "later" than this one's now is still free.
    @Test func aFreeTryStampedAMomentLaterIsStillFree() {
        let now = clock.value
        #expect(SignInThrottle.retryAt(SignInFailures(count: SignInThrottle.freeAttempts, lastAt: now.addingTimeInterval(0.4)), now: now) == nil)
        #expect(SignInThrottle.retryAt(SignInFailures(count: SignInThrottle.freeAttempts + 1, lastAt: now), now: now) == now.addingTimeInterval(30))
    }

    @Test func wrongPINsThatBeganFirstDoNotUndoTheOwnersSignIn() async throws {
        let gate = SignInGate(capacity: 4)
        let repository = gated(gate)
        let hashes = LockIsolated(0)
        await gate.open()
        let useCase = self.useCase(repository, hashes: hashes)
        _ = try await useCase.create("太郎", email, "2468")
        await gate.close()
        let email = self.email
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await #expect(throws: AccountProblem.wrongCredentials) { try await useCase.signIn(email, "0000") }
                }
            }
            await gate.settled(4)
            // The gate holds no more: the owner's try goes straight through while the four wait.
            let account = try await useCase.signIn(email, "2468")
            #expect(account.email == email)
            await gate.open()
            try await group.waitForAll()
        }
        #expect(try await repository.signInFailures(email) == nil)
    }
}

/// Holds up to `capacity` callers of `arrive()` until `open()`; `settled(n)` waits until the held
/// and the finished together reach n.
actor SignInGate {
    let capacity: Int
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var finished = 0
    private var watchers: [(total: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(capacity: Int) { self.capacity = capacity }

    func arrive() async {
        guard !isOpen, held.count < capacity else { return }
        await withCheckedContinuation { continuation in
            held.append(continuation)
            notify()
        }
    }

    func finish() {
        finished += 1
        notify()
    }

    func settled(_ total: Int) async {
        guard held.count + finished < total else { return }
        await withCheckedContinuation { watchers.append((total, $0)) }
    }

    func open() {
        isOpen = true
        held.forEach { $0.resume() }
        held = []
    }

    func close() { isOpen = false }

    private func notify() {
        let reached = held.count + finished
        watchers.removeAll { watcher in
            guard reached >= watcher.total else { return false }
            watcher.continuation.resume()
            return true
        }
    }
}
