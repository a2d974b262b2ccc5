extension SpringWordingReader {
    private struct ContainedItem {
        var text: String
        var isFormula: Bool
        var oldName: Bool
        var start: Int
        var markBefore: Mark?
    }

    /// `含` and what it governs, as one part (`Fe·CO2-containing`): every item of a list that ends
    /// in the standard's `-` before the main ions (`含Fe・CO2-Na-Cl`, `含二酸化炭素・放射能-ナトリウム-…`),
    /// every item of a list of formulas (`含As・S`), else the first alone (the old names'
    /// `含食塩・重曹泉` is a 重曹泉 with salt in it). Nil when nothing it can govern follows.
    /// Returns the part and the index of the token after what it took.
    static func contained(_ tokens: [Token], after start: Int) -> (Piece, Int)? {
        var index = start + 1
        while index < tokens.count, tokens[index] == .mark(.space) { index += 1 }
        var items: [ContainedItem] = []
        var markBefore: Mark?
        while let (item, next) = containedItem(tokens, at: index, first: items.isEmpty) {
            items.append(ContainedItem(text: item.text, isFormula: item.isFormula, oldName: item.oldName, start: index, markBefore: markBefore))
            index = next
            guard index < tokens.count, case .mark(let mark) = tokens[index], [.nakaguro, .comma, .space].contains(mark),
                  containedItem(tokens, at: index + 1, first: false) != nil else { break }
            markBefore = mark
            index += 1
        }
        guard let first = items.first else { return nil }
        let allFormulas = items.allSatisfy(\.isFormula)
        let hyphenAfter = index < tokens.count && tokens[index] == .mark(.hyphen)
        let bound = allFormulas || hyphenAfter ? items : [first]
        var text = first.text
        for item in bound.dropFirst() { text += (item.markBefore == .nakaguro && allFormulas ? "·" : ", ") + item.text }
        let piece = Piece.part(text + "-containing", .quality, oldName: bound.contains(where: \.oldName))
        if bound.count < items.count { return (piece, items[1].start) }
        return (piece, hyphenAfter ? index + 1 : index)
    }

    /// One component 含 can govern at `index` (a formula, a substance, a quality with a noun form
    /// such as 放射能; an ion word only first: after it, `・ナトリウム` starts the main ions), after an
    /// optional 弱: its English and the index after it.
    private static func containedItem(_ tokens: [Token], at index: Int, first: Bool) -> ((text: String, isFormula: Bool, oldName: Bool), Int)? {
        guard index < tokens.count else { return nil }
        if case .word(let modifier) = tokens[index], modifier.modifiesContained,
           let (item, next) = containedItem(tokens, at: index + 1, first: first) {
            return ((modifier.english + " " + item.text, item.isFormula, item.oldName), next)
        }
        switch tokens[index] {
        case .formula(let text):
            return ((text, true, false), index + 1)
        case .word(let entry) where entry.role == .substance || (first && entry.role == .ion) || entry.contained != nil:
            return ((entry.contained ?? entry.english, false, entry.origin == .oldName), index + 1)
        default:
            return nil
        }
    }
}
