import Entities
import TerminalKit
import Widgets

/// Draws the purchase flow's current step. Pure: state in, cells out.
public enum PurchaseView {
    /// Returns where the terminal cursor belongs on the payment form.
    @discardableResult
    public static func render(_ state: PurchaseViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        guard state.isLoaded else {
            Messages.centered([state.error ?? "読み込み中… loading"], style: state.error == nil ? .muted : .error, in: rect, on: &canvas)
            return nil
        }
        var y = rect.y
        let steps: [(PurchaseViewState.Step, String)] = [(.products, "1 内容"), (.payment, "2 支払い"), (.review, "3 確認"), (.done, "4 完了")]
        var x = canvas.put(" \(state.facilityName ?? "")  ", x: rect.x, y: y, style: .title, clip: rect)
        for (step, label) in steps {
            x = canvas.put(label, x: x, y: y, style: step == state.step ? Style(.highlight, bold: true, reverse: true) : .muted, clip: rect)
            x = canvas.put(step == .done ? "" : " › ", x: x, y: y, style: .muted, clip: rect)
        }
        y += 1
        canvas.put(" \(state.accountName) さん · 見本データ sample prices, mock payment", x: rect.x, y: y, style: .sample, clip: rect)
        y += 2
        let body = Rect(x: rect.x, y: y, width: rect.width, height: max(0, rect.maxY - y - 1))
        var cursor: Point?
        switch state.step {
        case .products: renderProducts(state, in: body, on: &canvas)
        case .payment: cursor = renderPayment(state, in: body, on: &canvas)
        case .review: renderReview(state, in: body, on: &canvas)
        case .done: renderDone(state, in: body, on: &canvas)
        }
        if let error = state.error {
            canvas.put(" " + error, x: rect.x, y: rect.maxY - 1, style: .error, clip: rect)
        }
        return cursor
    }

    static func renderProducts(_ state: PurchaseViewState, in rect: Rect, on canvas: inout Canvas) {
        var y = rect.y
        for (index, product) in state.products.enumerated() where y < rect.maxY {
            let selected = index == state.selection
            let row = Rect(x: rect.x, y: y, width: rect.width, height: 1)
            if selected { canvas.fill(row, style: .selection) }
            let quantity = state.quantities[product.id, default: 0]
            let text = " " + product.name.padded(toWidth: 18) + formatYen(product.priceYen).padded(toWidth: 8, alignRight: true)
                + "   − \(quantity) ＋   " + formatYen(product.priceYen * quantity).padded(toWidth: 8, alignRight: true)
            canvas.put(text, x: rect.x, y: y, style: selected ? .selection : .normal, clip: row)
            y += 1
        }
        y += 1
        let lines = [
            "利用日 Date of use: \(state.useDate)   有効期限 valid until: \(state.validUntil) (\(TicketRules.validityDays)日)",
            "枚数 \(state.ticketCount)/\(TicketRules.maxTicketsPerOrder)   合計 total \(formatYen(state.totalYen)) (税込 tax incl.)",
        ]
        for line in lines where y < rect.maxY {
            canvas.put(" " + line, x: rect.x, y: y, style: .accent, clip: rect)
            y += 1
        }
    }

