import Localization
import Dependencies
import Foundation
import Navigation
import Notices
import Observation
import ScreenKit
import Synchronization
import TerminalKit
import Widgets

/// The app around the screens: the run loop, the screen stacks, the chrome (tab bar, breadcrumb,
/// status bar, help, quit prompt) and the global keys, over any `Terminal`. A key becomes an
/// action and `send` returns at once; the loop draws after every event, and again whenever state
/// the last frame read changes. It never waits on a screen.
@MainActor
public final class Shell {
    private let terminal: any Terminal
    private let router: Router
    private let chrome = AppChrome()
    private let screens = ScreenStacks()
    private let asciiOnly: Bool
    /// Set by observation when state read by the last frame changes.
    private let stale = RedrawFlag(true)
    private let redraws: AsyncStream<Void>
    private let redrawContinuation: AsyncStream<Void>.Continuation
    private var lastSize: Size?
    /// The clock the screens read the date from, and the minute the last frame was composed in
    /// (see `.checkSize`).
    @Dependency(\.date) private var date
    private var lastFrameMinute: Int?
    /// Set once the shell should end: 0 for a quit, 128 + n for signal n, 129 for a hang-up.
    public private(set) var exitCode: Int32?
    /// Its failed writes are reported here, whichever screen is showing.
    /// App-wide news for the status bar (a rally completed), shown until the next key.
    @Dependency(\.noticeStore) private var notices
    /// Text a screen asked to copy, sent to the terminal after the key that asked.
    @Dependency(\.clipboard) private var clipboard

    public init(terminal: any Terminal, router: Router, asciiOnly: Bool) {
        self.terminal = terminal
        self.router = router
        self.asciiOnly = asciiOnly
        (redraws, redrawContinuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Runs until the user quits, the terminal goes away or a signal arrives; returns the exit code.
    /// `afterFirstFrame` runs once the first frame is written: what may wait for it (the
    /// whole catalog's read, `CatalogStore.holdFullLoad`) starts there.
    public func run(afterFirstFrame: () -> Void = {}) async -> Int32 {
        render()
        afterFirstFrame()
        let events = terminal.events()
        // One loop over two sources: the terminal's events, and "state the last frame read has
        // changed". Merged by a task group this function owns, so nothing outlives it.
        let (merged, sink) = AsyncStream<TerminalEvent?>.makeStream(bufferingPolicy: .unbounded)
        let redraws = self.redraws
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events { sink.yield(event) }
                sink.yield(.hangUp)
            }
            group.addTask {
                for await _ in redraws { sink.yield(nil) }
            }
            for await event in merged {
                if let event { handle(event) }
                if exitCode != nil { break }
                render()
            }
            group.cancelAll()
        }
        return exitCode ?? 0
    }

    // MARK: Events

