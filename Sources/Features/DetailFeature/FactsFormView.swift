import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the facts form as a framed panel; returns where the terminal cursor belongs.
public enum FactsFormView {
    public static let height = 10

    @discardableResult
    public static func render(_ form: FactsFormState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        Box.panel(rect, title: DetailText.factsFormTitle(yours: FactSource.user.label).text, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        guard inner.height >= 7, inner.width > 24 else { return nil }
        let labelWidth = 18
        var cursor: Point?
        func row(_ text: String, _ field: FactsFormState.Field, _ state: TextFieldState, placeholder: String, at line: Int) {
            let focused = form.field == field
            canvas.put((focused ? "▸ " : "  ") + text, x: inner.x, y: inner.y + line, style: focused ? .title : .muted, clip: inner)
            let box = Rect(x: inner.x + labelWidth, y: inner.y + line, width: inner.width - labelWidth, height: 1)
            let caret = TextFieldView.render(state, placeholder: placeholder, focused: focused, in: box, on: &canvas)
            if focused { cursor = caret }
        }
        row(DetailText.formHours.text, .hours, form.hours, placeholder: DetailText.sampleValue(form.sampleHours).text, at: 0)
        canvas.put(DetailText.formHoursExample.text, x: inner.x + labelWidth, y: inner.y + 1,
                   style: .muted, clip: inner)
        row(DetailText.formPrice.text, .price, form.price, placeholder: DetailText.sampleValue(form.samplePrice).text, at: 2)
        row(DetailText.formNote.text, .note, form.note, placeholder: DetailText.factsNotePlaceholder.text, at: 3)
        if form.isSaving {
            canvas.put(DetailText.saving.text, x: inner.x, y: inner.y + 5, style: .muted, clip: inner)
        } else if let error = form.error {
            // A parser's message names the part and its position: two lines rather than cut.
            for (offset, part) in ("✗ " + error).wrapped(toWidth: inner.width).prefix(2).enumerated() {
                canvas.put(part, x: inner.x, y: inner.y + 5 + offset, style: .error, clip: inner)
            }
        }
        canvas.put(DetailText.factsFormFooter.text, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        return cursor
    }
}
