import Localization

/// Output meant for scripts (`--json`) does not change with the language (issue 32): the labels in
/// it (a spring type, a temperature class, a weekday, a warning) are built in Japanese, as they
/// always were, whatever `--lang` or the locale chose for the messages around it.
enum ScriptOutput {
    static func build<T>(_ body: () throws -> T) rethrows -> T {
        try AppLanguage.$scoped.withValue(.ja, operation: body)
    }
}