    /// One event, exactly as the loop handles it; tests drive the shell with this and `render()`.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key):
            // A frame follows every key, whatever it changed.
            stale.set()
            handle(key)
        case .paste(let text):
            stale.set()
            handle(paste: text)
        case .checkSize:
            // The size check comes four times a second: composing a frame each time kept an idle
            // app busy. A new size draws by itself (`render`); besides that only the minute can
            // change what a screen shows without telling the loop (a ticket's state and the
            // coupons of the day are read from the date as the frame is composed).
            terminal.updateSize()
            if Self.minute(of: date.now) != lastFrameMinute { stale.set() }
        case .hangUp:
            stale.set()
            exitCode = 129
        case .signal(let number):
            stale.set()
            exitCode = 128 + number
        }
    }

    private static func minute(of date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }

    private func handle(_ key: KeyEvent) {
        if key == .resize {
            terminal.updateSize()
            return
        }
        if case .mouse(let event) = key {
            handleMouse(event)
            return
        }
        if key == .ctrl("c") { exitCode = 0; return }
        if chrome.message != nil { chrome.message = nil }
        notices.dismiss()
        if chrome.isConfirmingQuit {
            chrome.isConfirmingQuit = false
            if key == .character("y") || key == .character("Y") { exitCode = 0 }
            return
        }
        if let help = chrome.help {
            handleHelp(key, help)
            return
        }
        let tooSmall = !terminal.size.fits(Messages.minimumSize)
        if !tooSmall, let screen = topScreen, screen.handle(key) { return }
        guard let action = GlobalKeys.keyMap.action(for: key) else { return }
        if tooSmall, action != .back, action != .quit, action != .redraw, action != .suspend { return }
        perform(action, key: key)
    }

    /// Text read at once: key by key until a screen takes text (`/` then a query), then the rest as
    /// one edit; never more than `pasteKeyLimit` keys for screens that do not. Each key it types is
    /// a turn of its own: the stacks follow what the one before did (`q` went back), as they would
    /// between typed keys.
    private func handle(paste text: String) {
        var rest = Substring(text)
        var keys = 0
        while let first = rest.first, exitCode == nil, keys < pasteKeyLimit {
            if keys > 0 { screens.reconcile(with: router) }
            if chrome.help == nil, !chrome.isConfirmingQuit, terminal.size.fits(Messages.minimumSize),
               let screen = topScreen, screen.capturesText {
                if chrome.message != nil { chrome.message = nil }
                screen.paste(String(rest))
                return
            }
            handle(.character(first))
            rest = rest.dropFirst()
            keys += 1
        }
    }

    private func perform(_ action: GlobalAction, key: KeyEvent) {
        switch action {
        case .help: chrome.help = HelpOverlay.State()
        case .back:
            if router.back() { return }
            // On a tab root the back keys other than Esc quit (q by default, or what the user bound).
            let quitting = GlobalKeys.keysThatQuitOnARoot
            if quitting.contains(key) {
                chrome.isConfirmingQuit = true
            } else {
                let label = quitting.first?.label ?? GlobalKeys.keyMap.label(for: .quit)
                chrome.message = .info(ShellText.pressToQuit(key: label).text)
            }
        case .quit: exitCode = 0
        case .redraw: terminal.invalidate(); stale.set()
        case .suspend:
            terminal.suspend()
            stale.set()
        case .focusSearch:
            router.select(tab: .search)
            router.popToRoot()
            // The tab's root screen is there from the first frame, and stays while the tab does.
            screens.screens(for: .search).first?.focusSearch()
        case .nextTab: router.select(tab: router.selectedTab.next)
        case .previousTab: router.select(tab: router.selectedTab.previous)
        case .tab(let tab): router.select(tab: tab)
        }
    }

    // MARK: Mouse

    /// Carries out where `MouseRouter` sends the event.
    private func handleMouse(_ event: MouseEvent) {
        var crumbs = screens.screens(for: router.selectedTab).map(\.title)
        if let modal = screens.modalScreen { crumbs.append(modal.title) }
        let router = MouseRouter(
            size: terminal.size, isHelpOpen: chrome.help != nil, isConfirmingQuit: chrome.isConfirmingQuit,
            hasModal: screens.modalScreen != nil, selectedTab: self.router.selectedTab, breadcrumb: crumbs,
            screenHelp: topScreen?.keyHelp ?? [], globalHints: globalHints, asciiOnly: asciiOnly)
        switch router.route(event) {
        case .ignore: break
        case .selectTab(let tab): self.router.select(tab: tab)
        case .press(let key): handle(key)
        case .scrollHelp(let key):
            for _ in 0..<3 { if let help = chrome.help { handleHelp(key, help) } }
        case .screen(let local, let inside, let wheel):
            guard let screen = topScreen else { return }
            if inside, screen.handleMouse(local) { return }
            if let wheel { for _ in 0..<3 { _ = screen.handle(wheel) } }
        }
    }

    /// In the language in force, so made when read (tests draw both languages in one process).
    static var tabItems: [TabBar.Item] { Tab.allCases.map { TabBar.Item(number: $0.rawValue, name: $0.title) } }

    // MARK: Drawing

    private var topScreen: (any Screen)? {
        screens.modalScreen ?? screens.screens(for: router.selectedTab).last
    }

    /// Draws a frame if anything the last one read has changed (or the size has).
    public func render() {
        // Text a screen copied (after a key, or when an effect finished) goes to the terminal
        // before the frame; the frame below watches for the next copy.
        if let text = clipboard.take() {
            terminal.copyToClipboard(text)
            // The shell, not the screen, says what happened: the text went to the terminal, and
            // only the terminal knows whether a clipboard took it (a plain xterm drops OSC 52).
            chrome.message = .info(ShellText.copySent.text)
        }
        let size = terminal.size
        let needed = stale.take()
        guard needed || size != lastSize else { return }
        lastSize = size
        lastFrameMinute = Self.minute(of: date.now)
        // The loop turn's one reconcile: the stacks follow the router (whatever the key or an
        // effect did to it), and every screen learns where it will be drawn, before the frame is
        // composed. Drawing itself only reads.
        screens.reconcile(with: router)
        layOut(size: size)
        let stale = self.stale
        let continuation = redrawContinuation
        let clipboard = self.clipboard
        let frame = withObservationTracking {
            _ = clipboard.pending
            return FrameComposition.compose { compose(size: size) }
        } onChange: {
            stale.set()
            continuation.yield()
        }
        terminal.draw(frame)
    }

    private func layOut(size: Size) {
        guard size.fits(Messages.minimumSize) else { return }
        let body = Self.body(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
        screens.screens(for: router.selectedTab).last?.layout(in: body, asciiOnly: asciiOnly)
        if screens.modalScreen != nil { screens.modalScreen?.layout(in: Self.modalBox(in: body).inset(by: 1), asciiOnly: asciiOnly) }
    }

    static func body(of bounds: Rect) -> Rect {
        let (_, rest) = bounds.splitTop(1)
        return rest.splitBottom(1).0
    }

    static func modalBox(in body: Rect) -> Rect {
        body.centered(Size(width: body.width * 4 / 5, height: body.height * 4 / 5))
    }

    private func compose(size: Size) -> Canvas {
        var canvas = Canvas(size: size, asciiOnly: asciiOnly)
        guard size.fits(Messages.minimumSize) else {
            Messages.tooSmall(current: size, on: &canvas)
            if chrome.isConfirmingQuit {
                canvas.put(ShellText.confirmQuitShort.text, x: 0, y: size.height - 1, style: .warning)
            }
            canvas.cursor = nil
            return canvas
        }
        let (top, rest) = canvas.bounds.splitTop(1)
        let (body, bottom) = rest.splitBottom(1)
        // The frame shows the router's stacks (through the screens reconciled with them), so it
        // reads them: a navigation from an effect brings a new frame.
        _ = router.currentStack
        _ = router.modal
        let stack = screens.screens(for: router.selectedTab)
        var crumbs = stack.map(\.title)
        if let modal = screens.modalScreen { crumbs.append(modal.title) }
        TabBar.render(items: Self.tabItems, selected: router.selectedTab.rawValue, breadcrumb: crumbs, in: top, on: &canvas)

        canvas.cursor = nil
        stack.last?.render(in: body, on: &canvas)
        if let modal = screens.modalScreen {
            // The modal's caret, if it has one, is the one that counts.
            canvas.cursor = nil
            let box = Self.modalBox(in: body)
            Box.panel(box, title: modal.title, on: &canvas)
            modal.render(in: box.inset(by: 1), on: &canvas)
        }
        let screen = topScreen
        if let help = chrome.help {
            canvas.cursor = HelpOverlay.render(sections: helpSections, state: help, footer: HelpKeys.footer, in: body, on: &canvas)
        }
        let message: StatusBar.Message? = chrome.isConfirmingQuit
            ? .warning(ShellText.confirmQuit.text)
            : chrome.message ?? notices.current.map { $0.kind == .error ? .error($0.text) : .warning($0.text) }
                ?? screen?.statusMessage.map { .info($0) }
        StatusBar.render(screen: screen?.keyHelp ?? [], global: globalHints, message: message, in: bottom, on: &canvas)
        return canvas
    }

    /// The global keys the status bar offers here: on a tab root `Esc` does nothing (`q`, or the
    /// user's other back keys, ask to quit), so the bar offers those there instead of a back that
    /// would not happen.
    private var globalHints: [KeyHelp] {
        let atRoot = router.isAtTabRoot
        return GlobalKeys.keyMap.bindings.compactMap { binding in
            guard binding.action == .back, atRoot else {
                return KeyHelp(keys: binding.keys.map(\.label).joined(separator: " "), summary: binding.summary, label: binding.shortText?.text ?? binding.summary, isStatusHint: binding.isStatusHint)
            }
            let quitting = GlobalKeys.keysThatQuitOnARoot
            return quitting.isEmpty ? nil
                : KeyHelp(keys: quitting.map(\.label).joined(separator: " "), summary: ShellText.quit.text, label: ShellText.quit.text, isStatusHint: binding.isStatusHint)
        }
    }

    // MARK: What tests and the fuzz run check

    /// The screens behind the router's stacks, for invariant checks.
    public func screenTitles(for tab: Tab) -> [String] { screens.screens(for: tab).map(\.title) }
    public var modalTitle: String? { screens.modalScreen?.title }
    /// The key table of the screen on top (the layout check holds it to the app's list of tables).
    public var topKeyScope: String? { topScreen?.keyScope }
    public var isHelpVisible: Bool { chrome.isHelpVisible }

    private var helpSections: [HelpOverlay.Section] {
        [
            HelpOverlay.Section(title: ShellText.helpThisScreen(title: topScreen?.title ?? "").text, entries: topScreen?.keyHelp ?? []),
            HelpOverlay.Section(title: ShellText.helpEverywhere.text, entries: GlobalKeys.keyMap.help),
        ].filter { !$0.entries.isEmpty }
    }

    /// Keys while help is open (its own key table): scroll, filter as typed after `/`, About, close.
    private func handleHelp(_ key: KeyEvent, _ help: HelpOverlay.State) {
        let area = Self.body(of: Rect(x: 0, y: 0, width: terminal.size.width, height: terminal.size.height))
        switch HelpOverlayController(sections: helpSections, area: area).handle(key, in: help) {
        case .open(let state): chrome.help = state
        case .close: chrome.help = nil
        case .about:
            chrome.help = nil
            router.navigate(to: .about)
        }
    }

    public var isConfirmingQuit: Bool { chrome.isConfirmingQuit }

    /// Waits until every screen's effects have finished (tests: the settled state after keys).
    public func settled() async {
        screens.reconcile(with: router)
        for tab in Tab.allCases {
            for screen in screens.screens(for: tab) { await screen.settled() }
        }
        await screens.modalScreen?.settled()
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
