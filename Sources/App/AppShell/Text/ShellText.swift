import Localization

/// The shell's words: the global keys, the help overlay's keys and sections, the quit question and
/// the notices the shell itself gives (how to quit, a copy sent to the terminal).
public enum ShellText: SampledCatalog {
    // Global keys.
    case help, back, backOrQuit, quit, quitNow, tab(TabName), nextTab, previousTab, goToSearch, redraw, suspend
    // The help overlay's keys.
    case clearFilterOrClose, close, about, filterKeys, filterShort, scrollDown, scrollUp, top, bottom
    case doneBackToKeys, cancelFilter
    /// `j/k PgDn: scroll · /: filter · a: About · Esc: close`, from the keys in force.
    case helpFooter(down: String, up: String, pageDown: String, filter: String, about: String, close: String)
    case helpThisScreen(title: String), helpEverywhere
    // Messages.
    case pressToQuit(key: String), confirmQuit, confirmQuitShort
    /// A copy (`y`) went to the terminal as OSC 52: whether it reached a clipboard, only the
    /// terminal knows (a plain xterm drops it; tmux needs `set-clipboard on`).
    case copySent
    /// After a config file's problem that stops the app's start.
    case configHint
    /// The map's outline is not where the app looked (a binary moved without its Resources).

    /// The tabs as the global keys name them (`Search tab`), apart from `Tab` so this catalog
    /// needs no Navigation value to list its samples.
    public enum TabName: Sendable, CaseIterable { case search, map, favorites, tickets, account }

    public static var samples: [ShellText] {
        [.help, .back, .backOrQuit, .quit, .quitNow] + TabName.allCases.map { .tab($0) } + [
            .nextTab, .previousTab, .goToSearch, .redraw, .suspend,
            .clearFilterOrClose, .close, .about, .filterKeys, .filterShort, .scrollDown, .scrollUp, .top, .bottom,
            .doneBackToKeys, .cancelFilter,
            .helpFooter(down: "j", up: "k", pageDown: "PgDn", filter: "/", about: "a", close: "Esc"),
            .helpThisScreen(title: "草津"), .helpEverywhere,
            .pressToQuit(key: "q"), .confirmQuit, .confirmQuitShort, .copySent, .configHint,
        ]
    }
}
