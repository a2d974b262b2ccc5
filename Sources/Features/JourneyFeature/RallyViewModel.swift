import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import Widgets

/// One rally: its members with the day each was first visited, and the nearest member not yet
/// visited from the place of the last visit. Everything but the selection is read from the
/// stores (rallies, visit log, catalog) as it is drawn.
@MainActor
@Observable
public final class RallyViewModel {
    public let id: RallyID
    private var viewport = ListViewport()
    private var message: String?
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.searchFilterStore) private var filters

    public init(id: RallyID) { self.id = id }

    public var title: String { rallies.rally(id)?.name ?? id.rawValue }

    public var state: RallyViewState {
        guard rallies.isLoaded else { return RallyViewState(phase: .loading) }
        guard let progress = rallies.progress(for: id) else { return RallyViewState(phase: .notFound(id)) }
        var shown = viewport
        shown.setCount(progress.rally.members.count, height: pageHeight)
        var next: RallyViewState.Next?
        if let last = visitLog.visits.first, let origin = catalog.listing(last.facilityID),
           let nearest = progress.nearestUnvisited(to: origin.coordinate, coordinate: { self.catalog.listing($0)?.coordinate }) {
            next = .init(member: nearest.member, kilometres: nearest.kilometres, fromName: origin.name)
        }
        var names: [Int: String] = [:]
        if progress.rally.kind != .prefectures {
            for member in progress.rally.members {
                if let area = member.primaryArea, let name = catalog.listing(area)?.name { names[member.position] = name }
            }
        }
        return RallyViewState(phase: .ready(progress), next: next, celebrated: rallies.isCelebrated(id), catalogNames: names, viewport: shown,
                              pass: RallyPassTerms(for: progress.rally), message: message)
    }

    public func appear() {
        effects.run { [rallies] in await rallies.load() }
    }

    public func send(_ action: RallyAction) {
        message = nil
        let current = state
        guard let progress = current.progress else { return }
        let members = progress.rally.members
        viewport.setCount(members.count, height: pageHeight)
        switch action {
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            guard members.indices.contains(viewport.selection) else { return }
            let member = members[viewport.selection]
            // A stamp-card prefecture lists its areas on the search tab; a bath opens its page.
            if progress.rally.kind == .prefectures {
                guard let code = catalog.prefectures.first(where: { $0.name == member.name })?.code else { return }
                var filter = FacilityFilter()
                filter.prefectureCodes = [code]
                filters.filter = filter
                router.select(tab: .search)
                router.popToRoot()
            } else if let area = member.primaryArea {
                router.navigate(to: .facility(area))
            }
        case .showMap:
            router.navigate(to: .journeyMap(.rally(id)))
        case .plan:
            effects.run { [plans, router] in
                if let plan = await plans.create(for: progress.rally) { router.navigate(to: .plan(plan.id)) }
            }
        case .buyPass:
            guard current.pass != nil else {
                message = "この湯めぐり帳の手形はありません — no pass for this rally (it needs two baths in the catalog)"
                return
            }
            router.navigate(to: .passPurchase(id))
        case .focusNext:
            if let next = current.next, let index = members.firstIndex(of: next.member) { viewport.select(index, height: pageHeight) }
        }
    }
}

extension RallyViewModel: ViewModel {}
