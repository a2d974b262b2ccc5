import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the visit form as a framed panel; returns where the terminal cursor belongs (the caret of
/// the focused text field), so an input method's candidates appear beside it.
public enum VisitFormView {
    public static let height = 8

    @discardableResult
    public static func render(_ form: VisitFormState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        Box.panel(rect, title: DetailText.visitFormTitle.text, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        guard inner.height >= 5, inner.width > 20 else { return nil }
        let labelWidth = 15
        var cursor: Point?
        func label(_ text: String, _ field: VisitFormState.Field, row: Int) {
            let focused = form.field == field
            canvas.put((focused ? "▸ " : "  ") + text, x: inner.x, y: inner.y + row, style: focused ? .title : .muted, clip: inner)
        }
        label(DetailText.formDate.text, .date, row: 0)
        let dateRect = Rect(x: inner.x + labelWidth, y: inner.y, width: 12, height: 1)
        let dateCursor = TextFieldView.render(form.date, placeholder: "YYYY-MM-DD", focused: form.field == .date, in: dateRect, on: &canvas)
        canvas.put("YYYY-MM-DD", x: dateRect.maxX + 2, y: inner.y, style: .muted, clip: inner)
        if form.field == .date { cursor = dateCursor }

        label(DetailText.formRating.text, .rating, row: 1)
        let stars = Visit.stars(form.rating, ascii: canvas.asciiOnly)
        let after = canvas.put(stars, x: inner.x + labelWidth, y: inner.y + 1, style: Style(.favorite), clip: inner)
        canvas.put("  \(form.rating)/5  ← → / 1–5", x: after, y: inner.y + 1, style: .muted, clip: inner)

        label(DetailText.formNote.text, .note, row: 2)
        let noteRect = Rect(x: inner.x + labelWidth, y: inner.y + 2, width: inner.width - labelWidth, height: 1)
        let noteCursor = TextFieldView.render(form.note, placeholder: DetailText.optional.text, focused: form.field == .note, in: noteRect, on: &canvas)
        if form.field == .note { cursor = noteCursor }

        if form.isSaving {
            canvas.put(DetailText.saving.text, x: inner.x, y: inner.y + 4, style: .muted, clip: inner)
        } else if let error = form.error {
            canvas.put("✗ " + error, x: inner.x, y: inner.y + 4, style: .error, clip: inner)
        }
        canvas.put(DetailText.visitFormFooter.text, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        return cursor
    }
}
