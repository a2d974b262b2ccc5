import Localization
import TerminalKit

/// What `config.toml` sets. Every field is optional: what the file leaves out, the flags or the
/// defaults decide; a command-line flag wins over the file.
public struct AppConfig: Sendable, Equatable {
    public enum ThemeChoice: String, Sendable, CaseIterable { case auto, dark, light, mono }

    /// The language (`lang = "ja"` or `"en"`); `--lang` wins, the locale decides without either.
    public var lang: Language?
    public var theme: ThemeChoice?
    public var ascii: Bool?
    public var ambiguous: AmbiguousWidth?
    public var mouse: Bool?
    public var keys: KeyOverrides

    public init(lang: Language? = nil, theme: ThemeChoice? = nil, ascii: Bool? = nil, ambiguous: AmbiguousWidth? = nil, mouse: Bool? = nil,
                keys: KeyOverrides = KeyOverrides()) {
        self.lang = lang
        self.theme = theme
        self.ascii = ascii
        self.ambiguous = ambiguous
        self.mouse = mouse
        self.keys = keys
    }
}
