import TerminalKit

/// The glue every key-table screen over a view model repeats, written once: actions go to
/// `send`, appearing to `appear`, and the screen's effects end with it.
@MainActor
public protocol ViewModelScreen: KeyTableScreen {
    associatedtype Model: ViewModel where Model.Action == Action
    var viewModel: Model { get }
}

extension ViewModelScreen {
    public func perform(_ action: Action) { viewModel.send(action) }
    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
}
