import Entities
import Localization
import TerminalKit
import Widgets

public enum PassView {
    public static func render(_ state: PassViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let pass = state.pass else {
            Messages.centered([(state.isLoaded ? WalletText.noSuchPass : WalletText.loading).text],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let usable = state.state == .active
        let lines = facts(of: pass, state)
        var qr: [String]
        var isCode = false
        switch (usable, state.payload) {
        case (true, .success(let payload)?):
            qr = TicketView.qrLines(for: payload, ascii: canvas.asciiOnly || AmbiguousWidth.current == .wide)
            isCode = true
            let width = qr.first.map { $0.displayWidth } ?? 0
            // The code beside the details, or under them; a code that fits neither way is cut, and
            // a cut code scans as nothing: say what terminal it needs and give the text instead.
            let beside = qr.count <= rect.height && width + 40 <= rect.width
            let under = lines.count + qr.count <= rect.height && width <= rect.width
            if !beside && !under {
                let room = max(20, min(rect.width - 2, 60))
                let needed = TicketView.neededTerminal(code: Size(width: width, height: qr.count), facts: lines.count,
                                                       in: rect, of: canvas.size)
                qr = WalletText.codeNeedsTerminal(width: needed.width, height: needed.height).text.wrapped(toWidth: room)
                    + [WalletText.codeLabel.text] + payload.wrapped(toWidth: room)
                isCode = false
            }
        case (true, .failure(let error)?): qr = [error.description]
        case (true, nil): qr = []
        case (false, _): qr = [(state.state == .expired ? WalletText.stampExpired : WalletText.stampUsedUp).text]
        }
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        let sideBySide = rect.width >= qrWidth + 40
        let info = sideBySide ? Rect(x: rect.x + qrWidth + 2, y: rect.y, width: rect.width - qrWidth - 2, height: rect.height) : rect
        var y = sideBySide ? info.y + 1 : rect.y
        if sideBySide {
            for (text, style) in lines where y < info.maxY {
                canvas.put(text, x: info.x, y: y, style: style, clip: info)
                y += 1
            }
        } else {
            // Narrow: the details on top, the code below.
            for (text, style) in lines where y < rect.maxY { canvas.put(" " + text, x: rect.x, y: y, style: style, clip: rect); y += 1 }
        }
        let qrTop = sideBySide ? rect.y : y
        let qrStyle = isCode ? Style(.scanCode) : Style(.warning, bold: true)
        let qrColumn = sideBySide ? Rect(x: rect.x, y: rect.y, width: qrWidth, height: rect.height) : rect
        for (offset, line) in qr.enumerated() where qrTop + offset < rect.maxY {
            // Text standing in for the code is indented as the details are; a code has its quiet zone.
            if isCode {
                ScanCodeDrawing.draw(line, x: rect.x, y: qrTop + offset, clip: qrColumn, on: &canvas)
            } else {
                canvas.put(sideBySide ? line : " " + line, x: rect.x, y: qrTop + offset, style: qrStyle, clip: qrColumn)
            }
        }
    }

    /// The pass's terms, each bath with its use, its number: shown whatever the size.
    static func facts(of pass: RallyPass, _ state: PassViewState) -> [(String, Style)] {
        let usable = state.state == .active
        var lines: [(String, Style)] = [
            (WalletText.passHeading(rally: pass.terms.rallyName).text, .title),
            (WalletText.passState(label: state.state?.label ?? "", left: pass.entriesLeft, of: pass.terms.entries).text,
             usable ? Style(.success, bold: true) : .warning),
            (WalletText.passValidity(from: pass.validFrom.description, until: pass.validUntil.description).text, .normal),
            (WalletText.oneEntryPerBath.text, .muted),
        ]
        for member in pass.terms.members {
            let use = pass.use(at: member.area)
            let when = (use.map { WalletText.memberUsed(when: formatJapanDateTime($0.usedAt)) } ?? WalletText.memberUnused).text
            lines.append(("  \(use == nil ? "○" : "●") \(member.name.truncated(toWidth: 16).padded(toWidth: 16)) \(when)",
                          use == nil ? .normal : .muted))
        }
        lines.append((WalletText.number(id: pass.id).text, .muted))
        lines.append((WalletText.samplePass.text, .sample))
        return lines
    }
}
