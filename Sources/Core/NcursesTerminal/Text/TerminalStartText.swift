import Localization

/// Why the terminal UI cannot start, in the language in force.
enum TerminalStartText: SampledCatalog {
    case notATerminal
    case cannotInitialise(term: String)
    case termUnset

    static let samples: [TerminalStartText] = [.notATerminal, .cannotInitialise(term: "dumb"), .termUnset]

    var ja: String {
        switch self {
        case .notATerminal: "yumeguri の画面には対話できる端末が必要です (標準入力と標準出力が TTY であること)。スクリプトでは `yumeguri search` を使ってください"
        case .cannotInitialise(let term): "TERM=\(term) では端末の画面を始められません"
        case .termUnset: "TERM が設定されていないので端末の画面を始められません"
        }
    }

    var en: String {
        switch self {
        case .notATerminal: "yumeguri needs an interactive terminal (stdin and stdout must be a TTY); for scripts use `yumeguri search`"
        case .cannotInitialise(let term): "cannot start the terminal UI for TERM=\(term)"
        case .termUnset: "cannot start the terminal UI: TERM is not set"
        }
    }
}
