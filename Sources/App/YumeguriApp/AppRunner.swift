import Dependencies
import Foundation
import Navigation
import Observation
import ScreenKit
import Stores
import Synchronization
import TerminalKit
import Widgets

/// The run loop, on the main actor. Input, ticks, signals and state changes all arrive as events on
/// one stream; the loop handles each, then redraws if anything the last frame read has changed.
@MainActor
final class AppRunner {
    enum Event: Sendable {
        case input, tick, hangUp, redraw
        case signal(Int32)
    }

    private let terminal: any Terminal
    private let router: Router
    private let chrome = AppChrome()
    private let screens = ScreenStacks()
    private let asciiOnly: Bool
    private let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private let input = InputWatcher()
    private let signals = SignalWatcher()
    /// Set by observation when state read by the last frame changes.
    private let stale = RedrawFlag(true)
    private var lastSize: Size?
    private var exitCode: Int32?
    /// Its failed writes are reported here, whichever screen is showing.
    @Dependency(\.favoritesStore) private var favorites

    init(terminal: any Terminal, router: Router, asciiOnly: Bool) {
        self.terminal = terminal
        self.router = router
        self.asciiOnly = asciiOnly
        (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
    }

    func run() async -> Int32 {
        let continuation = self.continuation
        input.start { event in
            switch event {
            case .input: continuation.yield(.input)
            case .tick: continuation.yield(.tick)
            case .hangUp: continuation.yield(.hangUp)
            }
        }
        signals.start { number in continuation.yield(.signal(number)) }
        renderIfNeeded()
        for await event in events {
            switch event {
            case .input:
                while exitCode == nil, let key = terminal.readKey() { await handle(key) }
                input.resume()
            case .tick:
                // A resize may only be noticed here (KEY_RESIZE is read with the keys).
                while exitCode == nil, let key = terminal.readKey() { await handle(key) }
                terminal.updateSize()
            case .hangUp:
                exitCode = 129
            case .signal(let number):
                exitCode = 128 + number
            case .redraw:
                break
            }
            if let exitCode {
                input.stop()
                return exitCode
            }
            renderIfNeeded()
        }
        return exitCode ?? 0
    }

    // MARK: Keys

    private func handle(_ key: KeyEvent) async {
        if key == .resize {
            terminal.updateSize()
            return
        }
        if key == .ctrl("c") { exitCode = 0; return }
        if chrome.message != nil { chrome.message = nil }
        if chrome.isConfirmingQuit {
            chrome.isConfirmingQuit = false
            if key == .character("y") || key == .character("Y") { exitCode = 0 }
            return
        }
        if chrome.isHelpVisible {
            switch key {
            case .escape, .character("q"), .character("?"): chrome.isHelpVisible = false
            case .character("a"):
                chrome.isHelpVisible = false
                router.navigate(to: .about)
            default: break
            }
            return
        }
        let tooSmall = !terminal.size.fits(Messages.minimumSize)
        if !tooSmall, let screen = topScreen, await screen.handle(key) { return }
        guard let action = GlobalKeys.keyMap.action(for: key) else { return }
        if tooSmall, action != .back, action != .quit, action != .redraw, action != .suspend { return }
        perform(action, key: key)
    }

    private func perform(_ action: GlobalAction, key: KeyEvent) {
        switch action {
        case .help: chrome.isHelpVisible = true
        case .back:
            if router.back() { return }
            if key == .character("q") {
                chrome.isConfirmingQuit = true
            } else {
                chrome.message = .info("q で終了します — press q to quit")
            }
        case .quit: exitCode = 0
        case .redraw: terminal.invalidate(); stale.set()
        case .suspend:
            terminal.suspend()
            stale.set()
        case .focusSearch:
            router.select(tab: .search)
            router.popToRoot()
            screens.reconcile(with: router)
            screens.screens(for: .search).first?.focusSearch()
        case .nextTab: router.select(tab: router.selectedTab.next)
        case .previousTab: router.select(tab: router.selectedTab.previous)
        case .tab(let tab): router.select(tab: tab)
        }
    }

    // MARK: Drawing

    private var topScreen: (any Screen)? {
        screens.modalScreen ?? screens.screens(for: router.selectedTab).last
    }

    private func renderIfNeeded() {
        let size = terminal.size
        let needed = stale.take()
        guard needed || size != lastSize else { return }
        lastSize = size
        let continuation = self.continuation
        let stale = self.stale
        let (frame, cursor) = withObservationTracking {
            // Reconciling inside the tracking makes the router's stacks part of what this frame read.
            screens.reconcile(with: router)
            return compose(size: size)
        } onChange: {
            stale.set()
            continuation.yield(.redraw)
        }
        terminal.draw(frame, cursor: cursor)
    }

    private func compose(size: Size) -> (Canvas, Point?) {
        var canvas = Canvas(size: size, asciiOnly: asciiOnly)
        guard size.fits(Messages.minimumSize) else {
            Messages.tooSmall(current: size, on: &canvas)
            if chrome.isConfirmingQuit {
                canvas.put("Quit? (y/n)", x: 0, y: size.height - 1, style: .warning)
            }
            return (canvas, nil)
        }
        let (top, rest) = canvas.bounds.splitTop(1)
        let (body, bottom) = rest.splitBottom(1)
        let stack = screens.screens(for: router.selectedTab)
        var crumbs = stack.map(\.title)
        if let modal = screens.modalScreen { crumbs.append(modal.title) }
        let items = Tab.allCases.map { TabBar.Item(number: $0.rawValue, japanese: $0.japanese, english: $0.english) }
        TabBar.render(items: items, selected: router.selectedTab.rawValue, breadcrumb: crumbs, in: top, on: &canvas)

        var cursor: Point? = nil
        if let screen = stack.last {
            screen.render(in: body, on: &canvas)
            cursor = screen.cursor
        }
        if let modal = screens.modalScreen {
            let box = body.centered(Size(width: body.width * 4 / 5, height: body.height * 4 / 5))
            Box.panel(box, title: modal.title, on: &canvas)
            modal.render(in: box.inset(by: 1), on: &canvas)
            cursor = modal.cursor
        }
        let screen = topScreen
        if chrome.isHelpVisible {
            let sections = [
                HelpOverlay.Section(title: "この画面 This screen — \(screen?.title ?? "")", entries: screen?.keyHelp ?? []),
                HelpOverlay.Section(title: "全体 Everywhere", entries: GlobalKeys.keyMap.help),
            ].filter { !$0.entries.isEmpty }
            HelpOverlay.render(sections: sections, footer: "a: このアプリについて About · Esc/?: 閉じる close", in: body, on: &canvas)
            cursor = nil
        }
        let message: StatusBar.Message? = chrome.isConfirmingQuit
            ? .warning("終了しますか? Quit yumeguri? (y/n)")
            : chrome.message ?? favorites.errorMessage.map { .error($0) } ?? screen?.statusMessage.map { .info($0) }
        let hints = StatusBar.hints(screen: screen?.keyHelp ?? [], global: GlobalKeys.keyMap.help)
        StatusBar.render(hints: hints, message: message, in: bottom, on: &canvas)
        return (canvas, cursor)
    }
}

/// A thread-safe boolean: observation's onChange may fire from any context.
final class RedrawFlag: Sendable {
    private let value: Mutex<Bool>
    init(_ initial: Bool) { value = Mutex(initial) }
    func set() { value.withLock { $0 = true } }
    /// Returns the value and clears it.
    func take() -> Bool { value.withLock { v in defer { v = false }; return v } }
}
