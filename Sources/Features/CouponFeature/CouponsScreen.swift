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

@MainActor
public final class CouponsScreen: ViewModelScreen {
    public let viewModel: CouponsViewModel

    public init(facilityID: FacilityID) {
        viewModel = CouponsViewModel(facilityID: facilityID)
    }

    public nonisolated static let keyMap = KeyMap<CouponsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .claim, CouponText.keyClaim, short: CouponText.hintClaim, hint: true),
        KeyBinding([.character("C")], .openWallet, CouponText.keyWallet, short: CouponText.hintWallet, hint: true),
    ])

    public var keys: KeyMap<CouponsAction> { Self.keyMap }
    public var title: String { CouponText.title.text }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { CouponsView.render(viewModel.state, in: rect, on: &canvas) }
}
