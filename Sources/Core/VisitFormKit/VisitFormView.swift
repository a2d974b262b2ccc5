import Entities
import TerminalKit
import Widgets

/// Draws a visit's form as a framed panel; returns where the terminal cursor belongs (the caret of
/// the focused text field), so an input method's candidates appear beside it. A correction names
/// the visit it corrects in a `heading` above the fields.
public enum VisitFormView {
    /// The rows the panel takes, one more with a heading.
    public static func height(withHeading: Bool) -> Int { withHeading ? 9 : 8 }

    @discardableResult
    public static func render(_ form: VisitForm, title: String, heading: String? = nil, in rect: Rect, on canvas: inout Canvas) -> Point? {
        Box.panel(rect, title: title, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        let top = heading == nil ? 0 : 1
        guard inner.height >= 5 + top, inner.width > 20 else { return nil }
        if let heading { canvas.put(heading, x: inner.x, y: inner.y, style: .title, clip: inner) }
        let labelWidth = 15
        var cursor: Point?
        func label(_ text: VisitFormText, _ field: VisitForm.Field, row: Int) {
            let focused = form.field == field
            canvas.put((focused ? "▸ " : "  ") + text.text, x: inner.x, y: inner.y + top + row, style: focused ? .title : .muted, clip: inner)
        }
        label(.date, .date, row: 0)
        let dateRect = Rect(x: inner.x + labelWidth, y: inner.y + top, width: 12, height: 1)
        let dateCursor = TextFieldView.render(form.date, placeholder: "YYYY-MM-DD", focused: form.field == .date, in: dateRect, on: &canvas)
        canvas.put("YYYY-MM-DD", x: dateRect.maxX + 2, y: inner.y + top, style: .muted, clip: inner)
        if form.field == .date { cursor = dateCursor }

        label(.rating, .rating, row: 1)
        let stars = Visit.stars(form.rating, ascii: canvas.asciiOnly)
        let after = canvas.put(stars, x: inner.x + labelWidth, y: inner.y + top + 1, style: Style(.favorite), clip: inner)
        canvas.put("  \(form.rating)/5  ← → / 1–5", x: after, y: inner.y + top + 1, style: .muted, clip: inner)

        label(.note, .note, row: 2)
        let noteRect = Rect(x: inner.x + labelWidth, y: inner.y + top + 2, width: inner.width - labelWidth, height: 1)
        let noteCursor = TextFieldView.render(form.note, placeholder: VisitFormText.optional.text, focused: form.field == .note, in: noteRect, on: &canvas)
        if form.field == .note { cursor = noteCursor }

        if form.isSaving {
            canvas.put(VisitFormText.saving.text, x: inner.x, y: inner.y + top + 4, style: .muted, clip: inner)
        } else if let error = form.error {
            canvas.put("✗ " + error, x: inner.x, y: inner.y + top + 4, style: .error, clip: inner)
        }
        canvas.put(VisitFormText.footer.text, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        return cursor
    }
}
