import Entities
import Localization
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
        let body = PurchaseStepHeader.render(facilityName: state.names.title(of: draft), step: .payment, accountName: state.accountName,
                                             error: form.error, in: rect, on: &canvas)
        var y = body.y
        var cursor: Point?
        // Until the saved cards are read the form is not drawn: a new-card form that turns into a
        // card choice a moment later would take the keys typed into it.
        guard state.isLoaded else {
            Messages.centered([PurchaseText.loadingCards.text], style: .muted, in: body, on: &canvas)
            return nil
        }
        canvas.put(" " + PurchaseText.paymentHeading(total: formatYen(draft.totalYen)).text, x: body.x, y: y, style: .title, clip: body)
        y += 1
        if !form.savedCards.isEmpty { renderCardChoice(form, y: &y, in: body, on: &canvas) }
        if form.usesNewCard { cursor = renderNewCard(form, y: &y, in: body, on: &canvas) }
        if y + 1 < body.maxY {
            let keys = PaymentScreen.keyMap
            let hint = PurchaseText.paymentKeys(next: keys.label(for: .next), field: keys.label(for: .nextField), back: keys.label(for: .back)).text
            canvas.put("   " + hint, x: body.x, y: y + 1, style: .muted, clip: body)
        }
        return cursor
    }

    /// The saved cards and a new one, the chosen one marked.
    private static func renderCardChoice(_ form: PaymentForm, y: inout Int, in body: Rect, on canvas: inout Canvas) {
        let options = form.savedCards.map(\.label) + [PurchaseText.newCard.text]
        var x = canvas.put("   " + PurchaseText.cardChoice.text + "  ", x: body.x, y: y, style: form.field == .choice ? .accent : .muted, clip: body)
        for (index, option) in options.enumerated() {
            x = canvas.put((index == form.cardChoice ? "◉ " : "○ ") + option + "  ", x: x, y: y,
                           style: index == form.cardChoice ? .accent : .normal, clip: body)
        }
        y += 1
    }

    /// The new card's fields and the remember box; returns the focused field's caret.
    private static func renderNewCard(_ form: PaymentForm, y: inout Int, in body: Rect, on canvas: inout Canvas) -> Point? {
        var cursor: Point?
        let fields: [(PaymentForm.Field, String, TextFieldState, String)] = [
            (.number, PurchaseText.fieldNumber.text, form.number, PurchaseText.exampleNumber.text),
            (.expiry, PurchaseText.fieldExpiry.text, form.expiry, PurchaseText.exampleExpiry.text),
            (.cvc, PurchaseText.fieldCVC.text, TextFieldState(text: String(repeating: "*", count: form.cvc.characters.count)),
             PurchaseText.exampleCVC.text),
            (.holder, PurchaseText.fieldHolder.text, form.holder, PurchaseText.exampleHolder.text),
        ]
        // The boxes line up after the widest label of the language in force.
        let labelWidth = fields.map(\.1.displayWidth).max() ?? 0
        for (field, label, value, placeholder) in fields where y < body.maxY {
            let focused = field == form.field
            let x = canvas.put("   " + label.padded(toWidth: labelWidth) + "  ", x: body.x, y: y, style: focused ? .accent : .muted, clip: body)
            let box = Rect(x: x, y: y, width: max(0, min(26, body.maxX - x)), height: 1)
            let caret = TextFieldView.render(value, placeholder: placeholder, focused: focused, in: box, on: &canvas)
            if focused { cursor = caret }
            if field == .number, let brand = CardBrand.detect(CardDraft(number: value.text).digits) {
                canvas.put(" " + brand.label, x: box.maxX + 1, y: y, style: .accent, clip: body)
            }
            y += 1
        }
        if y < body.maxY {
            canvas.put("   [\(form.rememberCard ? "x" : " ")] " + PurchaseText.rememberCard(key: PaymentScreen.keyMap.label(for: .toggleRemember)).text,
                       x: body.x, y: y, style: .muted, clip: body)
            y += 1
        }
        return cursor
    }
}
