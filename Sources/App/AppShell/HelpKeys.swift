import Localization
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
    /// `j/k PgDn: scroll · /: filter · a: About · Esc: close`, in the language in force.
    public static var footer: String {
        let key = keyMap.label(for:)
        return ShellText.helpFooter(down: key(.down), up: key(.up), pageDown: key(.pageDown), filter: key(.filter),
                                    about: key(.about), close: key(.back)).text
    }

    public static let keyMap = KeyMap<HelpAction>([
        KeyBinding([.escape], .back, ShellText.clearFilterOrClose, short: ShellText.close),
        KeyBinding([.character("q"), .character("?")], .close, ShellText.close),
        KeyBinding([.character("a")], .about, ShellText.about),
        KeyBinding([.character("/")], .filter, ShellText.filterKeys, short: ShellText.filterShort),
        KeyBinding([.character("j"), .down], .down, ShellText.scrollDown),
        KeyBinding([.character("k"), .up], .up, ShellText.scrollUp),
        KeyBinding([.pageDown, .ctrl("d"), .character(" ")], .pageDown, WidgetText.pageDown),
        KeyBinding([.pageUp, .ctrl("u")], .pageUp, WidgetText.pageUp),
        KeyBinding([.character("g"), .home], .top, ShellText.top),
        KeyBinding([.character("G"), .end], .bottom, ShellText.bottom),
    ])

    public static let filterKeys = KeyMap<HelpFilterAction>([
        KeyBinding([.enter, .down], .done, ShellText.doneBackToKeys, short: WidgetText.doneShort),
        KeyBinding([.escape], .cancel, ShellText.cancelFilter),
        KeyBinding([.backspace], .field(.backspace), WidgetText.deleteBack),
        KeyBinding([.ctrl("u")], .field(.clear), WidgetText.clearField, short: WidgetText.clearShort),
        KeyBinding([.ctrl("w")], .field(.deleteWord), WidgetText.deleteWord),
        KeyBinding([.left], .field(.caretLeft), WidgetText.caretLeft),
        KeyBinding([.right], .field(.caretRight), WidgetText.caretRight),
    ])
}
