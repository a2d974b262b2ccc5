import Localization
import Navigation
import TerminalKit

/// What the registry's test value (and the map bench) builds for any destination: every real
/// screen is built by the App's registry, so this only names the destination it stands for.
@MainActor
public final class PlaceholderScreen: Screen {
    public let destination: Destination

    public init(destination: Destination) { self.destination = destination }

    public var title: String { destination.defaultTitle }
    public var keyHelp: [KeyHelp] { [] }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let lines = [
            ScreenKitText.notBuilt(title: destination.defaultTitle).text,
            ScreenKitText.laterRelease.text,
            ScreenKitText.placeholderKeys.text,
        ]
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = rect.x + max(0, (rect.width - line.displayWidth) / 2)
            canvas.put(line, x: x, y: top + index, style: index == 0 ? .title : .muted, clip: rect)
        }
    }

    public func appear() {}
    public func handle(_ key: KeyEvent) -> Bool { false }
}
