import ArgumentParser
import Localization
import Repositories

/// The options of a command that prints and starts no screen: where the data is, and the language
/// (`favorites --help` lists these, not the app's `--theme`, `--ascii`, `--ambiguous` or
/// `--no-mouse`, which act only on a screen). The root decodes these inside its `AppOptions` from
/// wherever they stand (`yumeguri --data-dir D favorites`, `yumeguri favorites --data-dir D`), and
/// ArgumentParser hands the subcommand that decoded group by its type.
public struct DataOptions: ParsableArguments, Sendable {
    public init() {}

    @Option(name: .long, help: ArgumentHelp("Folder for the user database and the built catalog (default: $YUMEGURI_DATA_DIR, else $XDG_DATA_HOME/yumeguri, else ~/.local/share/yumeguri).", valueName: "dir"))
    public var dataDir: String?

    @Option(name: .long, help: ArgumentHelp("Use the catalog CSV files in this folder instead of the bundled one (same layout as Resources/).", valueName: "dir"))
    public var catalog: String?

    // Taken out before parsing (`LanguageArgument`); declared so that help lists it.
    @Option(name: .long, help: ArgumentHelp("Language of the messages: ja or en (default: the config file's `lang`, else the locale: the first of LC_ALL, LC_MESSAGES, LANG that is set; ja… means Japanese, anything else English).", valueName: "ja|en"))
    var lang: Language?

    public var settings: AppSettings { AppSettings(dataDir: dataDir, catalog: catalog) }

    public func location() throws -> CatalogLocation { try settings.location() }
}

/// Whatever names the data directory and the catalog: a printing command's `DataOptions`, or the
/// app's `AppOptions` (the bench's commands share the same helpers).
public protocol CatalogOptions: Sendable {
    func location() throws -> CatalogLocation
}

extension DataOptions: CatalogOptions {}
extension AppOptions: CatalogOptions {}

/// `--lang` alone, for the commands that read no data (`config …`): taken out before parsing like
/// every `--lang`, declared so that their help lists it too.
struct LanguageOption: ParsableArguments, Sendable {
    @Option(name: .long, help: ArgumentHelp("Language of the messages: ja or en (default: the config file's `lang`, else the locale).", valueName: "ja|en"))
    var lang: Language?
}
