import Entities
import ScreenKit
import TerminalKit
import Widgets

/// Draws step 4. Pure: state in, cells out.
public enum PurchasedView {
    public static func render(_ state: PurchasedViewState, in rect: Rect, on canvas: inout Canvas) {
        let title = state.tickets.first?.facilityName ?? state.passes.first?.terms.rallyName
        guard let title else {
            Messages.centered([state.isLoaded ? "注文 \(state.orderID) が見つかりません — no such order" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let body = PurchaseStepHeader.render(facilityName: title, step: .done, accountName: state.accountName,
                                             error: nil, in: rect, on: &canvas)
        var rows: [(String, Style)]
        if state.passes.isEmpty {
            rows = [(" 購入が完了しました — \(state.tickets.count)枚のチケットを発行しました (注文 \(state.orderID))", .title)]
            for ticket in state.tickets {
                rows.append(("   \(ticket.id)  \(ticket.productName.padded(toWidth: 14))  利用日 \(ticket.useDate)  有効期限 \(ticket.validUntil)", .normal))
            }
        } else {
            rows = [(" 購入が完了しました — 湯めぐり手形を\(state.passes.count)枚発行しました (注文 \(state.orderID))", .title)]
            for pass in state.passes {
                rows.append(("   \(pass.id)  湯めぐり手形 \(pass.terms.entries)回券  有効期間 \(pass.validFrom)〜\(pass.validUntil)", .normal))
            }
        }
        let amounts = state.amounts ?? CouponRules.Totals(subtotalYen: state.tickets.reduce(0) { $0 + $1.priceYen }, discountYen: 0)
        rows.append(("   " + "小計 Subtotal".padded(toWidth: 32) + formatYen(amounts.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        rows.append(("   " + "割引 Discount".padded(toWidth: 32)
                     + ("−" + formatYen(amounts.discountYen)).padded(toWidth: 10, alignRight: true), state.coupon == nil ? .normal : Style(.success)))
        rows.append(("   " + "お支払い Total paid (税込)".padded(toWidth: 32) + formatYen(amounts.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        if let coupon = state.coupon {
            rows.append(("   クーポン使用 coupon used: \(coupon.title) [sample]", Style(.success)))
        }
        rows.append(("", .normal))
        rows.append(("   \(PurchasedScreen.keyMap.label(for: .openWallet)): チケット一覧へ wallet   \(KeyMention.back.label): 戻る back", .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}
