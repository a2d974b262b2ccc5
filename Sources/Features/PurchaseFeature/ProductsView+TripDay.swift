import Entities
import TerminalKit
import Widgets

/// Step 1 of a trip day's order: every bath of the day with its products, the closed ones
/// flagged and left out unless kept, the day's date of use and the whole order's total.
extension ProductsView {
    static func renderDay(_ state: ProductsViewState, draft: PurchaseDraft, in rect: Rect, on canvas: inout Canvas) {
        let body = PurchaseStepHeader.render(facilityName: state.names.title(of: draft), step: .products, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        guard case .tripDay(_, let day) = draft.target else { return }
        let dayText = state.useDay ?? draft.useDate.description
        canvas.put(" " + TripPurchaseText.dayHeading(day: day + 1, date: dayText).text, x: body.x, y: body.y, style: .accent, clip: body)
        let footer = dayFooter(state, draft: draft, dayText: dayText, width: body.width)
        let listTop = body.y + 2
        let listHeight = max(1, body.maxY - listTop - footer.count - 1)
        // The window follows the selection when the day sells more products than fit.
        let count = draft.products.count
        let first = max(0, min(state.selection - listHeight / 2, count - listHeight))
        var y = listTop
        for index in first..<min(count, first + listHeight) {
            dayRow(draft, names: state.names, index: index, selected: index == state.selection, closed: state.dayClosed, at: y, in: body, on: &canvas)
            y += 1
        }
        PurchaseStepHeader.renderRows(footer, in: Rect(x: body.x, y: y + 1, width: body.width, height: max(0, body.maxY - y - 1)), on: &canvas)
    }

    /// A product of a bath; the bath's name on its first product, flagged when closed that day.
    private static func dayRow(_ draft: PurchaseDraft, names: FacilityNames, index: Int, selected: Bool, closed: [FacilityID: String],
                               at y: Int, in body: Rect, on canvas: inout Canvas) {
        let product = draft.products[index]
        let bath = draft.dayBath(of: product)
        let firstOfBath = index == 0 || draft.dayBath(of: draft.products[index - 1]) != bath
        let flag = bath.map { closed[$0.facilityID] != nil } ?? false ? "⚠ " : "  "
        let name = firstOfBath ? flag + (bath.map { names.display($0.facilityID, stored: $0.name) } ?? "").truncated(toWidth: 16) : ""
        let quantity = draft.quantity(of: product)
        // As wide as the day's longest product (English names run to 21 columns), at least 14.
        let productWidth = max(14, min(ProductColumn.widest, draft.products.map(\.title.displayWidth).max() ?? 0))
        let text = " " + name.padded(toWidth: 19) + product.title.padded(toWidth: productWidth + 1)
            + formatYen(product.priceYen).padded(toWidth: 7, alignRight: true)
            + "  − \(quantity) ＋  " + formatYen(product.priceYen * quantity).padded(toWidth: 8, alignRight: true)
        let row = Rect(x: body.x, y: y, width: body.width, height: 1)
        if selected { canvas.fill(row, style: .selection) }
        let style: Style = selected ? .selection : (quantity == 0 ? .muted : .normal)
        canvas.put(text, x: body.x, y: y, style: style, clip: row)
    }

    /// The date of use, the total, each closed bath (left out or kept) wrapped whole, and notes.
    private static func dayFooter(_ state: ProductsViewState, draft: PurchaseDraft, dayText: String, width: Int) -> [(String, Style)] {
        var rows: [(String, Style)] = [
            (" " + TripPurchaseText.useDate(date: dayText).text, .accent),
            (" " + TripPurchaseText.dayTotal(tickets: draft.ticketCount, baths: draft.dayParts.count, total: formatYen(draft.totalYen)).text, .accent),
        ]
        let keep = ProductsScreen.keyMap.label(for: .increase)
        for bath in draft.dayBaths ?? [] {
            guard let notice = state.dayClosed[bath.facilityID] else { continue }
            let name = state.names.display(bath.facilityID, stored: bath.name)
            let line: TripPurchaseText = draft.keeps(bath.facilityID)
                ? .closedKept(name: name, notice: notice) : .closedLeftOut(name: name, notice: notice, keepKey: keep)
            rows += line.text.wrapped(toWidth: max(10, width - 2)).map { (" " + $0, Style.error) }
        }
        if state.missingBaths > 0 { rows.append((" " + TripPurchaseText.missingBaths(count: state.missingBaths).text, .muted)) }
        if let notice = state.notice { rows.append((" " + notice, Style(.success, bold: true))) }
        return rows
    }
}
