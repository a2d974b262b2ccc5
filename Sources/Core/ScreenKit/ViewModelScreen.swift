import TerminalKit

/// The one adapter between the shell and a screen's view model, written once: a key found in the
/// table in effect goes to `send` (and `?` lists that table), appearing goes to `appear`, and the
/// screen's effects end with it. A screen says only what is its own: its title, its tables, its
/// drawing and layout.
@MainActor
public protocol ViewModelScreen: Screen {
    associatedtype Model: ViewModel where Model.Action: Sendable
    var viewModel: Model { get }
    /// The key table in effect now: a focused field or a question has its own.
    var keys: KeyMap<Model.Action> { get }
    /// A key that `keys` does not have: false lets the global keys have it. A focused text field
    /// types characters here and keeps the other keys (`TextFieldAction.unmatched`).
    func unmatched(_ key: KeyEvent) -> Bool
}

extension ViewModelScreen {
    public var keyHelp: [KeyHelp] { keys.help }
    public var keyScope: String? { KeyMap<Model.Action>.scope }

    public func handle(_ key: KeyEvent) -> Bool {
        if let action = keys.action(for: key) {
            viewModel.send(action)
            return true
        }
        return unmatched(key)
    }

    public func unmatched(_ key: KeyEvent) -> Bool { false }
    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
}
