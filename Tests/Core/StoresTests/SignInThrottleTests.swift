import Dependencies
import Credentials
import CredentialsLive
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 13: wrong PINs slow sign-in down, across restarts, and old PIN hashes are upgraded.
@Suite struct SignInThrottleTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))

    func useCase(_ repository: AccountRepository, iterations: Int = 64) -> AccountUseCase {
        let clock = self.clock
        return AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: iterations, now: { clock.value },
                              makeID: { "A" + UUID().uuidString.prefix(8) }, pause: { _ in })
    }

    @Test func theWaitGrowsAfterAFewMistakes() {
        #expect((1...4).allSatisfy { SignInThrottle.wait(afterFailures: $0) == 0 })
        #expect(SignInThrottle.wait(afterFailures: 5) == 30)
        #expect(SignInThrottle.wait(afterFailures: 6) == 60)
        #expect(SignInThrottle.wait(afterFailures: 8) == 240)
        #expect(SignInThrottle.wait(afterFailures: 40) == SignInThrottle.longestWait)
    }

    @Test func wrongPINsAreThrottledEvenAcrossARestartAndARightPINClearsThem() async throws {
        let repository = AccountRepository.inMemory()
        _ = try await useCase(repository).create("太郎", "taro@example.com", "2468")
        for attempt in 1...4 {
            await #expect(throws: AccountProblem.wrongCredentials, "attempt \(attempt)") {
                try await useCase(repository).signIn("taro@example.com", "0000")
            }
        }
        let fifth = clock.value.addingTimeInterval(30)
        await #expect(throws: AccountProblem.throttled(until: fifth)) { try await useCase(repository).signIn("taro@example.com", "0000") }
        // A new use case over the same database (a restart): still throttled, the right PIN too.
        await #expect(throws: AccountProblem.throttled(until: fifth)) { try await useCase(repository).signIn("taro@example.com", "2468") }
        clock.withValue { $0 = $0.addingTimeInterval(31) }
        let account = try await useCase(repository).signIn("taro@example.com", "2468")
        #expect(account.email == "taro@example.com")
        #expect(try await repository.signInFailures("taro@example.com") == nil)
    }

    @Test func unknownEmailsAreThrottledLikeKnownOnes() async throws {
        let repository = AccountRepository.inMemory()
        for _ in 1...4 { _ = try? await useCase(repository).signIn("nobody@example.com", "1111") }
        await #expect(throws: AccountProblem.throttled(until: clock.value.addingTimeInterval(30))) {
            try await useCase(repository).signIn("nobody@example.com", "1111")
        }
    }

    @Test func anOldHashStillVerifiesAndIsUpgradedAtSignIn() async throws {
        let repository = AccountRepository.inMemory()
        _ = try await useCase(repository, iterations: 64).create("太郎", "taro@example.com", "2468")
        #expect(try await repository.credentials("taro@example.com")?.1.iterations == 64)
        _ = try await useCase(repository, iterations: 256).signIn("taro@example.com", "2468")
        let upgraded = try #require(try await repository.credentials("taro@example.com")?.1)
        #expect(upgraded.iterations == 256)
        #expect(await upgraded.matches(pin: "2468", hasher: .pbkdf2))
        #expect(PINHash.defaultIterations == 600_000)
    }
}
