import Dependencies
import Entities
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import Widgets

/// The passport: the counts are `VisitStatisticsStore`'s; this screen keeps the selected type,
/// the focus, and the areas still to visit of each type it has shown (found off the main actor,
/// nearest to the last visit first, again when the log or the catalog moves).
@MainActor
@Observable
public final class SpringPassportViewModel {
    private var selection = 0
    private var focus = SpringPassportViewState.Focus.types
    private var viewport = ListViewport()
    @ObservationIgnored public var pageHeight = 10
    /// Areas still to visit per type, for the counts of `areasSource`.
    private var areas: [SpringCategory: [PassportArea]] = [:]
    /// The ten types with their counts, for the counts of `areasSource`.
    private var stamps: [PassportStamp] = []
    @ObservationIgnored private var areasSource: VisitStatisticsStore.Source?
    public let effects = Effects()

    /// The nearest areas a type lists: more than a screen, fewer than a pass over them would cost.
    static let areaLimit = 200

    @ObservationIgnored @Dependency(\.visitStatisticsStore) private var statistics
    @ObservationIgnored @Dependency(\.router) private var router

    public init() {}

    public func appear() {
        effects.followStatistics(statistics) { [weak self] in await self?.findAreas() }
    }

    private var selectedType: SpringCategory { PassportTypes.all[min(selection, PassportTypes.all.count - 1)] }

    /// The selected type's areas still to visit, unless they are known for the counts as they are.
    private func findAreas() async {
        guard statistics.isLoaded else { return }
        if areasSource != statistics.source {
            areas = [:]
            areasSource = statistics.source
            stamps = Self.stamps(statistics.summary(year: nil))
        }
        let type = selectedType
        guard areas[type] == nil else { return }
        let found = await statistics.unvisited(type, limit: Self.areaLimit)
        guard !Task.isCancelled, areasSource == statistics.source else { return }
        areas[type] = found
    }

    public var state: SpringPassportViewState {
        var state = SpringPassportViewState()
        state.isLoaded = statistics.isLoaded && !stamps.isEmpty
        state.stamps = stamps
        state.selection = selection
        state.focus = focus
        state.areas = areas[selectedType]
        var shown = viewport
        shown.setCount(state.areas?.count ?? 0, height: pageHeight)
        state.viewport = shown
        state.anchor = statistics.anchor
        return state
    }

    /// Each type's areas and visits, and its bar against the type with the most areas.
    static func stamps(_ summary: VisitSummary) -> [PassportStamp] {
        let most = max(1, summary.typeAreas.values.max() ?? 0)
        return PassportTypes.all.map { type in
            let count = summary.typeAreas[type] ?? 0
            return PassportStamp(type: type, areas: count, visits: summary.typeVisits[type] ?? 0, bar: (count * 10 + most - 1) / most)
        }
    }

    public func send(_ action: SpringPassportAction) {
        viewport.setCount(areas[selectedType]?.count ?? 0, height: pageHeight)
        switch action {
        case .nextType: select(selection + 1)
        case .previousType: select(selection - 1)
        case .focusAreas: if areas[selectedType]?.isEmpty == false { focus = .areas }
        case .leaveAreas: focus = .types
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            if let list = areas[selectedType], list.indices.contains(viewport.selection) {
                router.navigate(to: .facility(list[viewport.selection].id))
            }
        case .showList: RecordNavigation.show(.visits, router: router)
        case .showMap: RecordNavigation.show(.stampMap, router: router)
        case .showCalendar: RecordNavigation.show(.visitCalendar(year: nil), router: router)
        }
    }

    private func select(_ index: Int) {
        let count = PassportTypes.all.count
        selection = (index % count + count) % count
        viewport = ListViewport()
        effects.run("areas") { [weak self] in await self?.findAreas() }
    }
}

extension SpringPassportViewModel: ViewModel {}
