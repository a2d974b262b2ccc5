import TerminalKit

/// The keys every list answers to (PRODUCT.md, "in lists"): one definition, so no list can drift
/// from the contract. A screen appends its own bindings after these.
public enum ListKeys {
    public static func navigation<Action: Sendable>(
        down: Action, up: Action, first: Action, last: Action, pageDown: Action, pageUp: Action, downIsHint: Bool = true
    ) -> [KeyBinding<Action>] {
        [
            KeyBinding([.character("j"), .down], down, "下へ move down", hint: downIsHint),
            KeyBinding([.character("k"), .up], up, "上へ move up"),
            KeyBinding([.character("g"), .home], first, "先頭 first"),
            KeyBinding([.character("G"), .end], last, "末尾 last"),
            KeyBinding([.ctrl("d"), .pageDown], pageDown, "次のページ page down"),
            KeyBinding([.ctrl("u"), .pageUp], pageUp, "前のページ page up"),
        ]
    }
}
