import Foundation

extension Spawn {
    /// `run`, waited for on a Dispatch thread rather than on one of the cooperative pool's few (two
    /// on a two-core machine): a long run (the fuzz, the layout check) then never holds up every
    /// other test's async work while it lasts.
    public static func runDetached(_ arguments: [String], environment: [String: String] = Spawn.japaneseEnvironment) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try run(arguments, environment: environment) })
            }
        }
    }
}
