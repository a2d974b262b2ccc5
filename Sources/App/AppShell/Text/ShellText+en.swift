extension ShellText {
    public var en: String {
        switch self {
        case .help: "help"
        case .back: "back"
        case .backOrQuit: "back (q on a tab's first screen: quit)"
        case .quit: "quit"
        case .quitNow: "quit now"
        case .tab(let tab):
            switch tab {
            case .search: "Search tab"
            case .map: "Map tab"
            case .favorites: "Favourites tab"
            case .tickets: "Tickets tab"
            case .account: "Account tab"
            }
        case .nextTab: "next tab"
        case .previousTab: "previous tab"
        case .goToSearch: "go to search"
        case .redraw: "redraw"
        case .suspend: "suspend (fg resumes)"
        case .clearFilterOrClose: "clear the filter, or close"
        case .close: "close"
        case .about: "About"
        case .filterKeys: "filter the keys"
        case .filterShort: "filter"
        case .scrollDown: "scroll down"
        case .scrollUp: "scroll up"
        case .top: "top"
        case .bottom: "bottom"
        case .doneBackToKeys: "done: back to the keys"
        case .cancelFilter: "clear the filter"
        case .helpFooter(let down, let up, let pageDown, let filter, let about, let close):
            "\(down)/\(up) \(pageDown): scroll · \(filter): filter · \(about): About · \(close): close"
        case .helpThisScreen(let title): "This screen — \(title)"
        case .helpEverywhere: "Everywhere"
        case .pressToQuit(let key): "Press \(key) to quit"
        case .confirmQuit: "Quit yumeguri? (y/n)"
        case .confirmQuitShort: "Quit? (y/n)"
        case .configHint: "(`yumeguri config check` lists every problem; `yumeguri config default` prints a valid file)"
        case .copySent: "Sent to the terminal (OSC 52); the clipboard gets it if the terminal allows"
        }
    }
}
