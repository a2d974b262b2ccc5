import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores

/// The visit log: history and stamp card, both read from `VisitLogStore` when drawing.
@MainActor
@Observable
public final class VisitsViewModel {
    public private(set) var state = VisitsViewState()
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored private var listingIndex: [FacilityID: FacilityListing] = [:]

    public init() {}

    public func appear() {
        effects.run { [visitLog, catalog] in
            if !visitLog.isLoaded { await visitLog.load() }
            await catalog.load()
        }
    }

    /// What the stores own, as this screen shows it.
    public var content: VisitsContent {
        if listingIndex.count != catalog.listings.count {
            listingIndex = Dictionary(catalog.listings.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        }
        var shown = VisitsContent()
        shown.isLoaded = visitLog.isLoaded && catalog.phase != .idle && !isLoading
        let query = state.filter.text
        shown.total = visitLog.visits.count
        shown.rows = visitLog.visits.compactMap { visit in
            let listing = listingIndex[visit.facilityID]
            let row = VisitRow(id: visit.id, facilityID: visit.facilityID, date: visit.date, name: listing?.name ?? visit.facilityID.rawValue,
                               prefectureName: listing?.prefectureName ?? "—", rating: visit.rating, note: visit.note)
            return row.matches(query) ? row : nil
        }
        if !catalog.prefectures.isEmpty {
            let index = listingIndex
            shown.stamps = StampSummary(visits: visitLog.visits, prefectureOf: { index[$0]?.prefectureCode },
                                        prefectures: catalog.prefectures)
        }
        return shown
    }

    /// Rows the list shows: every visit, or those the filter keeps.
    private var shownCount: Int { state.filter.isEmpty ? visitLog.visits.count : content.rows.count }

    private var isLoading: Bool {
        if case .loading = catalog.phase { return true }
        return false
    }

    public func send(_ action: VisitsAction) {
        state.viewport.setCount(shownCount, height: pageHeight)
        switch action {
        case .moveDown: state.viewport.move(by: 1, height: pageHeight)
        case .moveUp: state.viewport.move(by: -1, height: pageHeight)
        case .first: state.viewport.first(height: pageHeight)
        case .last: state.viewport.last(height: pageHeight)
        case .pageDown: state.viewport.page(1, height: pageHeight)
        case .pageUp: state.viewport.page(-1, height: pageHeight)
        case .open:
            let rows = content.rows
            if rows.indices.contains(state.viewport.selection) {
                router.navigate(to: .facility(rows[state.viewport.selection].facilityID))
            }
        case .focusFilter:
            state.focus = .filter
            state.filter.moveToEnd()
        case .filter(let edit):
            if state.filter.apply(edit) {
                state.viewport.setCount(shownCount, height: pageHeight)
                state.viewport.first(height: pageHeight)
            }
            if edit == .submit || edit == .leave { state.focus = .list }
        case .showFavorites:
            if router.currentStack.last == .visits, router.currentStack.count > 1 { router.back() } else { router.navigate(to: .favorites) }
        }
    }
}

extension VisitsViewModel: ViewModel {}
