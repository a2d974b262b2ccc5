import Navigation
import TerminalKit
import Widgets

/// Where a mouse event goes: a click on a tab selects it, on a status-bar hint presses its key;
/// in the body the screen gets it first (in its own coordinates), and a wheel it does not take
/// scrolls as ↓/↑ would, the help overlay's too. Pure: the shell carries the route out.
@MainActor
struct MouseRouter {
    enum Route: Equatable {
        case ignore
        case selectTab(Tab)
        /// A status-bar hint: as if its key were pressed.
        case press(KeyEvent)
        /// The wheel over the open help overlay: its key, three times.
        case scrollHelp(KeyEvent)
        /// To the top screen, at `local` (its own rect's coordinates); `wheel` is what the shell
        /// sends (three times) when the screen does not take it.
        case screen(local: MouseEvent, inside: Bool, wheel: KeyEvent?)
    }

    /// What the frame showed, as far as routing needs it.
    var size: Size
    var isHelpOpen: Bool
    var isConfirmingQuit: Bool
    var hasModal: Bool
    var selectedTab: Tab
    var breadcrumb: [String]
    var screenHelp: [KeyHelp]
    var globalHints: [KeyHelp]
    var asciiOnly: Bool

    func route(_ event: MouseEvent) -> Route {
        guard size.fits(Messages.minimumSize), !isConfirmingQuit else { return .ignore }
        let wheel: KeyEvent? = switch event.kind {
        case .wheelDown: .down
        case .wheelUp: .up
        default: nil
        }
        if isHelpOpen { return wheel.map(Route.scrollHelp) ?? .ignore }
        if event.y == 0 {
            guard event.kind == .press,
                  let item = TabBar.tab(atColumn: event.x, items: Shell.tabItems, selected: selectedTab.rawValue,
                                        breadcrumb: breadcrumb, width: size.width, ascii: asciiOnly),
                  let tab = Tab(rawValue: item.number), !hasModal else { return .ignore }
            return .selectTab(tab)
        }
        if event.y == size.height - 1 {
            guard event.kind == .press,
                  let hit = StatusBar.layout(screen: screenHelp, global: globalHints, width: size.width)
                    .first(where: { $0.columns.contains(event.x) }),
                  let key = KeyEvent(name: hit.key) else { return .ignore }
            return .press(key)
        }
        let body = Shell.body(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let area = hasModal ? Shell.modalBox(in: body).inset(by: 1) : body
        let local = MouseEvent(event.kind, x: event.x - area.x, y: event.y - area.y)
        let inside = local.x >= 0 && local.y >= 0 && local.x < area.width && local.y < area.height
        return .screen(local: local, inside: inside, wheel: wheel)
    }
}
