import Localization

/// The command-line messages' catalog keys: each case one whole sentence, its values as
/// placeholders; `CLIText+ja.swift` and `CLIText+en.swift` give each case its sentence.
enum CLIText: SampledCatalog {
    case invalidLanguage(String)

    static let samples: [CLIText] = [.invalidLanguage("xx")]
}
