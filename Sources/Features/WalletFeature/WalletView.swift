import Entities
import Localization
import ScreenKit
import TerminalKit
import Widgets

public enum WalletView {
    public static func render(_ state: WalletViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" " + WalletText.walletHeading(name: state.accountName).text, x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
        guard state.isLoaded else {
            Messages.centered([state.error ?? WalletText.loading.text], style: .muted, in: body, on: &canvas)
            return
        }
        if state.groups.isEmpty && state.passes.isEmpty && state.pending.isEmpty {
            Messages.centered([WalletText.noTicketsYet.text, WalletText.howToBuy(key: KeyMention.buyTicketOnDetail.label).text], style: .title, in: body, on: &canvas)
            return
        }
        let rows = rows(for: state, width: rect.width)
        for (line, row) in visible(rows, selection: state.selection, height: body.height).enumerated() {
            let rowRect = Rect(x: body.x, y: body.y + line, width: body.width, height: 1)
            let selected = row.index == state.selection
            if selected { canvas.fill(rowRect, style: .selection) }
            canvas.put(" " + row.text, x: rowRect.x, y: rowRect.y, style: selected ? .selection : row.style, clip: rowRect)
        }
    }

    /// Rows above the list: the heading and a blank line.
    static let chromeRows = 2

    /// A row of the list: a group's heading (no index) or an order, pass or ticket (its index in
    /// `selection`'s order).
    typealias Row = (text: String, style: Style, index: Int?)

    /// The rows that show in `height` lines, scrolled so the selected one is on screen: what a
    /// click on a line picks is what that line shows.
    static func visible(_ rows: [Row], selection: Int, height: Int) -> ArraySlice<Row> {
        let selectedRow = rows.firstIndex { $0.index == selection } ?? 0
        let offset = max(0, selectedRow - height + 1)
        return rows.dropFirst(offset).prefix(height)
    }

    static func rows(for state: WalletViewState, width: Int) -> [Row] {
        var rows: [Row] = []
        var index = 0
        if !state.pending.isEmpty {
            rows.append((WalletText.pendingHeading(count: state.pending.count, key: WalletScreen.keyMap.label(for: .open)).text, Style(.muted, underline: true), nil))
            for order in state.pending {
                let title = state.names.title(of: order.draft).truncated(toWidth: 20).padded(toWidth: 20)
                let (count, total, reviewed) = (order.draft.ticketCount, formatYen(order.draft.totalYen), formatJapanDateTime(order.savedAt))
                let text = "  " + (order.draft.passTerms == nil
                    ? WalletText.pendingTicketsRow(title: title, count: count, total: total, useDate: order.draft.useDate.description, reviewed: reviewed)
                    : WalletText.pendingPassesRow(title: title, count: count, total: total, reviewed: reviewed)).text
                rows.append((text, .normal, index))
                index += 1
            }
        }
        if !state.passes.isEmpty {
            rows.append((WalletText.passesHeading(count: state.passes.count).text, Style(.muted, underline: true), nil))
            for pass in state.passes {
                let passState = pass.state(on: state.today)
                let left = passState == .active ? WalletText.entriesLeft(left: pass.entriesLeft, of: pass.terms.entries).text : passState.label
                // The last entry taken: when and at which bath (the pass screen lists every one).
                let last = pass.uses.max { $0.usedAt < $1.usedAt }.map {
                    "  " + WalletText.lastUsed(when: formatJapanDateTime($0.usedAt), bath: state.names.display($0.area, stored: pass.terms.member(at: $0.area)?.name ?? $0.area.rawValue)).text
                } ?? ""
                let text = "  \(pass.terms.title.truncated(toWidth: 20).padded(toWidth: 20))  \(left.padded(toWidth: max(14, left.displayWidth)))"
                    + "  " + WalletText.validUntilShort(date: pass.validUntil.description).text + last
                rows.append((text, passState == .active ? .normal : .muted, index))
                index += 1
            }
        }
        let columns = TicketColumns(state, width: width)
        for group in state.groups {
            rows.append(("\(group.state.label) (\(group.tickets.count))", Style(.muted, underline: true), nil))
            for ticket in group.tickets {
                rows.append((columns.row(ticket), group.state == .unused ? .normal : .muted, index))
                index += 1
            }
        }
        return rows
    }
}

/// The ticket rows' columns at a width: the product gets what its longest name needs (English
/// names run to 21 columns, `Hot stone bath add-on`), the area what is left, at least the 20 the
/// pass and order rows give their names, so every row's columns line up.
struct TicketColumns {
    let names: FacilityNames
    let name: Int
    let product: Int

    /// The row's own margins: the list's lead space, the row's indent and the two column gaps.
    static let margins = 1 + 2 + 2 + 2
    static let minimumName = 20
    static let widestProduct = 24

    init(_ state: WalletViewState, width: Int) {
        let tickets = state.ordered
        names = state.names
        product = min(Self.widestProduct, tickets.map(\.productTitle.displayWidth).max() ?? 0)
        let when = tickets.map { Self.when($0).displayWidth }.max() ?? 0
        let widestName = tickets.map { state.names.display($0).displayWidth }.max() ?? 0
        let room = width - Self.margins - product - when
        name = max(Self.minimumName, min(widestName, room))
    }

    static func when(_ ticket: Ticket) -> String {
        (ticket.usedAt.map { WalletText.usedAt(when: formatJapanDateTime($0)) }
            ?? WalletText.useDateAndValidity(useDate: ticket.useDate.description, validUntil: ticket.validUntil.description)).text
    }

    func row(_ ticket: Ticket) -> String {
        "  \(names.display(ticket).padded(toWidth: name))  \(ticket.productTitle.padded(toWidth: product))  \(Self.when(ticket))"
    }
}
