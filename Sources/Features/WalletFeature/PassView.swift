import Entities
import TerminalKit
import Widgets

public enum PassView {
    public static func render(_ state: PassViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let pass = state.pass else {
            Messages.centered([state.isLoaded ? "手形が見つかりません — no such pass" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let usable = state.state == .active
        var qr: [String]
        var isCode = false
        switch (usable, state.payload) {
        case (true, .success(let payload)?):
            qr = TicketView.qrLines(for: payload, ascii: canvas.asciiOnly || AmbiguousWidth.current == .wide)
            isCode = true
            let width = qr.first.map { $0.displayWidth } ?? 0
            if qr.count > rect.height || width > rect.width {
                qr = ["QRコードには \(width)×\(qr.count) の表示領域が必要です",
                      "(the code needs \(width)×\(qr.count) cells: enlarge the terminal)", "コード code:"]
                    + payload.wrapped(toWidth: max(20, min(rect.width - 2, 60)))
                isCode = false
            }
        case (true, .failure(let error)?): qr = [error.description]
        case (true, nil): qr = []
        case (false, _): qr = [state.state == .expired ? "期限切れ EXPIRED" : "使用済み USED UP"]
        }
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        let sideBySide = rect.width >= qrWidth + 40
        let info = sideBySide ? Rect(x: rect.x + qrWidth + 2, y: rect.y, width: rect.width - qrWidth - 2, height: rect.height) : rect
        var lines: [(String, Style)] = [
            ("湯めぐり手形 \(pass.terms.rallyName)", .title),
            ("状態 \(state.state?.label ?? "") · 残り \(pass.entriesLeft)/\(pass.terms.entries)回 entries left",
             usable ? Style(.success, bold: true) : .warning),
            ("有効期間 \(pass.validFrom)〜\(pass.validUntil) (日本時間)", .normal),
            ("1施設1回 · one entry per bath", .muted),
        ]
        for member in pass.terms.members {
            let use = pass.use(at: member.area)
            let when = use.map { "使用 " + formatJapanDateTime($0.usedAt) } ?? "未使用"
            lines.append(("  \(use == nil ? "○" : "●") \(member.name.truncated(toWidth: 16).padded(toWidth: 16)) \(when)",
                          use == nil ? .normal : .muted))
        }
        lines.append(("番号 \(pass.id)", .muted))
        lines.append(("見本 sample · mock pass", .sample))
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

}
