import Entities
import Localization
import TerminalKit
import Widgets

/// Draws step 1. Pure: state in, cells out.
public enum ProductsView {
    public static func render(_ state: ProductsViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let draft = state.draft else {
            if let problem = state.dayProblem, !state.isLoading {
                Messages.centered([problem.text], style: .error, in: rect, on: &canvas)
            } else if state.isLoading {
                Messages.centered([PurchaseText.loading.text], style: .muted, in: rect, on: &canvas)
            } else {
                Messages.centered([state.error ?? PurchaseText.nothingSold.text], style: .error, in: rect, on: &canvas)
            }
            return
        }
        if draft.dayBaths != nil { return renderDay(state, draft: draft, in: rect, on: &canvas) }
        let body = PurchaseStepHeader.render(facilityName: state.names.title(of: draft), step: .products, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        var y = body.y
        // As wide as the longest product's name (`Onsen pass, 3 entries` was cut at 18 columns).
        let titleWidth = min(36, max(18, draft.products.map(\.title.displayWidth).max() ?? 0))
        for (index, product) in draft.products.enumerated() where y < body.maxY {
            let selected = index == state.selection
            let row = Rect(x: body.x, y: y, width: body.width, height: 1)
            if selected { canvas.fill(row, style: .selection) }
            let quantity = draft.quantity(of: product)
            let text = " " + product.title.padded(toWidth: titleWidth) + formatYen(product.priceYen).padded(toWidth: 8, alignRight: true)
                + "   − \(quantity) ＋   " + formatYen(product.priceYen * quantity).padded(toWidth: 8, alignRight: true)
            canvas.put(text, x: body.x, y: y, style: selected ? .selection : .normal, clip: row)
            y += 1
        }
        y += 1
        let lines: [String]
        if let terms = draft.passTerms {
            lines = [
                PurchaseText.passTerms(entries: terms.entries, validUntil: state.validUntil.description, days: RallyPassTerms.validityDays).text,
                PurchaseText.passBaths(names: terms.members.map(state.names.memberName)).text,
                PurchaseText.passCountTotal(count: draft.ticketCount, maximum: RallyPassTerms.maxPassesPerOrder, total: formatYen(draft.totalYen)).text,
            ]
        } else {
            lines = [
                PurchaseText.ticketUseDate(day: state.useDay ?? draft.useDate.description, validUntil: state.validUntil.description,
                                           days: TicketRules.validityDays).text,
                PurchaseText.ticketCountTotal(count: draft.ticketCount, maximum: TicketRules.maxTicketsPerOrder, total: formatYen(draft.totalYen)).text,
            ]
        }
        var rows = lines.map { (" " + $0, Style.accent) }
        if let warning = state.closedWarning {
            // A rule of the user's can be long: wrapped whole rather than cut at the edge.
            let wrapped = ("⚠ " + warning).wrapped(toWidth: max(10, body.width - 2)).map { (" " + $0, Style.error) }
            rows.insert(contentsOf: wrapped, at: 1)
        }
        if let notice = state.notice { rows += [("", .normal), (" " + notice, Style(.success, bold: true))] }
        PurchaseStepHeader.renderRows(rows, in: Rect(x: body.x, y: y, width: body.width, height: max(0, body.maxY - y)), on: &canvas)
    }
}
