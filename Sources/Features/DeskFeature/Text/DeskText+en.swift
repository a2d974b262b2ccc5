extension DeskText {
    public var en: String {
        switch self {
        case .keyCheck: "check and use"
        case .hintCheck: "check"
        case .keyBack: "back"
        case .title: "Front desk"
        case .heading: "Front desk — checks a ticket's code and uses it (mock)"
        case .howTo: "Paste a code or type the path of a QR image, then press Enter."
        case .howToPass: "A pass: the code, a space, then this desk's facility id (aist-…)."
        case .codeLabel: "Code:"
        case .placeholder: "yumeguri-ticket:2:… or /path/to/qr.png"
        case .checking: "Checking…"
        case .tooManyIDs(let count): "one code and one facility id, not \(count) ids: type the code, a space and this desk's id (aist-…)"
        case .codeHasSpaces: "a code has no spaces: type the code, then one space and this desk's facility id (aist-…)"
        }
    }
}
