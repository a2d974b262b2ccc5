import ArgumentParser
import Foundation
import Localization
import Repositories
import Settings
import TerminalKit

/// The process's environment, read once: `ProcessInfo.environment` builds a new dictionary from
/// `environ` at every call, and a start asked for it four times (about 360,000 instructions each).
/// Nothing here changes the environment after the start.
let processEnvironment = ProcessInfo.processInfo.environment

/// Options every command that starts the app takes: where the data is and the language
/// (`DataOptions`, which the printing commands take alone), then how the screen is drawn. The
/// root parses them wherever they stand; a subcommand's `DataOptions` is the root's, passed on by
/// type (ArgumentParser gives a subcommand the option groups its parents decoded).
public struct AppOptions: ParsableArguments, Sendable {
    public init() {}

    @OptionGroup public var data: DataOptions

    public var dataDir: String? { data.dataDir }
    public var catalog: String? { data.catalog }

    @Option(name: .long, help: ArgumentHelp("Colour theme: auto, dark, light or mono (auto asks the terminal for its background, OSC 11, else COLORFGBG, else dark; NO_COLOR means mono; default: the config file's, else auto).", valueName: "theme"))
    var theme: ThemeChoice?

    @Flag(name: .long, help: "Draw no box, braille or other non-ASCII decoration (Japanese text is still shown; also `ascii = true` in the config file).")
    var ascii = false

    @Option(name: .long, help: ArgumentHelp("How many cells your terminal gives ambiguous-width symbols (★ ● ※ ℃ … · °): narrow (1) or wide (2). Default: the config file's `ambiguous`, else what the terminal shows (yumeguri draws ★ and asks where the cursor went), else wide when LC_ALL, LC_CTYPE or LANG (the first set) is ja, zh or ko, else narrow. When wide, boxes and rules are drawn with + - | so that they still line up.", valueName: "narrow|wide"))
    var ambiguous: AmbiguousWidth?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (select and copy text); also `mouse = false` in the config file.")
    var noMouse = false

    public enum ThemeChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case auto, dark, light, mono
    }

    public var environment: [String: String] { processEnvironment }

    /// The same settings as plain values, for the app and the commands.
    public var settings: AppSettings {
        AppSettings(dataDir: dataDir, catalog: catalog, theme: theme, ascii: ascii, ambiguous: ambiguous, noMouse: noMouse)
    }

    /// Where the data directory and the catalog files are.
    public func location() throws -> CatalogLocation { try settings.location() }
}

/// The options every command that opens the catalog shares, as plain values: what ArgumentParser
/// parsed (`AppOptions.settings`) or the fast path did (`YumeguriCommand.FastPath`).
public struct AppSettings: Sendable, Equatable {
    public var dataDir: String?
    public var catalog: String?
    public var theme: AppOptions.ThemeChoice?
    public var ascii = false
    public var ambiguous: AmbiguousWidth?
    public var noMouse = false

    public init(dataDir: String? = nil, catalog: String? = nil, theme: AppOptions.ThemeChoice? = nil, ascii: Bool = false,
                ambiguous: AmbiguousWidth? = nil, noMouse: Bool = false) {
        (self.dataDir, self.catalog, self.theme, self.ascii, self.ambiguous, self.noMouse) = (dataDir, catalog, theme, ascii, ambiguous, noMouse)
    }

    public var environment: [String: String] { processEnvironment }

    /// The theme and the ambiguous width, each from a flag, else the config file, else what the
    /// terminal answered (`reply`, to the `probeQuestions`), else a default: `COLORFGBG` then dark
    /// for the theme, the locale for the width.
    public func terminalSettings(config: AppConfig = AppConfig(), reply: TerminalProbeReply = TerminalProbeReply())
        -> (theme: Theme, ambiguous: AmbiguousWidth) {
        (Theme.resolve(choice: themeChoice(config: config), environment: environment, background: reply.background),
         chosenWidth(config: config) ?? reply.ambiguousWidth ?? AmbiguousWidth.fromLocale(environment: environment))
    }

    /// What only the terminal can tell: its background for an `auto` theme, its ambiguous width
    /// when neither the command line nor the config chose one.
    public func probeQuestions(config: AppConfig = AppConfig()) -> (background: Bool, ambiguousWidth: Bool) {
        (Theme.wantsBackground(choice: themeChoice(config: config), environment: environment), chosenWidth(config: config) == nil)
    }

    private func themeChoice(config: AppConfig) -> String { theme?.rawValue ?? config.theme?.rawValue ?? "auto" }

    private func chosenWidth(config: AppConfig) -> AmbiguousWidth? { ambiguous ?? config.ambiguous }

    public func asciiOnly(config: AppConfig = AppConfig()) -> Bool { ascii || config.ascii == true }

    public func mouse(config: AppConfig = AppConfig()) -> Bool { !noMouse && config.mouse != false }

    /// Where the data directory and the catalog files are.
    public func location() throws -> CatalogLocation {
        let dataDirectory = dataDir.map { URL(fileURLWithPath: $0) }
            ?? CatalogLocation.defaultDataDirectory(environment: environment)
        if let catalog {
            let url = URL(fileURLWithPath: catalog)
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("onsen/aist_onsen_named.csv").path) else {
                throw ValidationError(CLIText.catalogFolderLacksFile(catalog).text)
            }
            return CatalogLocation(dataDirectory: dataDirectory, sourceDirectory: url, isBundled: false)
        }
        guard let resources = ResourceLocator.bundledCatalog(environment: environment) else {
            throw ValidationError(CLIText.bundledCatalogMissing.text)
        }
        return CatalogLocation(dataDirectory: dataDirectory, sourceDirectory: resources, isBundled: true)
    }
}

extension AmbiguousWidth: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

/// Finds the bundled `Resources` folder: `$YUMEGURI_RESOURCES`, then beside or above the
/// executable (a build in `.build/debug` finds the repository's), then the source tree.
public enum ResourceLocator {
    public static func bundledCatalog(environment: [String: String]) -> URL? {
        resources(containing: "onsen/aist_onsen_named.csv", environment: environment)
    }

    /// The folder with Japan's outline (`prefecture_rings.json`, `boundary_segments.json`).
    public static func bundledMap(environment: [String: String]) -> URL? {
        resources(containing: "map/prefecture_rings.json", environment: environment)?.appendingPathComponent("map")
    }

    private static func resources(containing file: String, environment: [String: String]) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["YUMEGURI_RESOURCES"] { candidates.append(URL(fileURLWithPath: explicit)) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("Resources"))
            // Where `make install` puts them (PREFIX/share/yumeguri is also the default data directory).
            candidates.append(directory.appendingPathComponent("share/yumeguri/resources"))
            candidates.append(directory.appendingPathComponent("share/yumeguri"))
            directory.deleteLastPathComponent()
        }
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Resources"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(file).path)
        }
    }
}
