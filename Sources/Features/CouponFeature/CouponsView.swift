import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

public enum CouponsView {
    public static func render(_ state: CouponsViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" " + CouponText.facilityHeading(name: state.facilityName).text, x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 4))
        if state.rows.isEmpty {
            Messages.centered([(state.isLoaded ? CouponText.noneHere : CouponText.loading).text],
                              style: .muted, in: body, on: &canvas)
        }
        for (index, row) in state.rows.enumerated() where index * 2 < body.height {
            let y = body.y + index * 2
            let line = Rect(x: body.x, y: y, width: body.width, height: 1)
            let selected = index == state.selection
            if selected { canvas.fill(line, style: .selection) }
            let claim = CouponsScreen.keyMap.label(for: .claim)
            let status = row.claimed.map { $0 == .usable ? CouponText.claimed.text : $0.label }
                ?? (state.isSignedIn ? CouponText.claimKey(key: claim) : CouponText.signInToClaim(key: claim)).text
            let style: Style = selected ? .selection : (row.claimed == nil ? Style(.accent, bold: true) : .muted)
            var x = canvas.put(" " + row.coupon.title, x: line.x, y: y, style: selected ? Style(.selection, bold: true) : style, clip: line)
            x = canvas.put("  " + CouponText.sample.text, x: x, y: y, style: selected ? .selection : Style(.sample, bold: true), clip: line)
            canvas.put(status, x: max(x + 2, line.maxX - status.displayWidth - 1), y: y, style: selected ? .selection : .muted, clip: line)
            canvas.put("   " + CouponText.validityOncePerAccount(period: row.coupon.validityText).text, x: line.x, y: y + 1, style: .muted, clip: body)
        }
        let footer = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        if let error = state.error {
            canvas.put(" " + error, x: footer.x, y: footer.y, style: .error, clip: footer)
        } else if state.isWorking {
            canvas.put(" " + CouponText.claiming.text, x: footer.x, y: footer.y, style: .muted, clip: footer)
        } else if let notice = state.notice {
            canvas.put(" " + notice, x: footer.x, y: footer.y, style: .accent, clip: footer)
        }
    }
}
