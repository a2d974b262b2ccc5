import Entities
import TerminalKit

extension DetailLineWriter {
    /// The 泉質 line: the catalog's wording in Japanese; in English its translation by parts
    /// (`SpringWording`) and under it, muted, where that came from with the wording as written, so
    /// nothing of the catalog is lost and a part not translated is never read as fact.
    mutating func springTypeField(_ springType: String?) {
        guard let springType else {
            field(DetailText.fieldSpringType.text, DetailText.notRecorded.text, .muted)
            return
        }
        let wording = SpringWording(springType)
        field(DetailText.fieldSpringType.text, wording.detailValue)
        guard let note = wording.note else { return }
        for part in note.wrapped(toWidth: max(8, width - 10)) {
            lines.append([DetailView.Span(String(repeating: " ", count: 10), .muted), DetailView.Span(part, .muted)])
        }
    }
}
