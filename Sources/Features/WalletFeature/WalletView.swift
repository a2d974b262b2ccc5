import Entities
import ScreenKit
import TerminalKit
import Widgets

public enum WalletView {
    public static func render(_ state: WalletViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" \(state.accountName) さんのチケット — e-tickets (sample, mock payment)", x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
        guard state.isLoaded else {
            Messages.centered([state.error ?? "読み込み中… loading"], style: .muted, in: body, on: &canvas)
            return
        }
        if state.groups.isEmpty && state.passes.isEmpty && state.pending.isEmpty {
            Messages.centered(["チケットはまだありません — no tickets yet",
                               "温泉の詳細画面で \(KeyMention.buyTicketOnDetail.label) を押すと購入できます — press \(KeyMention.buyTicketOnDetail.label) on a hot spring's page"], style: .title, in: body, on: &canvas)
            return
        }
        var rows: [(text: String, style: Style, index: Int?)] = []
        var index = 0
        if !state.pending.isEmpty {
            rows.append(("確認待ちの注文 Unconfirmed orders (\(state.pending.count)) — \(WalletScreen.keyMap.label(for: .open)): 再開 resume", Style(.muted, underline: true), nil))
            for order in state.pending {
                let text = "  \(order.draft.title.truncated(toWidth: 20).padded(toWidth: 20))  \(order.draft.ticketCount)枚 "
                    + "\(formatYen(order.draft.totalYen))  利用日 \(order.draft.useDate)  確認 \(formatJapanDateTime(order.savedAt))"
                rows.append((text, .normal, index))
                index += 1
            }
        }
        if !state.passes.isEmpty {
            rows.append(("湯めぐり手形 Passes (\(state.passes.count))", Style(.muted, underline: true), nil))
            for pass in state.passes {
                let passState = pass.state(on: state.today)
                let left = passState == .active ? "残り \(pass.entriesLeft)/\(pass.terms.entries)回" : passState.label
                // The last entry taken: when and at which bath (the pass screen lists every one).
                let last = pass.uses.max { $0.usedAt < $1.usedAt }.map {
                    "  最終使用 last used \(formatJapanDateTime($0.usedAt)) \(pass.terms.member(at: $0.area)?.name ?? $0.area.rawValue)"
                } ?? ""
                let text = "  \(pass.terms.rallyName.truncated(toWidth: 20).padded(toWidth: 20))  \(left.padded(toWidth: 14))"
                    + "  有効期限 \(pass.validUntil)" + last
                rows.append((text, passState == .active ? .normal : .muted, index))
                index += 1
            }
        }
        for group in state.groups {
            rows.append(("\(group.state.label) (\(group.tickets.count))", Style(.muted, underline: true), nil))
            for ticket in group.tickets {
                let when = ticket.usedAt.map { "使用 \(formatJapanDateTime($0))" } ?? "利用日 \(ticket.useDate)  有効期限 \(ticket.validUntil)"
                let text = "  \(ticket.facilityName.truncated(toWidth: 20).padded(toWidth: 20))  \(ticket.productName.padded(toWidth: 14))"
                    + "  " + when
                rows.append((text, group.state == .unused ? .normal : .muted, index))
                index += 1
            }
        }
        let selectedRow = rows.firstIndex { $0.index == state.selection } ?? 0
        let offset = max(0, selectedRow - body.height + 1)
        for (line, row) in rows.dropFirst(offset).prefix(body.height).enumerated() {
            let rowRect = Rect(x: body.x, y: body.y + line, width: body.width, height: 1)
            let selected = row.index == state.selection
            if selected { canvas.fill(rowRect, style: .selection) }
            canvas.put(" " + row.text, x: rowRect.x, y: rowRect.y, style: selected ? .selection : row.style, clip: rowRect)
        }
    }
}
