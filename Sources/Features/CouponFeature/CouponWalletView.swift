import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

public enum CouponWalletView {
    public static func render(_ state: CouponWalletViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" " + CouponText.walletHeading(name: state.accountName).text, x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
        guard state.isLoaded else {
            Messages.centered([state.error ?? CouponText.loading.text], style: .muted, in: body, on: &canvas)
            return
        }
        guard !state.groups.isEmpty else {
            Messages.centered([CouponText.noneYet.text, CouponText.howToClaim(key: KeyMention.couponsOnDetail.label).text], style: .title, in: body, on: &canvas)
            return
        }
        var y = body.y
        for group in state.groups {
            guard y < body.maxY else { break }
            canvas.put(" \(group.state.label) (\(group.coupons.count))", x: body.x, y: y, style: Style(.muted, underline: true), clip: body)
            y += 1
            for claimed in group.coupons where y < body.maxY {
                let name = state.names[claimed.coupon.facilityID] ?? claimed.coupon.facilityID.rawValue
                let text = "   \(name.truncated(toWidth: 16).padded(toWidth: 16))  \(claimed.coupon.title.padded(toWidth: 18))  " + CouponText.validity(period: claimed.coupon.validityText).text
                canvas.put(text, x: body.x, y: y, style: group.state == .usable ? .normal : .muted, clip: body)
                y += 1
            }
        }
    }
}
