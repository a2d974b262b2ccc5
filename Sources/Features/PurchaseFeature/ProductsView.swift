import Entities
import TerminalKit
import Widgets

/// Draws step 1. Pure: state in, cells out.
public enum ProductsView {
    public static func render(_ state: ProductsViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let draft = state.draft else {
            if let problem = state.dayProblem, !state.isLoading {
                Messages.centered([problem.text], style: .error, in: rect, on: &canvas)
            } else if state.isLoading {
                Messages.centered(["読み込み中… loading"], style: .muted, in: rect, on: &canvas)
            } else {
                Messages.centered([state.error ?? "チケットを販売していません — no tickets sold here"], style: .error, in: rect, on: &canvas)
            }
            return
        }
        if draft.dayBaths != nil { return renderDay(state, draft: draft, in: rect, on: &canvas) }
        let body = PurchaseStepHeader.render(facilityName: draft.title, step: .products, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        var y = body.y
        for (index, product) in draft.products.enumerated() where y < body.maxY {
            let selected = index == state.selection
            let row = Rect(x: body.x, y: y, width: body.width, height: 1)
            if selected { canvas.fill(row, style: .selection) }
            let quantity = draft.quantity(of: product)
            let text = " " + product.name.padded(toWidth: 18) + formatYen(product.priceYen).padded(toWidth: 8, alignRight: true)
                + "   − \(quantity) ＋   " + formatYen(product.priceYen * quantity).padded(toWidth: 8, alignRight: true)
            canvas.put(text, x: body.x, y: y, style: selected ? .selection : .normal, clip: row)
            y += 1
        }
        y += 1
        let lines: [String]
        if let terms = draft.passTerms {
            lines = [
                "\(terms.entries)回 entries · 1施設1回 one per bath · 有効期限 \(state.validUntil) (\(RallyPassTerms.validityDays)日 JST)",
                "対象 baths: " + terms.members.map(\.name).joined(separator: "・"),
                "枚数 \(draft.ticketCount)/\(RallyPassTerms.maxPassesPerOrder)   合計 total \(formatYen(draft.totalYen)) (税込 tax incl.) [sample]",
            ]
        } else {
            lines = [
                "利用日 Date of use: \(state.useDay ?? draft.useDate.description)   有効期限 valid until: \(state.validUntil) (\(TicketRules.validityDays)日)",
                "枚数 \(draft.ticketCount)/\(TicketRules.maxTicketsPerOrder)   合計 total \(formatYen(draft.totalYen)) (税込 tax incl.)",
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
