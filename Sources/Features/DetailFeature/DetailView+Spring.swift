import Entities
import Localization
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
            row(DetailText.springTherapeutic.text, DetailText.springUnclassified(reason: reason.label).text, .muted)
        } else {
            row(DetailText.springTherapeutic.text, guide.types.map(\.label).joined(separator: " · "), .accent)
        }
        if !classification.properties.isEmpty { row(DetailText.springProperties.text, classification.propertyLabels.joined(separator: " · "), .muted) }
        let effects = guide.effectTexts
        if !guide.types.isEmpty {
            row(DetailText.springBath.text, effects.bath.isEmpty ? DetailText.springNoEffectsOfItsOwn.text : SpringsText.list(effects.bath, mark: .touten).text)
            if !effects.drink.isEmpty { row(DetailText.springDrink.text, DetailText.springDrinkWhereAllowed(SpringsText.list(effects.drink, mark: .touten).text).text) }
        }
        if !guide.contraindications.isEmpty {
            row(DetailText.springContraindications.text, SpringsText.list(guide.contraindicationTexts, mark: .touten).text, .warning)
        }
        row(DetailText.springGeneral.text, DetailText.springGeneralBelow.text, .muted)
        for caution in guide.cautions {
            row(DetailText.springCaution.text, caution.text + (caution.fromStandard ? "" : DetailText.springAppNote.text), .warning)
        }
        row("", SpringStandard.disclaimer, .muted)
        return lines
    }

    /// The standard's general indications (for every 療養泉) and contraindications (for every 温泉),
    /// in full, as a section of their own below the sources.
    static func springGeneralLines(_ guide: SpringGuide, width: Int) -> [Line] {
        var lines: [Line] = []
        // Two cells in both languages (`・`, `- `), so the wrapped lines keep one indent.
        let mark = "  " + DetailText.listMark.text
        func items(_ title: String, _ entries: [SpringStandard.Entry]) {
            lines.append([Span(title, .muted)])
            for entry in entries {
                for (index, part) in entry.text.wrapped(toWidth: max(8, width - 4)).enumerated() {
                    lines.append([Span(index == 0 ? mark : "    "), Span(part)])
                }
            }
        }
        if !guide.types.isEmpty { items(DetailText.generalIndications.text, SpringStandard.entries(.generalIndication)) }
        items(DetailText.generalContraindications.text, SpringStandard.entries(.generalContraindication))
        for part in SpringStandard.disclaimer.wrapped(toWidth: width) { lines.append([Span(part, .muted)]) }
        return lines
    }
}
