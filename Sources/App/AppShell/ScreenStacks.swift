import Dependencies
import Navigation
import ScreenKit

/// The live screen objects behind the router's stacks. Screens keep their state (selection, scroll)
/// while they stay on a stack; a destination that leaves the stack drops its screen.
@MainActor
final class ScreenStacks {
    private struct Entry {
        let destination: Destination
        let screen: any Screen
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
            stacks[tab] = entries
        }
        if let destination = router.modal {
            if modal?.destination != destination {
                modal?.screen.disappear()
                modal = make(destination)
            }
        } else {
            modal?.screen.disappear()
            modal = nil
        }
    }

    private func make(_ destination: Destination) -> Entry {
        let screen = viewBuilding.screen(destination)
        screen.appear()
        return Entry(destination: destination, screen: screen)
    }

    func screens(for tab: Tab) -> [any Screen] { (stacks[tab] ?? []).map(\.screen) }
    var modalScreen: (any Screen)? { modal?.screen }
}
