/// A part of a romanised name, before the parts are joined with the spaces between words.
enum HepburnToken: Equatable {
    case word(String)
    case space, open, close, slash, hyphen

    /// Words joined by one space; `(` opens and `)` closes with a space outside only, `/` and `-` join
    /// without spaces. Each word starts with a capital (Latin words as written: `PL`, `You`).
    static func render(_ tokens: [HepburnToken]) -> String {
        var text = ""
        var wantsSpace = false
        var joinedByHyphen = false
        for token in tokens {
            switch token {
            case .word(let word):
                guard !word.isEmpty else { continue }
                if wantsSpace, !text.isEmpty { text += " " }
                text += joinedByHyphen ? word : word.prefix(1).uppercased() + word.dropFirst()
                wantsSpace = true
                joinedByHyphen = false
                continue
            case .space:
                wantsSpace = true
            case .open:
                if !text.isEmpty, text.last != "(" { text += " " }
                text += "("
                wantsSpace = false
            case .close:
                text += ")"
                wantsSpace = true
            case .slash, .hyphen:
                text += token == .slash ? "/" : "-"
                wantsSpace = false
            }
            joinedByHyphen = token == .hyphen
        }
        return text
    }
}
