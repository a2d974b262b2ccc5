import Localization

/// The config file's messages (`config check`, a start-up refusal) and the header of `config
/// default`. Values quoted from the file are placeholders, quoted and cut by `ConfigLimits`.
public enum SettingsText: SampledCatalog {
    case cannotRead(path: String, reason: String)
    case notTOML(path: String, line: Int, column: Int, message: String)
    case nulByte
    case refusedBeforeParsing(String)
    case keyTooDeep(parts: Int)
    case nestedTooDeep(levels: Int)
    case tooLargeText(kib: Int)
    case tooLargeFile(bytes: Int, kib: Int)
    case linkLoop(path: String), brokenLink, isFolder, notRegular, notUTF8
    case permissionDenied, notAFolder, pathLoop
    case badTheme(choices: String, value: String)
    case badBoolean(setting: String, value: String)
    case badAmbiguous(value: String)
    case badLang(value: String)
    case keysNotTable
    case unknownSetting(String)
    case noKeyTable(String, known: String)
    case keyTableNotTable(String)
    case noAction(setting: String, known: String)
    case badKeyValue(setting: String)
    case emptyKeyList(setting: String)
    case badKeyName(setting: String, name: String)
    case keyClash(scope: String, key: String, actions: [String])
    /// `config default`'s header: every setting written out, commented, with its default.
    case defaultHeader

    public static let samples: [SettingsText] = [
        .cannotRead(path: "/tmp/c.toml", reason: "x"), .notTOML(path: "/tmp/c.toml", line: 1, column: 2, message: "x"), .nulByte,
        .refusedBeforeParsing("x"), .keyTooDeep(parts: 32), .nestedTooDeep(levels: 32), .tooLargeText(kib: 256),
        .tooLargeFile(bytes: 300_000, kib: 256), .linkLoop(path: "/tmp/c.toml"), .brokenLink, .isFolder, .notRegular, .notUTF8,
        .permissionDenied, .notAFolder, .pathLoop, .badTheme(choices: "\"auto\", \"dark\"", value: "1"),
        .badBoolean(setting: "ascii", value: "1"), .badAmbiguous(value: "1"), .badLang(value: "\"fr\""), .keysNotTable,
        .unknownSetting("colour"), .noKeyTable("serch", known: "search, map"), .keyTableNotTable("search"),
        .noAction(setting: "keys.search.opn", known: "open, back"), .badKeyValue(setting: "keys.search.open"),
        .emptyKeyList(setting: "keys.search.open"), .badKeyName(setting: "keys.search.open", name: "Foo"),
        .keyClash(scope: "search", key: "j", actions: ["down", "open"]), .defaultHeader,
    ]
}
