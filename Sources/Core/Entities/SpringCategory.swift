import Localization

/// The ten 療養泉 (therapeutic spring) types of the Ministry of the Environment's 鉱泉分析法指針
/// (平成26年改訂), used to filter, search and explain by spring type, and `other` for a spring the
/// catalog's 泉質 does not file under any of them (`SpringClassification` says why).
public enum SpringCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case simple = "単純温泉"
    case chloride = "塩化物泉"
    case bicarbonate = "炭酸水素塩泉"
    case sulfate = "硫酸塩泉"
    case carbonDioxide = "二酸化炭素泉"
    case iron = "含鉄泉"
    case acidic = "酸性泉"
    case iodine = "含よう素泉"
    case sulfur = "硫黄泉"
    case radioactive = "放射能泉"
    /// No 療養泉 type: no 泉質 given, a 温泉 by the law's components only, or text that names none.
    case other = "療養泉の分類なし"

    /// The type's name in the language in force (`酸性泉` / `Acidic`); `rawValue` is the stored key
    /// and JSON's value.
    public var label: String { SpringsText.type(self).text }

    public func label(in language: Language) -> String { SpringsText.type(self).text(in: language) }

    /// The type a user names in either language, any case, or by a prefix of the name
    /// (`酸性泉`, `酸性`, `acidic`, `Hydrogen`): the CLI's `--type`.
    public static func named(_ name: String) -> SpringCategory? {
        let wanted = name.lowercased()
        guard !wanted.isEmpty else { return nil }
        let exact = allCases.first { type in Language.allCases.contains { type.label(in: $0).lowercased() == wanted } }
        return exact ?? allCases.first { type in Language.allCases.contains { type.label(in: $0).lowercased().hasPrefix(wanted) } }
    }

    /// The ten types of the standard, in its order (without `other`).
    public static let therapeutic: [SpringCategory] = allCases.filter { $0 != .other }

    /// The English name, as an onsen guide in English writes it.
    public var englishName: String {
        switch self {
        case .simple: "simple spring"
        case .chloride: "chloride spring"
        case .bicarbonate: "hydrogen carbonate spring"
        case .sulfate: "sulfate spring"
        case .carbonDioxide: "carbon dioxide (carbonated) spring"
        case .iron: "iron spring"
        case .acidic: "acidic spring"
        case .iodine: "iodine spring"
        case .sulfur: "sulfur spring"
        case .radioactive: "radioactive (radon) spring"
        case .other: "no therapeutic type"
        }
    }

    /// Every type the text names; `[.other]` when it names none (`SpringClassification.of` says
    /// why). A spring can belong to several (`酸性含S,Fe` is 酸性泉, 硫黄泉 and 含鉄泉).
    public static func classify(_ text: String?) -> Set<SpringCategory> {
        let types = SpringClassification.of(text).categories
        return types.isEmpty ? [.other] : types
    }
}
