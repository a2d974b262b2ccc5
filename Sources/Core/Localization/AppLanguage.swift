import Synchronization

/// The language in force. The process chooses it once at start (`choose`), before the first frame
/// or message; a test or a layout check that draws in another language scopes it to its own task
/// with `AppLanguage.$scoped.withValue(.en) { … }`, so tests in both languages run side by side.
public enum AppLanguage {
    private static let chosen = Mutex<Language>(.ja)

    /// A task's own language, over the process's choice.
    @TaskLocal public static var scoped: Language?

    public static var current: Language { scoped ?? chosen.withLock { $0 } }

    public static func choose(_ language: Language) {
        chosen.withLock { $0 = language }
    }
}

extension AppLanguage {
    /// `body` run in the language in force now, wherever it runs: a detached task does not inherit
    /// the caller's scoped language (a test's, the layout check's drawing in the other language), so
    /// rows named off the main actor would take the process's.
    public static func carried<T>(_ body: @escaping @Sendable () -> T) -> @Sendable () -> T {
        let language = current
        return { $scoped.withValue(language) { body() } }
    }
}
