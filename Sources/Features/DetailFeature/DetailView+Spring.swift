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
        }
        if !guide.contraindications.isEmpty {
            row("禁忌症", Set(guide.contraindications.map(\.japanese)).sorted().joined(separator: "、"), .warning)
        }
        row("共通", "一般的適応症・禁忌症は下に — general ones below", .muted)
        for caution in guide.cautions {
            row("注意", caution.japanese + (caution.fromStandard ? "" : " (アプリの注記 app note)"), .warning)
        }
        row("", SpringStandard.disclaimer, .muted)
        return lines
    }

    /// The standard's general indications (for every 療養泉) and contraindications (for every 温泉),
    /// in full, as a section of their own below the sources.
    static func springGeneralLines(_ guide: SpringGuide, width: Int) -> [Line] {
        var lines: [Line] = []
        func items(_ title: String, _ entries: [SpringStandard.Entry]) {
            lines.append([Span(title, .muted)])
            for entry in entries {
                for (index, part) in entry.japanese.wrapped(toWidth: max(8, width - 4)).enumerated() {
                    lines.append([Span(index == 0 ? "  ・" : "    "), Span(part)])
                }
            }
        }
        if !guide.types.isEmpty { items("一般的適応症（療養泉に共通、浴用）", SpringStandard.entries(.generalIndication)) }
        items("一般的禁忌症（温泉に共通、浴用）", SpringStandard.entries(.generalContraindication))
        for part in SpringStandard.disclaimer.wrapped(toWidth: width) { lines.append([Span(part, .muted)]) }
        return lines
    }
}
