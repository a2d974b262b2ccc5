import Observation

/// The one owner of navigation: a stack per tab and an optional modal. Screens ask it to move;
/// the App draws whatever it holds. Being @Observable, any change redraws the frame.
@MainActor
@Observable
public final class Router {
    public private(set) var selectedTab: Tab
    public private(set) var stacks: [Tab: [Destination]]
    public private(set) var modal: Destination?

    public init(selectedTab: Tab = .search) {
        self.selectedTab = selectedTab
        self.stacks = Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, [$0.root]) })
        self.modal = nil
    }

    /// The stack of the selected tab (never empty: its root is always there).
    public var currentStack: [Destination] { stack(for: selectedTab) }

    public func stack(for tab: Tab) -> [Destination] { stacks[tab] ?? [tab.root] }

    /// What the user sees: the modal if one is up, else the top of the selected tab.
    public var top: Destination { modal ?? currentStack.last ?? selectedTab.root }

    public var isAtTabRoot: Bool { modal == nil && currentStack.count <= 1 }

    public func navigate(to destination: Destination) {
        stacks[selectedTab, default: [selectedTab.root]].append(destination)
    }

    /// Pops one screen (or closes the modal). Returns false on a tab root, where there is nothing to pop.
    @discardableResult
    public func back() -> Bool {
        if modal != nil { modal = nil; return true }
        guard currentStack.count > 1 else { return false }
        stacks[selectedTab]?.removeLast()
        return true
    }

    /// Replaces `start` and everything above it with `destination`, in the tab that holds `start`
    /// (else the selected tab): a finished flow leaves no way back into its steps.
    public func replace(from start: Destination, with destination: Destination) {
        let tab = stacks.first { $0.value.contains(start) }?.key ?? selectedTab
        var stack = stack(for: tab)
        if let index = stack.firstIndex(of: start), index > 0 { stack.removeSubrange(index...) }
        stack.append(destination)
        stacks[tab] = stack
    }

    public func popToRoot() {
        stacks[selectedTab] = [selectedTab.root]
    }

    public func select(tab: Tab) {
        selectedTab = tab
    }

    public func present(_ destination: Destination) { modal = destination }

    public func dismiss() { modal = nil }

    /// Replaces the selected tab and its stack with a deep link's.
    public func open(_ link: DeepLink) {
        modal = nil
        selectedTab = link.tab
        stacks[link.tab] = link.stack
    }
}
