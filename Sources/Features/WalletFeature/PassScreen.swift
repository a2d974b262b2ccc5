import Localization
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit

/// One pass: its terms, its QR code while it has entries left, and where it was used.
@MainActor
public final class PassScreen: ViewModelScreen {
    public let viewModel: PassViewModel

    public init(passID: String, context: LoginContext) { viewModel = PassViewModel(passID: passID, context: context) }

    /// `.pass(id)`: shown only for the signed-in account's own pass.
    public static func scoped(passID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: Destination.pass(passID).defaultTitle, presentSignInOnAppear: false) { context in
            PassScreen(passID: passID, context: context)
        }
    }

    public var title: String { viewModel.state.pass?.terms.title ?? Destination.pass(viewModel.passID).defaultTitle }
    public nonisolated static let keyMap = KeyMap<PassAction>([
        KeyBinding([.character("R")], .reload, WalletText.keyReload, hint: true),
        KeyBinding([.character("y")], .share, WalletText.keyShare, short: WalletText.hintShare, hint: true),
    ])

    public var statusMessage: String? { viewModel.state.notice }

    public func render(in rect: Rect, on canvas: inout Canvas) { PassView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<PassAction> { Self.keyMap }
}
