import Entities
import QRCode
import TerminalKit
import Widgets

public enum TicketView {
    /// The QR symbol as half-block lines with a 4-module quiet zone, dark modules drawn as ink, or
    /// `##` pairs in ASCII mode, which `ScanCodeDrawing` draws as solid dark cells. Drawn in the
    /// `.scanCode` style, which the theme makes black on white, so a phone reads it on dark and
    /// light terminals alike.
    public static func qrLines(for payload: String, ascii: Bool) -> [String] {
        guard let code = try? QRCode.encode(payload) else { return ["(QR code unavailable)"] }
        return ascii ? code.asciiLines(quietZone: 4, invert: false) : code.halfBlockLines(quietZone: 4, invert: false)
    }

    /// What stands in for the code of a ticket that cannot be used.
    static func stateStamp(_ state: TicketState?, ascii: Bool) -> [String] {
        let label = switch state {
        case .used: "使用済み USED"
        case .refunded: "払い戻し REFUNDED"
        case .expired: "期限切れ EXPIRED"
        case .unused, nil: "—"
        }
        let inner = label.displayWidth + 4
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "┌", "┐", "└", "┘")
        return [tl + String(repeating: h, count: inner) + tr,
                v + String(repeating: " ", count: inner) + v,
                v + "  " + label + "  " + v,
                v + String(repeating: " ", count: inner) + v,
                bl + String(repeating: h, count: inner) + br]
    }

    public static func render(_ state: TicketViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let ticket = state.ticket else {
            Messages.centered([state.isLoaded ? "チケットが見つかりません — no such ticket" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        // The facts of the ticket come first and are always shown, whatever the size.
        var lines: [(String, Style)] = [
            (ticket.facilityName, .title),
            (ticket.productName + "  " + formatYen(ticket.priceYen), .normal),
            ("状態 " + (state.state?.label ?? ""), state.state == .unused ? Style(.success, bold: true) : .warning),
            ("利用日 \(ticket.useDate)", .normal),
            ("有効期限 \(ticket.validUntil)まで", .normal),
        ] + (ticket.useText.map { [($0, Style.normal)] } ?? []) + [
            ("番号 \(ticket.id)", .muted),
            ("見本 sample · mock ticket", .sample),
            ("", .normal),
        ]
        // Only a ticket that can still be used is scannable: a used, refunded or expired one shows
        // its state where the code would be, so nobody presents it at a desk by mistake.
        let scannable = state.state == .unused
        if let confirming = state.confirming {
            let answers = "\(TicketScreen.confirmKeys.label(for: .yes))/\(TicketScreen.confirmKeys.label(for: .no))"
            lines.append((confirming == .use ? "フロントで使用しますか? use now at the front desk? \(answers)"
                                             : "払い戻しますか? refund this ticket? \(answers)", .highlight))
        } else if scannable {
            lines.append(("\(TicketScreen.keyMap.label(for: .use)): 使用 use   \(TicketScreen.keyMap.label(for: .refund)): 払い戻し refund", .muted))
        }
        if let notice = state.notice { lines.append((notice, .accent)) }
        if let error = state.error { lines.append((error, .error)) }

        var qr: [String]
        var isCode = false
        var sideBySide: Bool
        switch (scannable, state.payload) {
        case (true, .success(let payload)?):
            // Half blocks are ambiguous-width characters: where the terminal draws them two cells
            // wide, the code is drawn in ASCII (two characters a module) instead.
            let code = qrLines(for: payload, ascii: canvas.asciiOnly || AmbiguousWidth.current == .wide)
            let width = code.first.map { $0.displayWidth } ?? 0
            if code.count <= rect.height, width + 40 <= rect.width {
                (qr, isCode, sideBySide) = (code, true, true)
            } else if lines.count + code.count <= rect.height, width <= rect.width {
                (qr, isCode, sideBySide) = (code, true, false)
            } else {
                // A cut code scans as nothing: say what size it needs, and give the text a desk can type.
                let room = max(20, min(rect.width - 2, 60))
                qr = ["QRコードには \(width)×\(code.count) の表示領域が必要です",
                      "(the code needs \(width)×\(code.count) cells: enlarge the terminal)", "コード code:"]
                    + payload.wrapped(toWidth: room)
                sideBySide = false
            }
        case (true, .failure(let error)?):
            qr = [error.description]
            sideBySide = false
        case (true, nil):
            qr = []
            sideBySide = true
        case (false, _):
            qr = stateStamp(state.state, ascii: canvas.asciiOnly)
            sideBySide = rect.width >= (qr.map(\.displayWidth).max() ?? 0) + 40
        }
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        let qrStyle = isCode ? Style(.scanCode) : Style(.warning, bold: true)
        if sideBySide {
            let info = Rect(x: rect.x + qrWidth + 2, y: rect.y, width: max(0, rect.width - qrWidth - 2), height: rect.height)
            var y = info.y + 1
            for (text, style) in lines where y < info.maxY {
                canvas.put(text, x: info.x, y: y, style: style, clip: info)
                y += 1
            }
            let qrColumn = Rect(x: rect.x, y: rect.y, width: qrWidth, height: rect.height)
            for (offset, line) in qr.enumerated() where rect.y + offset < rect.maxY {
                if isCode {
                    ScanCodeDrawing.draw(line, x: rect.x, y: rect.y + offset, clip: qrColumn, on: &canvas)
                } else {
                    canvas.put(line, x: rect.x, y: rect.y + offset, style: qrStyle, clip: qrColumn)
                }
            }
            return
        }
        // Stacked: the facts, then the code (its quiet zone is its margin) or what stands in for
        // it, indented as the facts are.
        var y = rect.y
        for (text, style) in lines where y < rect.maxY {
            canvas.put(" " + text, x: rect.x, y: y, style: style, clip: rect)
            y += 1
        }
        for line in qr where y < rect.maxY {
            if isCode {
                ScanCodeDrawing.draw(line, x: rect.x, y: y, clip: rect, on: &canvas)
            } else {
                canvas.put(" " + line, x: rect.x, y: y, style: qrStyle, clip: rect)
            }
            y += 1
        }
    }
}
