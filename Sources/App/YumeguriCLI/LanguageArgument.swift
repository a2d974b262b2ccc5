import Localization
import Settings

/// `--lang ja|en`, taken out of the arguments before anything parses them: the language must be in
/// force for the first message, a usage error included, and every command takes it in any place
/// (`yumeguri --lang en favorites`, `yumeguri favorites --lang en`). Nothing after `--` is looked at.
/// Public for `yumeguri-bench`, which chooses its language the same way.
public struct LanguageArgument {
    public var language: Language?
    public var remaining: [String]
    /// `--lang` with a value that is neither language: a usage error in the language the rest chose.
    public var invalidValue: String?
    /// What to say about `invalidValue`, in the language the rest chose (the bench says it too).
    public var invalidMessage: String? { invalidValue.map { CLIText.invalidLanguage($0).text } }

    public init(_ arguments: [String]) {
        remaining = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            var value: String?
            if argument == "--lang" {
                index += 1
                value = index < arguments.endIndex ? arguments[index] : ""
            } else if argument.hasPrefix("--lang=") {
                value = String(argument.dropFirst("--lang=".count))
            }
            if let value {
                if let chosen = Language(argument: value) { language = chosen } else { invalidValue = value }
            } else {
                remaining.append(argument)
            }
            index += 1
        }
    }

    /// `--lang`, else the config file's `lang` (read only when the file exists; a file that does not
    /// read leaves the choice to the locale, and the command that loads it reports why), else the
    /// locale.
    public func resolved(environment: [String: String], tables: @autoclosure () -> [KeyTableDescription]) -> Language {
        if let language { return language }
        let config = try? ConfigFile.loadOnce(ConfigFile.path(environment: environment), tables: tables())
        return Language.resolve(flag: nil, config: config?.lang, environment: environment)
    }
}
