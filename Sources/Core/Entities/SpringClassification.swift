import Foundation
import Localization

/// Why a 泉質 falls under none of the ten 療養泉 types.
public enum SpringUnclassifiedReason: String, CaseIterable, Codable, Sendable, Hashable {
    /// The catalog has no 泉質 for the area.
    case empty
    /// Only the liquid or temperature class (`アルカリ性`, `冷鉱泉`): no component is named.
    case propertiesOnly
    /// A 温泉 by a component of the 温泉法's table that makes no 療養泉 type (`メタケイ酸`,
    /// `メタホウ酸`, `含As`, `総硫黄`, `重炭酸そうだ`).
    case onsenLawComponent
    /// The text itself says it is a 温泉 by the law and not a 療養泉 (`温泉法第2条に該当`,
    /// `療養泉規格に達しない`).
    case notTherapeutic
    /// Text that names no spring type at all (`殆無色透明 無味無臭`).
    case unrecognised

    /// Why, in the language in force.
    public var label: String { SpringsText.unclassified(self).text }
}

/// A 泉質 read against the 鉱泉分析法指針 (平成26年改訂): the 療養泉 types it names, in both
/// notations the catalog uses (the ion form `Na-Cl・HCO3泉`, `含S`, `含Rn`, `含Fe(II)`, `含CO2`, and
/// the old names 食塩泉, 重曹泉, 芒硝泉, 石膏泉, 硫化水素泉, 炭酸泉, 炭酸鉄泉, 緑礬泉, 明礬泉 …), the
/// properties it states (液性 and 泉温 classes, 浸透圧), and why when it names no type.
///
/// Rules the standard sets that the text alone decides:
/// - `単純` (溶存物質 < 1 g/kg) with a special component is that component's type only
///   (単純硫黄温泉 is 硫黄泉, 単純弱放射能冷鉱泉 is 放射能泉); 単純温泉 is 単純 with none.
/// - 酸性 names the 酸性泉 (水素イオン ≥ 1 mg/kg); 弱酸性 is a pH class, not a type.
/// - 含アルミニウム泉 and 含銅-鉄泉 are types no more since 2014: Al and Cu add no type.
/// - Arsenic, メタケイ酸, メタホウ酸, フッ素, 総硫黄 (1 mg, 硫黄泉 needs 2) and 総鉄 (10 mg, 含鉄泉 needs
///   20) and 重炭酸そうだ (340 mg) make a 温泉 under the 温泉法's table, not a 療養泉 type.
public struct SpringClassification: Hashable, Sendable {
    /// Never contains `.other`.
    public var categories: Set<SpringCategory>
    /// The 液性 (pH), 泉温 and 浸透圧 classes the text states, in the order it states them.
    public var properties: [String]
    /// Nil when `categories` is not empty.
    public var unclassified: SpringUnclassifiedReason?

    public init(categories: Set<SpringCategory>, properties: [String] = [], unclassified: SpringUnclassifiedReason? = nil) {
        self.categories = categories
        self.properties = properties
        self.unclassified = categories.isEmpty ? (unclassified ?? .unrecognised) : nil
    }

    /// The stated properties in the language in force (`弱アルカリ性` / `weakly alkaline`).
    public var propertyLabels: [String] { properties.map { SpringProperty(rawValue: $0)?.label ?? $0 } }

    /// The types in the standard's order.
    public var orderedCategories: [SpringCategory] { SpringCategory.therapeutic.filter(categories.contains) }

    /// Bump when a rule changes: catalogs built with older rules are built again.
    public static let rulesVersion = 2

    public static func of(_ text: String?) -> SpringClassification {
        guard let text else { return SpringClassification(categories: [], unclassified: .empty) }
        let reader = SpringText(Self.normalised(text))
        guard !reader.isBlank else { return SpringClassification(categories: [], unclassified: .empty) }
        let categories = reader.categories()
        let properties = reader.properties()
        if !categories.isEmpty { return SpringClassification(categories: categories, properties: properties) }
        return SpringClassification(categories: [], properties: properties, unclassified: reader.reason(hasProperties: !properties.isEmpty))
    }

    /// Full-width letters and digits, subscripts and Roman numerals to ASCII (`ＮａーＣｌ`, `CO₂`,
    /// `Fe(Ⅱ)`), spaces removed; untouched (and not copied through Foundation) when plain.
    static func normalised(_ text: String) -> String {
        let needsFolding = text.unicodeScalars.contains { (0xFF00...0xFFEF).contains($0.value) || (0x2080...0x209F).contains($0.value)
            || (0x2160...0x217F).contains($0.value) || $0.value == 0x3000 || $0.value == 0x30FC }
        var folded = needsFolding ? text.precomposedStringWithCompatibilityMapping : text
        // A long vowel mark between letters is a hyphen typed in kana mode (Na－Cl, NaーCl).
        if folded.contains("ー") {
            let characters = Array(folded)
            folded = String(characters.indices.map { index -> Character in
                guard characters[index] == "ー", index > 0, characters[index - 1].isASCII, characters[index - 1].isLetter || characters[index - 1].isNumber
                else { return characters[index] }
                return "-"
            })
        }
        return folded.filter { !$0.isWhitespace }
    }
}
