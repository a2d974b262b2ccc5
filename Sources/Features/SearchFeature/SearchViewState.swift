import Entities
import Widgets

/// Everything the search screen shows.
public struct SearchViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading(CatalogBuildProgress)
        case ready
        case failed(String)
    }

    public var phase: Phase
    public var listings: [FacilityListing]
    public var viewport: ListViewport

    public init(phase: Phase = .loading(CatalogBuildProgress(phase: .checking)), listings: [FacilityListing] = [], viewport: ListViewport = ListViewport()) {
        self.phase = phase
        self.listings = listings
        self.viewport = viewport
    }

    public var selected: FacilityListing? {
        listings.indices.contains(viewport.selection) ? listings[viewport.selection] : nil
    }
}
