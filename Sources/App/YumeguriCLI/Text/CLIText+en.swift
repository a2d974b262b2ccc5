extension CLIText {
    var en: String {
        switch self {
        case .invalidLanguage(let value): "--lang takes ja or en, not '\(value)'"
        }
    }
}
