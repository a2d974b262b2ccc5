import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import TerminalKit
import UseCases
import Widgets

/// What the nearby panel shows.
public struct NearbyPanelState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable { case loading, loaded([NearbyFacility]), failed(String) }
    public var origin: FacilityID
    public var phase: Phase = .loading
    /// Whether the panel has the keys, and its highlighted row then.
    public var isFocused = false
    public var selection = 0

    public var items: [NearbyFacility] { if case .loaded(let items) = phase { items } else { [] } }
}

public enum NearbyAction: Sendable, Equatable { case down, up, open, toggleFavorite, leave }

/// The hot springs nearest a facility. Built by this module and shown by others through
/// `ViewBuildingClient.nearbyPanel`, so they need not import the search feature.
@MainActor
@Observable
public final class NearbyPanel: FocusablePanel, ClickablePanel {
    public private(set) var state: NearbyPanelState
    private let limit: Int
    @ObservationIgnored @Dependency(\.nearbyFacilities) private var nearbyFacilities
    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    @ObservationIgnored @Dependency(\.router) private var router
    public let effects = Effects()

    public nonisolated static let keyMap = KeyMap<NearbyAction>([
        KeyBinding([.character("j"), .down], .down, SearchText.keyNearbyDown, short: SearchText.hintDown, hint: true),
        KeyBinding([.character("k"), .up], .up, SearchText.keyNearbyUp),
        KeyBinding([.enter], .open, SearchText.keyOpenIt, hint: true),
        KeyBinding([.character("f")], .toggleFavorite, SearchText.keyToggleFavourite, short: SearchText.hintFavourite, hint: true),
        KeyBinding([.escape, .character("n")], .leave, SearchText.keyBackToDetail, short: SearchText.hintBack, hint: true),
    ])

    public var isFocused: Bool {
        get { state.isFocused }
        set { state.isFocused = newValue && !state.items.isEmpty }
    }

    public var keyHelp: [KeyHelp] { Self.keyMap.help }

    public func handle(_ key: KeyEvent) -> Bool {
        guard state.isFocused, let action = Self.keyMap.action(for: key) else { return false }
        let items = state.items
        switch action {
        case .down: state.selection = min(max(0, items.count - 1), state.selection + 1)
        case .up: state.selection = max(0, state.selection - 1)
        case .open:
            guard items.indices.contains(state.selection) else { return true }
            state.isFocused = false
            router.navigate(to: .facility(items[state.selection].listing.id))
        case .toggleFavorite:
            guard items.indices.contains(state.selection) else { return true }
            let (favorites, id) = (self.favorites, items[state.selection].listing.id)
            effects.run { _ = await favorites.toggle(id) }
        case .leave: state.isFocused = false
        }
        return true
    }

    public init(origin: FacilityID, limit: Int = 20) {
        self.state = NearbyPanelState(origin: origin)
        self.limit = limit
    }

    public func appear() {
        let (nearbyFacilities, origin, limit) = (self.nearbyFacilities, state.origin, self.limit)
        effects.run { [weak self] in
            let phase: NearbyPanelState.Phase
            do throws(CatalogError) { phase = .loaded(try await nearbyFacilities.execute(origin, limit)) } catch { phase = .failed(error.description) }
            guard !Task.isCancelled else { return }
            self?.state.phase = phase
        }
    }

    /// A click on a row focuses the list and selects the row; a click on the selected row of the
    /// focused list opens it, as the search list does.
    public func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        guard event.kind == .press, let index = NearbyPanelView.row(at: event.y, state: state, in: rect) else { return false }
        if state.isFocused, index == state.selection { return handle(.enter) }
        state.isFocused = true
        state.selection = index
        return true
    }

    public func disappear() { effects.cancelAll() }
    public func settled() async { await effects.settled() }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        NearbyPanelView.render(state, favorites: favorites.ids, in: rect, on: &canvas)
    }
}

public enum NearbyPanelView {
    /// The rows' first line (inside the border) and the first item shown there, as `render` draws them.
    static func firstRow(_ state: NearbyPanelState, in rect: Rect) -> (y: Int, item: Int, height: Int) {
        let inner = rect.inset(dx: 2, dy: 1)
        return (inner.y, state.isFocused ? max(0, state.selection - inner.height + 1) : 0, inner.height)
    }

    /// The item drawn on line `y` of a panel drawn in `rect`, if any.
    static func row(at y: Int, state: NearbyPanelState, in rect: Rect) -> Int? {
        guard rect.height >= 3 else { return nil }
        let first = firstRow(state, in: rect)
        let line = y - first.y
        guard line >= 0, line < first.height, state.items.indices.contains(first.item + line) else { return nil }
        return first.item + line
    }

    public static func render(_ state: NearbyPanelState, favorites: Set<FacilityID>, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 3 else { return }
        Box.draw(rect, title: SearchText.nearbyTitle.text, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        switch state.phase {
        case .loading:
            canvas.put(SearchText.loading.text, x: inner.x, y: inner.y, style: .muted, clip: inner)
        case .failed(let message):
            canvas.put(message, x: inner.x, y: inner.y, style: .error, clip: inner)
        case .loaded(let items) where items.isEmpty:
            canvas.put(SearchText.noneNearby.text, x: inner.x, y: inner.y, style: .muted, clip: inner)
        case .loaded(let items):
            // Focused, the highlighted row stays in view.
            let first = firstRow(state, in: rect).item
            for (index, item) in items.dropFirst(first).prefix(inner.height).enumerated() {
                let y = inner.y + index
                // Fixed precision and width: the numbers of every row line up.
                let right = formatDistanceColumn(kilometres: item.distanceKilometres) + " "
                    + formatTemperatureColumn(item.listing.maxTemperature)
                let room = inner.width - right.displayWidth - 1
                if favorites.contains(item.listing.id) {
                    // The mark has the border's one cell: a ★ two cells wide would cover the name.
                    let star = canvas.asciiOnly || "★".displayWidth > 1 ? "*" : "★"
                    canvas.put(star, x: inner.x - 1, y: y, style: Style(.favorite), clip: rect)
                }
                canvas.put(item.listing.displayName.truncated(toWidth: room), x: inner.x, y: y, clip: inner)
                canvas.put(right, x: inner.maxX - right.displayWidth, y: y, style: .muted, clip: inner)
                if state.isFocused, first + index == state.selection {
                    canvas.restyle(Rect(x: inner.x, y: y, width: inner.width, height: 1)) { _ in .selection }
                }
            }
        }
    }
}
