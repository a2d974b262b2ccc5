import TerminalKit

/// The shape every screen's view model has: a synchronous `send`, an `appear` that starts the
/// screen's loading, and the effects they start. The `…AndSettle` forms wait for those effects:
/// for tests, benchmarks and scripts that want the settled state after an action, never for the
/// run loop.
@MainActor
public protocol ViewModel: AnyObject {
    associatedtype Action
    var effects: Effects { get }
    func send(_ action: Action)
    func appear()
}

extension ViewModel {
    public func sendAndSettle(_ action: Action) async {
        send(action)
        await effects.settled()
    }

    public func appearAndSettle() async {
        appear()
        await effects.settled()
    }
}

extension Panel {
    public func appearAndSettle() async {
        appear()
        await settled()
    }
}

extension Screen {
    /// Handles `key` and waits for what it started.
    @discardableResult
    public func handleAndSettle(_ key: KeyEvent) async -> Bool {
        let handled = handle(key)
        await settled()
        return handled
    }
}

extension KeyTableScreen {
    public func performAndSettle(_ action: Action) async {
        perform(action)
        await settled()
    }
}
