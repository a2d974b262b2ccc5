@testable import AppShell
import Navigation
import TerminalKit
import Testing
import Widgets

/// The shell's parts on their own: where a mouse event goes, and what a key does to the open help.
@MainActor
@Suite struct ShellPartsTests {
    func router(helpOpen: Bool = false, modal: Bool = false) -> MouseRouter {
        MouseRouter(size: Size(width: 100, height: 30), isHelpOpen: helpOpen, isConfirmingQuit: false, hasModal: modal,
                    selectedTab: .search, breadcrumb: ["検索"], screenHelp: [], globalHints: GlobalKeys.keyMap.help,
                    asciiOnly: false)
    }

    @Test func aClickInTheBodyReachesTheScreenAtItsOwnCoordinates() {
        #expect(router().route(MouseEvent(.press, x: 5, y: 3)) == .screen(local: MouseEvent(.press, x: 5, y: 2), inside: true, wheel: nil))
        // In a modal the screen's rect is the box's inside: a click left of it is outside.
        guard case .screen(_, let inside, _) = router(modal: true).route(MouseEvent(.press, x: 2, y: 10)) else {
            Issue.record("not routed to the screen")
            return
        }
        #expect(!inside)
    }

    @Test func theWheelOverTheHelpScrollsItAndNothingElse() {
        #expect(router(helpOpen: true).route(MouseEvent(.wheelDown, x: 50, y: 10)) == .scrollHelp(.down))
        #expect(router(helpOpen: true).route(MouseEvent(.press, x: 50, y: 10)) == .ignore)
    }

    @Test func aClickOnAStatusBarHintPressesItsKey() {
        let bar = StatusBar.layout(screen: [], global: GlobalKeys.keyMap.help, width: 100)
        guard let hit = bar.first(where: { $0.key == "?" }), let column = hit.columns.first else {
            Issue.record("no ? hint at 100 columns")
            return
        }
        #expect(router().route(MouseEvent(.press, x: column, y: 29)) == .press(.character("?")))
    }

    @Test func escClearsTheHelpFilterFirstThenCloses() {
        let controller = HelpOverlayController(sections: [HelpOverlay.Section(title: "全体", entries: GlobalKeys.keyMap.help)],
                                               area: Rect(x: 0, y: 1, width: 100, height: 28))
        var state = HelpOverlay.State()
        guard case .open(let filtering) = controller.handle(.character("/"), in: state) else { Issue.record("closed"); return }
        #expect(filtering.isFiltering)
        guard case .open(let typed) = controller.handle(.character("z"), in: filtering),
              case .open(let done) = controller.handle(.enter, in: typed) else { Issue.record("closed"); return }
        #expect(done.filter.text == "z" && !done.isFiltering)
        guard case .open(let cleared) = controller.handle(.escape, in: done) else { Issue.record("closed"); return }
        #expect(cleared.filter.text.isEmpty)
        #expect(controller.handle(.escape, in: cleared) == .close)
        state.scroll = 0
        #expect(controller.handle(.character("a"), in: state) == .about)
        // A key the overlay's table does not have changes nothing.
        #expect(controller.handle(.character("1"), in: state) == .open(state))
    }
}
