import TerminalKit
import Widgets

/// The help overlay's behaviour while it is open: a key becomes one of its table's actions and
/// moves the scroll or the filter, closes the overlay, or asks for About. Pure, so the shell only
/// carries out what it decides.
struct HelpOverlayController {
    enum Outcome: Equatable {
        /// Still open, in this state.
        case open(HelpOverlay.State)
        case close
        /// Closes and opens the About screen.
        case about
    }

    let sections: [HelpOverlay.Section]
    /// Where the overlay is drawn: how far it scrolls and what a page is.
    let area: Rect

    func handle(_ key: KeyEvent, in state: HelpOverlay.State) -> Outcome {
        var help = state
        if help.isFiltering {
            switch HelpKeys.filterKeys.action(for: key) {
            case .done: help.isFiltering = false
            case .cancel:
                help.isFiltering = false
                help.filter.clear()
            case .field(let edit): help.filter.apply(edit)
            case nil: if case .character(let character) = key { help.filter.apply(TextFieldAction.insert(String(character))) }
            }
            help.scroll = 0
            return .open(help)
        }
        let page = HelpOverlay.pageHeight(sections, state: help, in: area)
        switch HelpKeys.keyMap.action(for: key) {
        case .back where !help.filter.text.isEmpty:
            help.filter.clear()
            help.scroll = 0
        case .back, .close: return .close
        case .about: return .about
        case .filter: help.isFiltering = true
        case .down: help.scroll += 1
        case .up: help.scroll -= 1
        case .pageDown: help.scroll += page
        case .pageUp: help.scroll -= page
        case .top: help.scroll = 0
        case .bottom: help.scroll = Int.max / 2
        case nil: break
        }
        help.scroll = min(max(0, help.scroll), HelpOverlay.maxScroll(sections, state: help, in: area))
        return .open(help)
    }
}
