/// The language every screen, message and table speaks: one at a time, never both side by side.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case ja, en

    /// What the locale asks for, as every command-line tool reads it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `ja…` is Japanese, anything else
    /// (including `C` and `POSIX`) English. Nothing set at all is English too.
    public static func fromLocale(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("ja") ? .ja : .en
            }
        }
        return .en
    }

    /// `--lang` wins, then the config file's `lang`, then the locale.
    public static func resolve(flag: Language?, config: Language?, environment: [String: String]) -> Language {
        flag ?? config ?? fromLocale(environment: environment)
    }

    /// The name a user types (`--lang en`, `lang = "ja"`), or nil for anything else.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