    static func renderPayment(_ state: PurchaseViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        var y = rect.y
        var cursor: Point?
        canvas.put(" お支払い Payment · 合計 \(formatYen(state.totalYen))", x: rect.x, y: y, style: .title, clip: rect)
        y += 1
        if !state.savedCards.isEmpty {
            let options = state.savedCards.map(\.label) + ["新しいカード new card"]
            var x = canvas.put("   カード Card  ", x: rect.x, y: y, style: state.cardField == .choice ? .accent : .muted, clip: rect)
            for (index, option) in options.enumerated() {
                x = canvas.put((index == state.cardChoice ? "◉ " : "○ ") + option + "  ", x: x, y: y,
                               style: index == state.cardChoice ? .accent : .normal, clip: rect)
            }
            y += 1
        }
        if state.usesNewCard {
            let fields: [(PurchaseViewState.CardField, String, TextFieldState, String)] = [
                (.number, "カード番号 Number", state.cardNumber, "4242 4242 4242 4242"),
                (.expiry, "有効期限 MM/YY   ", state.expiry, "12/29"),
                (.cvc, "CVC              ", TextFieldState(text: String(repeating: "*", count: state.cvc.characters.count)), "123"),
                (.holder, "名義 Holder      ", state.holder, "TARO YAMADA"),
            ]
            for (field, label, value, placeholder) in fields where y < rect.maxY {
                let focused = field == state.cardField
                let x = canvas.put("   " + label + "  ", x: rect.x, y: y, style: focused ? .accent : .muted, clip: rect)
                let box = Rect(x: x, y: y, width: max(0, min(26, rect.maxX - x)), height: 1)
                let caret = TextFieldView.render(value, placeholder: placeholder, focused: focused, in: box, on: &canvas)
                if focused { cursor = caret }
                if field == .number, let brand = CardBrand.detect(CardDraft(number: value.text).digits) {
                    canvas.put(" " + brand.label, x: box.maxX + 1, y: y, style: .accent, clip: rect)
                }
                y += 1
            }
            if y < rect.maxY {
                canvas.put("   [\(state.rememberCard ? "x" : " ")] カードを保存 remember card (brand and last 4 only) — Ctrl-R",
                           x: rect.x, y: y, style: .muted, clip: rect)
                y += 1
            }
        }
        if y + 1 < rect.maxY {
            canvas.put("   Enter: 確認へ review   Tab: 次の項目   Esc: 戻る back", x: rect.x, y: y + 1, style: .muted, clip: rect)
        }
        return cursor
    }

    static func renderReview(_ state: PurchaseViewState, in rect: Rect, on canvas: inout Canvas) {
        var rows: [(String, Style)] = [(" ご注文内容の確認 Review your order", .title)]
        for line in state.lines {
            rows.append(("   " + line.product.name.padded(toWidth: 18) + "\(formatYen(line.product.priceYen)) × \(line.quantity)".padded(toWidth: 14, alignRight: true)
                         + formatYen(line.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        }
        rows.append(("   " + "合計 Total (税込)".padded(toWidth: 32) + formatYen(state.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        rows.append(("   " + "うち消費税 incl. tax 10%".padded(toWidth: 32)
                     + formatYen(TicketRules.includedTaxYen(state.totalYen)).padded(toWidth: 10, alignRight: true), .muted))
        rows.append(("", .normal))
        rows.append(("   利用日 \(state.useDate) · 有効期限 \(state.validUntil) · \(state.ticketCount)枚", .normal))
        rows.append(("   お支払い \(state.card?.label ?? "—")", .normal))
        rows.append(("", .normal))
        rows.append((state.isSubmitting ? "   購入処理中… purchasing" : "   y: 購入を確定 confirm purchase   Esc: 戻る back", .highlight))
        for (offset, row) in rows.enumerated() where rect.y + offset < rect.maxY {
            canvas.put(row.0, x: rect.x, y: rect.y + offset, style: row.1, clip: rect)
        }
    }

    static func renderDone(_ state: PurchaseViewState, in rect: Rect, on canvas: inout Canvas) {
        var rows: [(String, Style)] = [(" 購入が完了しました — \(state.issued.count)枚のチケットを発行しました", .title)]
        for ticket in state.issued {
            rows.append(("   \(ticket.id)  \(ticket.productName)  有効期限 \(ticket.validUntil)", .normal))
        }
        rows.append(("", .normal))
        rows.append(("   Enter: チケット一覧へ open the wallet (Tickets tab)", .highlight))
        for (offset, row) in rows.enumerated() where rect.y + offset < rect.maxY {
            canvas.put(row.0, x: rect.x, y: rect.y + offset, style: row.1, clip: rect)
        }
    }
}
