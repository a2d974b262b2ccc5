import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

@MainActor
public final class CouponWalletScreen: ViewModelScreen {
    public let viewModel: CouponWalletViewModel

    public init(context: LoginContext) { viewModel = CouponWalletViewModel(context: context) }

    public nonisolated static let keyMap = KeyMap<CouponWalletAction>([
        KeyBinding([.character("R")], .reload, CouponText.keyReload, hint: true),
    ])

    public var keys: KeyMap<CouponWalletAction> { Self.keyMap }
    public var title: String { CouponText.walletTitle.text }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { CouponWalletView.render(viewModel.state, in: rect, on: &canvas) }
}
