import Localization

/// A whole query that names a 療養泉 type (`酸性`, `sansei`, `sulphur`) or an effect the standard
/// gives types (`神経痛`, `きりきず`, `dry skin`): the types whose areas it lists, and the
/// standard's own wording of what matched, which the search shows with the results.
public struct SpringQueryMatch: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case type, effect }

    public var kind: Kind
    public var categories: Set<SpringCategory>
    /// The standard's entries the query matched (effects), empty for a type.
    public var wording: [SpringStandard.Entry]

    public init(kind: Kind, categories: Set<SpringCategory>, wording: [SpringStandard.Entry] = []) {
        self.kind = kind
        self.categories = categories
        self.wording = wording
    }

    /// One line for the search's summary in the language in force: which types, and for an
    /// effect where the standard says so.
    public var summary: String {
        let types = categories.count == SpringCategory.therapeutic.count
            ? SpringsText.everyType.text : SpringsText.list(SpringCategory.therapeutic.filter(categories.contains).map(\.label)).text
        switch kind {
        case .type:
            return SpringsText.queryType(types: types).text
        case .effect:
            return SpringsText.queryEffect(phrases: SpringsText.phrases(effectPhrases()).text, types: types, disclaimer: SpringStandard.disclaimer).text
        }
    }

    /// One phrase per wording, with the types that carry it: 浴用「冷え性」(塩化物泉・硫酸塩泉 …).
    private func effectPhrases() -> [String] {
        var phrases: [(kind: SpringStandard.Kind, effect: String, types: [String])] = []
        for entry in wording {
            let type = [entry.type?.label].compactMap { $0 }
            if let index = phrases.firstIndex(where: { $0.kind == entry.kind && $0.effect == entry.text }) {
                phrases[index].types += type
            } else {
                phrases.append((entry.kind, entry.text, type))
            }
        }
        return phrases.map { phrase in
            let kind = SpringsText.effectKind(phrase.kind).text
            return phrase.types.isEmpty
                ? SpringsText.queryEffectPhraseAll(kind: kind, effect: phrase.effect).text
                : SpringsText.queryEffectPhrase(kind: kind, effect: phrase.effect, types: SpringsText.list(phrase.types).text).text
        }
    }
}
