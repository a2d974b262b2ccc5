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
        // The summary is in the language in force (Japanese here: Spawn's locale).
        #expect(result.output.contains("イベント 2500"), "\(result.output)")
        #expect(result.output.contains("不変条件の違反 0"), "\(result.output)")
    }
}
