import Localization

/// Why a config file cannot be used: each case one whole sentence, with the file's own words
/// (settings, values, key names) as placeholders, already quoted and cut by `ConfigLimits`.
enum ConfigErrorText: SampledCatalog {
    case unreadable(path: String, reason: String)
    case notTOML(path: String, line: Int, column: Int, message: String)
    case nulByte
    case refusedBeforeParsing(String)
    case keyTooManyParts(Int)
    case nestedTooDeep(Int)
    case biggerThanLimit(kibibytes: Int)
    case tooLarge(bytes: String, kibibytes: String)
    case linkLoop(path: String)
    case danglingLink
    case isAFolder
    case notRegularFile
    case notUTF8
    case permissionDenied
    case pathThroughFile
    case pathLinkLoop
    case themeChoice(choices: String, value: String)
    case flag(setting: String, value: String)
    case ambiguousChoice(String)
    case langChoice(String)
    case keysNotATable
    case unknownSetting(String)
    case noSuchKeyTable(scope: String, known: String)
    case keyTableNotATable(String)
    case noSuchAction(setting: String, known: String)
    case notAKeyList(String)
    case emptyKeyList(String)
    case notAKeyName(setting: String, name: String)
    case keyClash(scope: String, key: String, actions: [String])

    static let samples: [ConfigErrorText] = [
        .unreadable(path: "/c.toml", reason: "gone"), .notTOML(path: "/c.toml", line: 1, column: 2, message: "expected ="), .nulByte,
        .refusedBeforeParsing("too deep"), .keyTooManyParts(32), .nestedTooDeep(32), .biggerThanLimit(kibibytes: 256),
        .tooLarge(bytes: "300,000", kibibytes: "256"), .linkLoop(path: "/c.toml"), .danglingLink, .isAFolder, .notRegularFile, .notUTF8,
        .permissionDenied, .pathThroughFile, .pathLinkLoop, .themeChoice(choices: "\"auto\", \"dark\"", value: "\"pink\""),
        .flag(setting: "ascii", value: "3"), .ambiguousChoice("\"x\""), .langChoice("\"fr\""), .keysNotATable, .unknownSetting("colour"),
        .noSuchKeyTable(scope: "nope", known: "list, root"), .keyTableNotATable("list"), .noSuchAction(setting: "keys.list.x", known: "open"),
        .notAKeyList("keys.list.open"), .emptyKeyList("keys.list.open"), .notAKeyName(setting: "keys.list.open", name: "Hyper-X"),
        .keyClash(scope: "root", key: "q", actions: ["help", "back"]),
    ]
}
