import Dependencies
import Entities
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
}

/// The hot springs nearest a facility. Built by this module and shown by others through
/// `ViewBuildingClient.nearbyPanel`, so they need not import the search feature.
@MainActor
@Observable
public final class NearbyPanel: Panel {
    public private(set) var state: NearbyPanelState
    private let limit: Int
    @ObservationIgnored @Dependency(\.nearbyFacilities) private var nearbyFacilities
    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    public let effects = Effects()

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

    public func disappear() { effects.cancelAll() }
    public func settled() async { await effects.settled() }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        NearbyPanelView.render(state, favorites: favorites.ids, in: rect, on: &canvas)
    }
}

public enum NearbyPanelView {
    public static func render(_ state: NearbyPanelState, favorites: Set<FacilityID>, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 3 else { return }
        Box.draw(rect, title: "近くの温泉 Nearby", on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        switch state.phase {
        case .loading:
            canvas.put("読み込み中… loading", x: inner.x, y: inner.y, style: .muted, clip: inner)
        case .failed(let message):
            canvas.put(message, x: inner.x, y: inner.y, style: .error, clip: inner)
        case .loaded(let items) where items.isEmpty:
            canvas.put("近くに温泉はありません", x: inner.x, y: inner.y, style: .muted, clip: inner)
        case .loaded(let items):
            for (index, item) in items.prefix(inner.height).enumerated() {
                let y = inner.y + index
                // Fixed precision and width: the numbers of every row line up.
                let right = formatDistanceColumn(kilometres: item.distanceKilometres) + " "
                    + formatTemperatureColumn(item.listing.maxTemperature)
                let room = inner.width - right.displayWidth - 1
                if favorites.contains(item.listing.id) {
                    canvas.put(canvas.asciiOnly ? "*" : "★", x: inner.x - 1, y: y, style: Style(.favorite), clip: rect)
                }
                canvas.put(item.listing.name.truncated(toWidth: room), x: inner.x, y: y, clip: inner)
                canvas.put(right, x: inner.maxX - right.displayWidth, y: y, style: .muted, clip: inner)
            }
        }
    }
}
