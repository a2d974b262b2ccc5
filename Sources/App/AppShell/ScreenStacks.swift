import Dependencies
import Navigation
import ScreenKit

/// The live screen objects behind the router's stacks. Screens keep their state (selection, scroll)
/// while they stay on a stack; a destination that leaves the stack drops its screen.
///
/// A screen starts loading (`appear`) the first time its tab is shown, not when it is made: at
/// start-up every tab has its root screen, and the map decoding its coastline or the wallet
/// reading tickets on the second core would slow the first frame of the tab the user is looking at.
@MainActor
final class ScreenStacks {
    private struct Entry {
        let destination: Destination
        let screen: any Screen
        var hasAppeared = false
    }

    private var stacks: [Tab: [Entry]] = [:]
    private var modal: Entry?
    @Dependency(\.viewBuilding) private var viewBuilding

    /// Brings the screens in line with the router: new screens start loading (their effects run
    /// on their own), screens that left a stack cancel what they still have running.
    func reconcile(with router: Router) {
        for tab in Tab.allCases {
            let destinations = router.stack(for: tab)
            var entries = stacks[tab] ?? []
            var keep = 0
            while keep < min(entries.count, destinations.count), entries[keep].destination == destinations[keep] { keep += 1 }
            for gone in entries[keep...] { gone.screen.disappear() }
            entries.removeSubrange(keep...)
            for destination in destinations[keep...] { entries.append(make(destination)) }
            if tab == router.selectedTab {
                for index in entries.indices { appearIfNeeded(&entries[index]) }
            }
            stacks[tab] = entries
        }
        if let destination = router.modal {
            if modal?.destination != destination {
                modal?.screen.disappear()
                var entry = make(destination)
                appearIfNeeded(&entry)
                modal = entry
            }
        } else {
            modal?.screen.disappear()
            modal = nil
        }
    }

    private func make(_ destination: Destination) -> Entry {
        Entry(destination: destination, screen: viewBuilding.screen(destination))
    }

    private func appearIfNeeded(_ entry: inout Entry) {
        guard !entry.hasAppeared else { return }
        entry.hasAppeared = true
        entry.screen.appear()
    }

    func screens(for tab: Tab) -> [any Screen] { (stacks[tab] ?? []).map(\.screen) }
    var modalScreen: (any Screen)? { modal?.screen }
}
