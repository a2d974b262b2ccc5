import Localization
import Entities
import Dependencies
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// A screen of the login scope. While signed out it asks for sign-in (the `.signIn` modal, which
/// the App builds from another module); once a LoginContext exists it builds the inner screen with
/// it, non-optionally. A new context (switch, sign-out then in) gets a new inner screen, so nothing
/// made for one account is ever shown to another.
@MainActor
@Observable
public final class LoginScopedScreen: Screen {
    /// Read when drawn, in the language in force.
    @ObservationIgnored private let fallbackTitle: @MainActor () -> String
    @ObservationIgnored private let presentSignInOnAppear: Bool
    @ObservationIgnored private let build: @MainActor (LoginContext) -> any Screen
    private var inner: (any Screen)?
    private var innerContextID: LoginContext.ID?
    @ObservationIgnored @Dependency(\.sessionStore) private var session
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored private let effects = Effects()

    public init(title: @autoclosure @escaping @MainActor () -> String, presentSignInOnAppear: Bool,
                build: @escaping @MainActor (LoginContext) -> any Screen) {
        fallbackTitle = title
        self.presentSignInOnAppear = presentSignInOnAppear
        self.build = build
    }

    /// The inner screen for the current context, if it has been built.
    public var content: (any Screen)? { current }

    private var current: (any Screen)? {
        guard let context = session.context, context.id == innerContextID else { return nil }
        return inner
    }

    public var title: String { current?.title ?? fallbackTitle() }
    public var keyHelp: [KeyHelp] {
        current?.keyHelp ?? [KeyHelp(keys: "Enter", summary: LoginScopeText.signIn.text, label: LoginScopeText.signIn.text, isStatusHint: true)]
    }
    public var statusMessage: String? { current?.statusMessage }
    public var keyScope: String? { current?.keyScope }
    public var capturesText: Bool { current?.capturesText ?? false }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        if let current {
            current.render(in: rect, on: &canvas)
        } else if session.context == nil {
            Messages.centered([LoginScopeText.signInNeeded.text, LoginScopeText.signInOrCreate(key: "Enter").text],
                              style: .title, in: rect, on: &canvas)
        } else {
            Messages.centered([LoginScopeText.loading.text], style: .muted, in: rect, on: &canvas)
        }
    }

    public func appear() {
        if session.context == nil, presentSignInOnAppear { router.present(.signIn) }
        rebuildIfNeeded()
        // A sign-in, switch or sign-out gets its inner screen as it happens, for as long as this
        // screen is on its stack.
        let session = self.session
        effects.schedule("follow the session") { [weak self] in
            while !Task.isCancelled {
                await observedChange { _ = session.context }
                self?.rebuildIfNeeded()
            }
        }
    }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        current?.layout(in: rect, asciiOnly: asciiOnly)
    }

    /// Clicks go to the inner screen (the wallet's rows), as keys do.
    public func handleMouse(_ event: MouseEvent) -> Bool { current?.handleMouse(event) ?? false }

    public func disappear() {
        effects.cancelAll()
        inner?.disappear()
    }
    public func settled() async { await inner?.settled() }

    /// Builds the inner screen when the session has a context it was not built for.
    private func rebuildIfNeeded() {
        guard let context = session.context else {
            inner?.disappear()
            inner = nil
            innerContextID = nil
            return
        }
        guard context.id != innerContextID else { return }
        inner?.disappear()
        let screen = build(context)
        inner = screen
        innerContextID = context.id
        screen.appear()
    }

    public func handle(_ key: KeyEvent) -> Bool {
        if let current { return current.handle(key) }
        if session.context == nil, key == .enter {
            router.present(.signIn)
            return true
        }
        return false
    }

    public func focusSearch() { current?.focusSearch() }
}
