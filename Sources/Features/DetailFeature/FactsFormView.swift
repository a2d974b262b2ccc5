import Entities
import TerminalKit
import Widgets

/// Draws the facts form as a framed panel; returns where the terminal cursor belongs.
public enum FactsFormView {
    public static let height = 10

    @discardableResult
    public static func render(_ form: FactsFormState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        Box.panel(rect, title: "\(FactSource.user.label) — 営業時間・料金・メモ hours, price, note", on: &canvas)
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
        row("営業時間 Hours", .hours, form.hours, placeholder: "sample: " + form.sampleHours, at: 0)
        canvas.put("例 e.g. Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off", x: inner.x + labelWidth, y: inner.y + 1,
                   style: .muted, clip: inner)
        row("料金 Price ¥", .price, form.price, placeholder: "sample: " + form.samplePrice, at: 2)
        row("メモ Note", .note, form.note, placeholder: "(任意: タトゥー・貸切・バス optional)", at: 3)
        if form.isSaving {
            canvas.put("保存中… saving", x: inner.x, y: inner.y + 5, style: .muted, clip: inner)
        } else if let error = form.error {
            // A parser's message names the part and its position: two lines rather than cut.
            for (offset, part) in ("✗ " + error).wrapped(toWidth: inner.width).prefix(2).enumerated() {
                canvas.put(part, x: inner.x, y: inner.y + 5 + offset, style: .error, clip: inner)
            }
        }
        canvas.put("Enter 保存 save · 空欄 = 見本に戻す empty = sample · Tab 次 next · Esc 取消", x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        return cursor
    }
}
