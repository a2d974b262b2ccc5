import Localization
import TerminalKit

/// The keys every list answers to (PRODUCT.md, "in lists"): one definition, so no list can drift
/// from the contract. A screen appends its own bindings after these.
public enum ListKeys {
    public static func navigation<Action: Sendable>(
        down: Action, up: Action, first: Action, last: Action, pageDown: Action, pageUp: Action, downIsHint: Bool = true
    ) -> [KeyBinding<Action>] {
        [
            KeyBinding([.character("j"), .down], down, WidgetText.moveDown, short: WidgetText.downShort, hint: downIsHint),
            KeyBinding([.character("k"), .up], up, WidgetText.moveUp),
            KeyBinding([.character("g"), .home], first, WidgetText.first),
            KeyBinding([.character("G"), .end], last, WidgetText.last),
            KeyBinding([.ctrl("d"), .pageDown], pageDown, WidgetText.pageDown),
            KeyBinding([.ctrl("u"), .pageUp], pageUp, WidgetText.pageUp),
        ]
    }
}
