import Entities
import Localization
import TerminalKit
import Widgets

public enum TicketView {
    /// The QR symbol's lines for `payload` (tests; the screens draw the `ScanCode` made when the
    /// code was signed).
    @MainActor
    public static func qrLines(for payload: String, ascii: Bool) -> [String] {
        ScanCode.encode(payload, ascii: ascii) ?? [WalletText.codeUnavailable.text]
    }

    /// What stands in for the code of a ticket that cannot be used.
    static func stateStamp(_ state: TicketState?, ascii: Bool) -> [String] {
        let label = switch state {
        case .used: WalletText.stampUsed.text
        case .refunded: WalletText.stampRefunded.text
        case .expired: WalletText.stampExpired.text
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

    /// The terminal the code needs, from what this view draws: beside the facts (the code's width
    /// and 40 columns for them, as tall as the code) where the terminal is wide enough for that,
    /// else under them (as wide as the code, the facts' rows and the code's). The chrome around the
    /// body (the canvas is the terminal, `rect` the body) is added, so the size is the terminal's.
    static func neededTerminal(code: Size, facts: Int, in rect: Rect, of terminal: Size) -> Size {
        let chrome = Size(width: terminal.width - rect.width, height: terminal.height - rect.height)
        let beside = Size(width: chrome.width + code.width + 40, height: chrome.height + code.height)
        if terminal.width >= beside.width { return beside }
        return Size(width: max(terminal.width, chrome.width + code.width), height: chrome.height + facts + code.height)
    }

    public static func render(_ state: TicketViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let ticket = state.ticket else {
            Messages.centered([(state.isLoaded ? WalletText.noSuchTicket : WalletText.loading).text],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let lines = facts(of: ticket, state)
        let (qr, isCode, sideBySide) = code(state, facts: lines.count, in: rect, of: canvas)
        draw(lines, code: qr, isCode: isCode, sideBySide: sideBySide, in: rect, on: &canvas)
    }

    /// The facts of the ticket come first and are always shown, whatever the size; then the
    /// question asked, or the keys, and what the last action said.
    static func facts(of ticket: Ticket, _ state: TicketViewState) -> [(String, Style)] {
        var lines: [(String, Style)] = [
            (state.names.display(ticket), .title),
            (ticket.productTitle + "  " + formatYen(ticket.priceYen), .normal),
            (WalletText.stateLine(label: state.state?.label ?? "").text, state.state == .unused ? Style(.success, bold: true) : .warning),
            (WalletText.useDate(date: ticket.useDate.description).text, .normal),
            (WalletText.validUntil(date: ticket.validUntil.description).text, .normal),
        ] + (ticket.useText(bath: state.names.display(ticket)).map { [($0, Style.normal)] } ?? []) + [
            (WalletText.number(id: ticket.id).text, .muted),
            (WalletText.sampleTicket.text, .sample),
            ("", .normal),
        ]
        if let confirming = state.confirming {
            let answers = "\(TicketScreen.confirmKeys.label(for: .yes))/\(TicketScreen.confirmKeys.label(for: .no))"
            lines.append(((confirming == .use ? WalletText.confirmUse(answers: answers) : WalletText.confirmRefund(answers: answers)).text,
                          .highlight))
        } else if state.state == .unused {
            lines.append((WalletText.ticketKeys(use: TicketScreen.keyMap.label(for: .use), refund: TicketScreen.keyMap.label(for: .refund)).text,
                          .muted))
        }
        if let notice = state.notice { lines.append((notice, .accent)) }
        if let error = state.error { lines.append((error, .error)) }
        return lines
    }

    /// What stands where the code goes, whether it is the code itself, and whether it goes beside
    /// the facts (else under them). Only a ticket that can still be used is scannable: a used,
    /// refunded or expired one shows its state there, so nobody presents it at a desk by mistake.
    static func code(_ state: TicketViewState, facts: Int, in rect: Rect, of canvas: Canvas) -> (lines: [String], isCode: Bool, sideBySide: Bool) {
        switch (state.state == .unused, state.payload) {
        case (true, .success(let payload)?):
            // Half blocks are ambiguous-width characters: where the terminal draws them two cells
            // wide, the code is drawn in ASCII (two characters a module) instead.
            let code = state.scanCode?.lines(asciiOnly: canvas.asciiOnly) ?? []
            let width = code.first.map { $0.displayWidth } ?? 0
            if code.count <= rect.height, width + 40 <= rect.width { return (code, true, true) }
            if facts + code.count <= rect.height, width <= rect.width { return (code, true, false) }
            // A cut code scans as nothing: say what terminal it needs, and give the text a desk can type.
            let room = max(20, min(rect.width - 2, 60))
            let needed = neededTerminal(code: Size(width: width, height: code.count), facts: facts, in: rect, of: canvas.size)
            let text = WalletText.codeNeedsTerminal(width: needed.width, height: needed.height).text.wrapped(toWidth: room)
                + [WalletText.codeLabel.text] + payload.chunked(toWidth: room)
            return (text, false, false)
        case (true, .failure(let error)?):
            return ([error.description], false, false)
        case (true, nil):
            return ([], false, true)
        case (false, _):
            let stamp = stateStamp(state.state, ascii: canvas.asciiOnly)
            return (stamp, false, rect.width >= (stamp.map(\.displayWidth).max() ?? 0) + 40)
        }
    }

    static func draw(_ lines: [(String, Style)], code qr: [String], isCode: Bool, sideBySide: Bool, in rect: Rect, on canvas: inout Canvas) {
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
