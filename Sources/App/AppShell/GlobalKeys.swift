import Localization
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
        KeyBinding([.character("?")], .help, ShellText.help, hint: true),
        KeyBinding([.escape, .character("q")], .back, ShellText.backOrQuit, short: ShellText.back, hint: true),
        KeyBinding([.ctrl("c")], .quit, ShellText.quitNow),
        KeyBinding([.character("1")], .tab(.search), ShellText.tab(.search)),
        KeyBinding([.character("2")], .tab(.map), ShellText.tab(.map)),
        KeyBinding([.character("3")], .tab(.favorites), ShellText.tab(.favorites)),
        KeyBinding([.character("4")], .tab(.tickets), ShellText.tab(.tickets)),
        KeyBinding([.character("5")], .tab(.account), ShellText.tab(.account)),
        KeyBinding([.tab], .nextTab, ShellText.nextTab),
        KeyBinding([.backTab], .previousTab, ShellText.previousTab),
        KeyBinding([.character("/")], .focusSearch, ShellText.goToSearch),
        KeyBinding([.ctrl("l")], .redraw, ShellText.redraw),
        KeyBinding([.ctrl("z")], .suspend, ShellText.suspend),
    ])

    /// The back keys that, on a tab root, ask to quit: all but Esc, which only says how to quit.
    public static var keysThatQuitOnARoot: [KeyEvent] {
        keyMap.bindings.filter { $0.action == .back }.flatMap(\.keys).filter { $0 != .escape }
    }
}
