import Foundation
import TestSupport
import Testing

/// A short seeded fuzz run over the whole app (the long one is `make fuzz`): random keys, Japanese
/// text and resizes down to 1×1 over every screen, on the real catalog and a fresh user database.
@Suite(.serialized, .timeLimit(.minutes(5))) struct FuzzTests {
    @Test(arguments: [UInt64(42), 20261124])
    func randomEventsKeepTheRouterAndTheShellInAgreement(seed: UInt64) async throws {
        let result = try await Spawn.runDetached([TmuxSession.benchBinary, "fuzz", "--events", "2500", "--seed", "\(seed)"])
        #expect(result.status == 0, "fuzz run failed:\n\(result.output)\n\(result.error)")
        #expect(result.output.contains("events 2500"))
        #expect(result.output.contains("invariant failures 0"))
    }
}
