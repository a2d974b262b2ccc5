import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// Data credits and licences (`?` then `a`, or `yumeguri --about`).
@MainActor
public final class AboutScreen: ViewModelScreen {
    public let viewModel: AboutViewModel

    public init(viewModel: AboutViewModel = AboutViewModel()) { self.viewModel = viewModel }

    public static let keyMap = KeyMap<AboutAction>(ListKeys.moves { .move($0) })

    public var keys: KeyMap<AboutAction> { Self.keyMap }
    public var title: String { Destination.about.defaultTitle }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        let text = AboutView.textRect(in: rect)
        viewModel.layout(width: text.width, height: text.height)
    }

    public func render(in rect: Rect, on canvas: inout Canvas) { AboutView.render(viewModel.state, in: rect, on: &canvas) }
}
