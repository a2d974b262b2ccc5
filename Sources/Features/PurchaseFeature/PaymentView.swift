import Entities
import TerminalKit
import Widgets

/// Draws step 2 and returns where the terminal cursor belongs. Pure: state in, cells out.
public enum PaymentView {
    @discardableResult
    public static func render(_ state: PaymentViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        guard let draft = state.draft else {
            PurchaseStepHeader.renderNoDraft(in: rect, on: &canvas)
            return nil
        }
        let form = state.form
        let body = PurchaseStepHeader.render(facilityName: draft.title, step: .payment, accountName: state.accountName,
                                             error: form.error, in: rect, on: &canvas)
        var y = body.y
        var cursor: Point?
        // Until the saved cards are read the form is not drawn: a new-card form that turns into a
        // card choice a moment later would take the keys typed into it.
        guard state.isLoaded else {
            Messages.centered(["カードを読み込み中… loading cards"], style: .muted, in: body, on: &canvas)
            return nil
        }
        canvas.put(" お支払い Payment · 合計 \(formatYen(draft.totalYen))", x: body.x, y: y, style: .title, clip: body)
        y += 1
        if !form.savedCards.isEmpty {
            let options = form.savedCards.map(\.label) + ["新しいカード new card"]
            var x = canvas.put("   カード Card  ", x: body.x, y: y, style: form.field == .choice ? .accent : .muted, clip: body)
            for (index, option) in options.enumerated() {
                x = canvas.put((index == form.cardChoice ? "◉ " : "○ ") + option + "  ", x: x, y: y,
                               style: index == form.cardChoice ? .accent : .normal, clip: body)
            }
            y += 1
        }
        if form.usesNewCard {
            let fields: [(PaymentForm.Field, String, TextFieldState, String)] = [
                (.number, "カード番号 Number", form.number, "例 4242 4242 4242 4242"),
                (.expiry, "有効期限 MM/YY   ", form.expiry, "例 12/29"),
                (.cvc, "CVC              ", TextFieldState(text: String(repeating: "*", count: form.cvc.characters.count)), "3–4桁 digits"),
                (.holder, "名義 Holder      ", form.holder, "例 TARO YAMADA"),
            ]
            for (field, label, value, placeholder) in fields where y < body.maxY {
                let focused = field == form.field
                let x = canvas.put("   " + label + "  ", x: body.x, y: y, style: focused ? .accent : .muted, clip: body)
                let box = Rect(x: x, y: y, width: max(0, min(26, body.maxX - x)), height: 1)
                let caret = TextFieldView.render(value, placeholder: placeholder, focused: focused, in: box, on: &canvas)
                if focused { cursor = caret }
                if field == .number, let brand = CardBrand.detect(CardDraft(number: value.text).digits) {
                    canvas.put(" " + brand.label, x: box.maxX + 1, y: y, style: .accent, clip: body)
                }
                y += 1
            }
            if y < body.maxY {
                canvas.put("   [\(form.rememberCard ? "x" : " ")] カードを保存 remember card (brand and last 4 only) — Ctrl-R",
                           x: body.x, y: y, style: .muted, clip: body)
                y += 1
            }
        }
        if y + 1 < body.maxY {
            let keys = PaymentScreen.keyMap
            canvas.put("   \(keys.label(for: .next)): 確認へ review   \(keys.label(for: .nextField)): 次の項目   \(keys.label(for: .back)): 戻る back", x: body.x, y: y + 1, style: .muted, clip: body)
        }
        return cursor
    }
}
