import TerminalKit

/// The one shape every screen's view model has (SVVS): `state` is everything the screen shows,
/// computed from the view model's own stored fields and the stores it reads — never a copy of a
/// store's data, and nothing drawn comes from anywhere else. `send` is synchronous, `appear`
/// starts the screen's loading, and both leave their work in `effects`. The `…AndSettle` forms
/// wait for those effects: for tests, benchmarks and scripts that want the settled state after
/// an action, never for the run loop.
@MainActor
public protocol ViewModel: AnyObject {
    associatedtype Action
    associatedtype State
    var state: State { get }
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
