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

    /// One line for the search's summary: which types, and for an effect where the standard says so.
    public var summary: String {
        let types = categories.count == SpringCategory.therapeutic.count
            ? "全療養泉 every 療養泉" : SpringCategory.therapeutic.filter(categories.contains).map(\.label).joined(separator: "・")
        switch kind {
        case .type:
            return "泉質 spring type: " + types
        case .effect:
            // One phrase per wording, with the types that carry it: 浴用「冷え性」(塩化物泉・硫酸塩泉 …).
            var phrases: [(String, [String])] = []
            for entry in wording {
                let kind = switch entry.kind {
                case .generalIndication: "一般的適応症"
                case .bath: "浴用"
                case .drink: "飲用"
                default: ""
                }
                let phrase = "\(kind)「\(entry.japanese)」"
                if let index = phrases.firstIndex(where: { $0.0 == phrase }) {
                    phrases[index].1 += [entry.type?.label].compactMap { $0 }
                } else {
                    phrases.append((phrase, [entry.type?.label].compactMap { $0 }))
                }
            }
            let said = phrases.map { $0.1.isEmpty ? $0.0 : "\($0.0)(\($0.1.joined(separator: "・")))" }
            return "適応症 \(said.joined(separator: " ")) → \(types) · \(SpringStandard.disclaimer)"
        }
    }
}
