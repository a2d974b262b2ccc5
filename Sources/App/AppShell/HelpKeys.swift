import TerminalKit
import Widgets

/// What the keys do while the help overlay is open and browsing: a table like every screen's, so
/// `[keys.help]` in the config rebinds them and the keys that act are the ones in the table.
public enum HelpAction: Sendable, Equatable {
    /// Esc: clears the filter, or closes the overlay when there is none.
    case back
    case close, about, filter, down, up, pageDown, pageUp, top, bottom
}

/// What the keys do while the overlay's filter field has them (after `/`).
public enum HelpFilterAction: Sendable, Equatable {
    /// Back to browsing, the filter kept.
    case done
    /// Back to browsing, the filter cleared.
    case cancel
    case field(TextFieldAction)
}

public enum HelpKeys {
    /// The overlay's last line, from the keys in effect (the user's, when rebound):
    /// `j/k PgDn: scroll · /: 絞り込み filter · a: About · Esc: 閉じる close`.
    public static var footer: String {
        let key = keyMap.label(for:)
        return "\(key(.down))/\(key(.up)) \(key(.pageDown)): scroll · \(key(.filter)): 絞り込み filter · \(key(.about)): About · "
            + "\(key(.back)): 閉じる close"
    }

    public static let keyMap = KeyMap<HelpAction>([
        KeyBinding([.escape], .back, "絞り込み解除 / 閉じる clear the filter, or close"),
        KeyBinding([.character("q"), .character("?")], .close, "閉じる close"),
        KeyBinding([.character("a")], .about, "このアプリについて About"),
        KeyBinding([.character("/")], .filter, "絞り込み filter the keys"),
        KeyBinding([.character("j"), .down], .down, "下へ scroll down"),
        KeyBinding([.character("k"), .up], .up, "上へ scroll up"),
        KeyBinding([.pageDown, .ctrl("d"), .character(" ")], .pageDown, "次のページ page down"),
        KeyBinding([.pageUp, .ctrl("u")], .pageUp, "前のページ page up"),
        KeyBinding([.character("g"), .home], .top, "先頭 top"),
        KeyBinding([.character("G"), .end], .bottom, "末尾 bottom"),
    ])

    public static let filterKeys = KeyMap<HelpFilterAction>([
        KeyBinding([.enter, .down], .done, "決定 done: back to the keys"),
        KeyBinding([.escape], .cancel, "取消 clear the filter"),
        KeyBinding([.backspace], .field(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .field(.clear), "全部消す clear"),
        KeyBinding([.ctrl("w")], .field(.deleteWord), "1語消す delete word"),
        KeyBinding([.left], .field(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .field(.caretRight), "右へ caret right"),
    ])
}
