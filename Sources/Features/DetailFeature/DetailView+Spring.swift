import Entities
import TerminalKit

/// The 泉質 explained under the 泉質 line: the 療養泉 types (or why none), the effects and
/// contraindications the Ministry of the Environment's standard gives them, the cautions that
/// apply to this water, and always the line that says this is not medical advice.
extension DetailView {
    static func springLines(_ guide: SpringGuide, width: Int) -> [Line] {
        var lines: [Line] = []
        func row(_ label: String, _ value: String, _ style: Style = .normal) {
            let room = max(8, width - 10)
            for (index, part) in value.wrapped(toWidth: room).enumerated() {
                lines.append([Span(index == 0 ? label.padded(toWidth: 10) : String(repeating: " ", count: 10), .muted), Span(part, style)])
            }
        }
        let classification = guide.classification
        if let reason = classification.unclassified {
            row("療養泉", "分類なし — " + reason.label, .muted)
        } else {
            row("療養泉", guide.types.map { "\($0.label) (\($0.englishName))" }.joined(separator: " · "), .accent)
        }
        if !classification.properties.isEmpty { row("性状", classification.properties.joined(separator: " · "), .muted) }
        let effects = guide.effectTexts
        if !guide.types.isEmpty {
            row("浴用", effects.bath.isEmpty ? "泉質別の適応症なし — none of its own" : effects.bath.joined(separator: "、"))
            if !effects.drink.isEmpty { row("飲用", effects.drink.joined(separator: "、") + " (飲泉許可のある所のみ)") }
            row("一般適応", "療養泉に共通：筋肉・関節の慢性的な痛み（神経痛など）、冷え性、末梢循環障害、疲労回復、健康増進など", .muted)
        }
        if !guide.contraindications.isEmpty {
            row("禁忌症", Set(guide.contraindications.map(\.japanese)).sorted().joined(separator: "、"), .warning)
        }
        row("一般禁忌", "温泉に共通：病気の活動期、活動性の結核、重い心臓・肺・腎臓の病気、消化管出血・目に見える出血など", .muted)
        for caution in guide.cautions {
            row("注意", caution.japanese + (caution.fromStandard ? "" : " (アプリの注記 app note)"), .warning)
        }
        row("", SpringStandard.disclaimer, .muted)
        return lines
    }
}
