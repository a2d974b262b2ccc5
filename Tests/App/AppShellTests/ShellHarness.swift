import AppShell
import Dependencies
import Foundation
import Navigation
import Notices
import ScreenKit
import TerminalKit
import Testing

/// A screen whose keys push and present destinations, so tests can walk the shell's stacks.
@MainActor
final class ProbeScreen: Screen {
    let destination: Destination
    private let router: Router
    private(set) var appeared = 0
    private(set) var disappeared = 0
    private(set) var keys: [KeyEvent] = []
    private(set) var mouse: [MouseEvent] = []

    init(destination: Destination, router: Router) {
        self.destination = destination
        self.router = router
    }

    var title: String { destination.defaultTitle }
    var keyHelp: [KeyHelp] { [KeyHelp(keys: "x", summary: "次へ push", isStatusHint: true), KeyHelp(keys: "m", summary: "モーダル modal")] }

    func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.put("probe \(destination)", x: rect.x, y: rect.y, clip: rect)
    }

    func appear() { appeared += 1 }
    func disappear() { disappeared += 1 }

    func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press else { return false }
        mouse.append(event)
        return true
    }

    func handle(_ key: KeyEvent) -> Bool {
        keys.append(key)
        switch key {
        case .character("x"): router.navigate(to: .about); return true
        case .character("m"): router.present(.signIn); return true
        default: return false
        }
    }
}

/// The shell on a headless terminal, driven event by event exactly as its loop drives it.
@MainActor
struct ShellHarness {
    let router = Router()
    let terminal: HeadlessTerminal
    let shell: Shell

    init(size: Size = Size(width: 100, height: 30), viewBuilding: ViewBuildingClient? = nil,
         date: DateGenerator = .constant(Date(timeIntervalSince1970: 1_800_000_000)), notices: NoticeStore = NoticeStore(),
         rendered: Bool = true) {
        terminal = HeadlessTerminal(size: size)
        let router = self.router
        let box = ScreenLog()
        let registry = viewBuilding ?? ViewBuildingClient(
            screen: { destination in
                let screen = ProbeScreen(destination: destination, router: router)
                box.screens.append(screen)
                return screen
            },
            nearbyPanel: { _ in StaticTextPanel(lines: []) },
            facilitySummaryPanel: { _ in StaticTextPanel(lines: []) })
        log = box
        let terminal = self.terminal
        shell = withDependencies {
            $0.router = router
            $0.viewBuilding = registry
            $0.date = date
            $0.noticeStore = notices
        } operation: {
            Shell(terminal: terminal, router: router, asciiOnly: false)
        }
        if rendered { shell.render() }
    }

    let log: ScreenLog

    /// One key through the shell and the frame after it.
    func press(_ keys: KeyEvent...) {
        for key in keys {
            shell.handle(.key(key))
            shell.render()
        }
    }

    func resize(_ size: Size) {
        terminal.setSize(size)
        shell.handle(.checkSize)
        shell.render()
    }

    var screen: String { terminal.screen.plainText }

    /// What the router holds and what the shell shows must agree after every event.
    func checkInvariants(sourceLocation: SourceLocation = #_sourceLocation) {
        for tab in Tab.allCases {
            let stack = router.stack(for: tab)
            #expect(!stack.isEmpty, sourceLocation: sourceLocation)
            #expect(stack.first == tab.root, sourceLocation: sourceLocation)
            #expect(shell.screenTitles(for: tab) == stack.map(\.defaultTitle) || tab != router.selectedTab, sourceLocation: sourceLocation)
        }
        #expect((shell.modalTitle != nil) == (router.modal != nil), sourceLocation: sourceLocation)
    }
}

@MainActor
final class ScreenLog {
    var screens: [ProbeScreen] = []
}
