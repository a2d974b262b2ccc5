/// Joins a wording's pieces into English (`SpringWording`): `-` and `·` between ions as written,
/// `, ` between substances listed (`メタケイ酸重炭酸そうだ`: metasilicic acid, sodium bicarbonate),
/// a space between the rest; the first letter capitalised unless a formula comes first.
struct SpringWordingWriter {
    typealias Kind = SpringWordingReader.Kind
    typealias Mark = SpringWordingGlossary.Mark

    /// Stands for a part not known.
    static let unknownMark = "…"

    private(set) var knownParts = 0
    private(set) var unknownParts = 0
    private(set) var namesOldName = false
    private var output = ""
    /// Nil at the start and after `(`: the next part needs no joiner.
    private var previous: Kind?
    private var pending: Mark?
    private var startsWithFormula: Bool?

    /// Empty when no part is known.
    var text: String {
        guard knownParts > 0, let first = output.first else { return "" }
        guard startsWithFormula == false, first.isASCII, first.isLowercase else { return output }
        return first.uppercased() + output.dropFirst()
    }

    mutating func add(_ piece: SpringWordingReader.Piece) {
        switch piece {
        case .mark(.open):
            output += output.isEmpty ? "(" : " ("
            previous = nil
            pending = nil
        case .mark(.close):
            output += ")"
            pending = nil
            if previous != nil { previous = .spring }
        case .mark(.question):
            output += "?"
            pending = nil
        case .mark(let mark):
            if pending == nil || pending == .space { pending = mark }
        case .unknown:
            unknownParts += 1
            write(Self.unknownMark, .gap)
        case .part(let text, let kind, let oldName):
            knownParts += 1
            namesOldName = namesOldName || oldName
            write(text, kind)
        case .formula(let text):
            knownParts += 1
            if startsWithFormula == nil { startsWithFormula = true }
            write(text, .ion)
        }
    }

    private mutating func write(_ text: String, _ kind: Kind) {
        if let previous { output += Self.joiner(previous, pending, kind) }
        if startsWithFormula == nil { startsWithFormula = false }
        output += text
        previous = kind
        pending = nil
    }

    private static func joiner(_ previous: Kind, _ mark: Mark?, _ next: Kind) -> String {
        if next == .attached { return "" }
        if previous == .gap || next == .gap { return mark == .comma ? ", " : " " }
        // A second name after a whole one (`単純硫黄泉 放射能泉`) is a list.
        if previous == .spring, next != .conjunction, mark == nil || mark == .space { return ", " }
        let listed = [Kind.substance, .phrase].contains(previous) && [Kind.substance, .phrase].contains(next)
        switch mark {
        case .hyphen: return previous == .ion && next == .ion ? "-" : listed ? ", " : " "
        case .nakaguro: return previous == .ion && next == .ion ? "·" : ", "
        case .comma: return ", "
        default: return listed ? ", " : " "
        }
    }
}
