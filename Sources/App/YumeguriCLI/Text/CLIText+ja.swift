extension CLIText {
    var ja: String {
        switch self {
        case .invalidLanguage(let value): "--lang は ja か en です (「\(value)」は使えません)"
        }
    }
}
