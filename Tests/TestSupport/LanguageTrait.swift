import Localization
import Testing

/// `@Suite(.language(.en))` or `@Test(.language(.en))`: runs the suite or test with that language
/// in force for its task (`AppLanguage.$scoped`), so suites that check English messages run beside
/// the Japanese ones in one process.
public struct LanguageTrait: TestTrait, SuiteTrait, TestScoping {
    public let language: Language
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await AppLanguage.$scoped.withValue(language) { try await function() }
    }
}

extension Trait where Self == LanguageTrait {
    public static func language(_ language: Language) -> Self { LanguageTrait(language: language) }
}
