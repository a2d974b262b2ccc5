import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the correction form as a framed panel over the log; returns where the terminal cursor
/// belongs (the caret of the focused text field), so an input method's candidates appear there.
enum VisitEditFormView {
    static let height = 9

    @discardableResult
    static func render(_ form: VisitEditForm, in rect: Rect, on canvas: inout Canvas) -> Point? {
        canvas.fill(rect, style: .normal)
        Box.panel(rect, title: VisitsText.editTitle.text, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        guard inner.height >= 6, inner.width > 20 else { return nil }
        let labelWidth = 15
        var cursor: Point?
        canvas.put("\(form.visit.name) (\(form.visit.prefectureName)) · #\(form.visit.id)", x: inner.x, y: inner.y, style: .title, clip: inner)
        func label(_ text: String, _ field: VisitEditForm.Field, row: Int) {
            let focused = form.field == field
            canvas.put((focused ? "▸ " : "  ") + text, x: inner.x, y: inner.y + row, style: focused ? .title : .muted, clip: inner)
        }
        label(VisitsText.formDate.text, .date, row: 1)
        let dateRect = Rect(x: inner.x + labelWidth, y: inner.y + 1, width: 12, height: 1)
        let dateCursor = TextFieldView.render(form.date, placeholder: "YYYY-MM-DD", focused: form.field == .date, in: dateRect, on: &canvas)
        canvas.put("YYYY-MM-DD", x: dateRect.maxX + 2, y: inner.y + 1, style: .muted, clip: inner)
        if form.field == .date { cursor = dateCursor }

        label(VisitsText.formRating.text, .rating, row: 2)
        let stars = Visit.stars(form.rating, ascii: canvas.asciiOnly)
        let after = canvas.put(stars, x: inner.x + labelWidth, y: inner.y + 2, style: Style(.favorite), clip: inner)
        canvas.put("  \(form.rating)/5  ← → / 1–5", x: after, y: inner.y + 2, style: .muted, clip: inner)

        label(VisitsText.formNote.text, .note, row: 3)
        let noteRect = Rect(x: inner.x + labelWidth, y: inner.y + 3, width: inner.width - labelWidth, height: 1)
        let noteCursor = TextFieldView.render(form.note, placeholder: VisitsText.optional.text, focused: form.field == .note, in: noteRect, on: &canvas)
        if form.field == .note { cursor = noteCursor }

        if form.isSaving {
            canvas.put(VisitsText.saving.text, x: inner.x, y: inner.y + 5, style: .muted, clip: inner)
        } else if let error = form.error {
            canvas.put("✗ " + error, x: inner.x, y: inner.y + 5, style: .error, clip: inner)
        }
        canvas.put(VisitsText.formFooter.text, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        return cursor
    }
}
