import Navigation
import TerminalKit

/// Keys that work on every screen (PRODUCT.md), in the same kind of table screens use, so the help
/// overlay lists exactly what is handled.
public enum GlobalAction: Sendable, Equatable {
    case help, back, quit, redraw, suspend, focusSearch, nextTab, previousTab
    case tab(Tab)
}

public enum GlobalKeys {
    public static let keyMap = KeyMap<GlobalAction>([
        KeyBinding([.character("?")], .help, "ヘルプ help", hint: true),
        KeyBinding([.escape, .character("q")], .back, "戻る back (q on a tab root: quit)", hint: true),
        KeyBinding([.ctrl("c")], .quit, "すぐ終了 quit now"),
        KeyBinding([.character("1")], .tab(.search), "検索 Search tab"),
        KeyBinding([.character("2")], .tab(.map), "地図 Map tab"),
        KeyBinding([.character("3")], .tab(.favorites), "お気に入り Favorites tab"),
        KeyBinding([.character("4")], .tab(.tickets), "チケット Tickets tab"),
        KeyBinding([.character("5")], .tab(.account), "アカウント Account tab"),
        KeyBinding([.tab], .nextTab, "次のタブ next tab"),
        KeyBinding([.backTab], .previousTab, "前のタブ previous tab"),
        KeyBinding([.character("/")], .focusSearch, "検索へ go to search"),
        KeyBinding([.ctrl("l")], .redraw, "再描画 redraw"),
        KeyBinding([.ctrl("z")], .suspend, "一時停止 suspend (fg resumes)"),
    ])

    /// The back keys that, on a tab root, ask to quit: all but Esc, which only says how to quit.
    public static var keysThatQuitOnARoot: [KeyEvent] {
        keyMap.bindings.filter { $0.action == .back }.flatMap(\.keys).filter { $0 != .escape }
    }
}
