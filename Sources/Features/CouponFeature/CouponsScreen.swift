import Dependencies
import Entities
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
        KeyBinding([.enter], .claim, "獲得 claim into your coupons", hint: true),
        KeyBinding([.character("C")], .openWallet, "獲得したクーポン your coupons", hint: true),
    ])

    public var keys: KeyMap<CouponsAction> { Self.keyMap }
    public var title: String { "クーポン" }
    public func render(in rect: Rect, on canvas: inout Canvas) { CouponsView.render(viewModel.state, in: rect, on: &canvas) }
}
