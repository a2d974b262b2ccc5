import Dependencies
import Entities
import Observation
import Router
import Stores
import Widgets

/// The search list. Its listings are read from `CatalogStore` (the single source of truth) rather
/// than copied, so the state is derived on read; only the selection and scroll are its own.
@MainActor
@Observable
public final class SearchViewModel {
    private var viewport = ListViewport()
    /// Rows the list showed last time it was drawn; page keys move by this much.
    @ObservationIgnored public var pageHeight = 10

    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router

    public init() {}

    public var state: SearchViewState {
        let phase: SearchViewState.Phase = switch catalog.phase {
        case .idle: .loading(CatalogBuildProgress(phase: .checking))
        case .loading(let progress): .loading(progress)
        case .ready: .ready
        case .failed(let error): .failed(error.description)
        }
        var shown = viewport
        shown.setCount(catalog.listings.count, height: pageHeight)
        return SearchViewState(phase: phase, listings: catalog.listings, viewport: shown)
    }

    public func appear() async {
        await catalog.load()
        viewport.setCount(catalog.listings.count, height: pageHeight)
    }

    public func send(_ action: SearchAction) async {
        viewport.setCount(catalog.listings.count, height: pageHeight)
        switch action {
        case .moveDown: viewport.move(by: 1, height: pageHeight)
        case .moveUp: viewport.move(by: -1, height: pageHeight)
        case .first: viewport.first(height: pageHeight)
        case .last: viewport.last(height: pageHeight)
        case .pageDown: viewport.page(1, height: pageHeight)
        case .pageUp: viewport.page(-1, height: pageHeight)
        case .open:
            if let selected = state.selected { router.navigate(to: .facility(selected.id)) }
        }
    }
}
