import Dependencies
import Entities
import Localization
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
    /// The last notice, kept as its catalog key: read in the language in force when drawn.
    private var message: (any Localizable)?
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.searchFilterStore) private var filters

    public init(id: RallyID) { self.id = id }

    /// The breadcrumb's name for the rally: read for every screen of the stack in each frame, so
    /// it reads the name alone.
    public var title: String { rallies.rally(id)?.shownName ?? id.rawValue }

    /// Before each frame: the rows a page has, and what the page shows beside the progress.
    public func layout(pageHeight: Int) {
        self.pageHeight = pageHeight
        _ = state
    }

    public var state: RallyViewState {
        guard rallies.isLoaded else { return RallyViewState(title: title, phase: .loading) }
        guard let progress = rallies.progress(for: id) else { return RallyViewState(title: title, phase: .notFound(id)) }
        var shown = viewport
        shown.setCount(progress.rally.members.count, height: pageHeight)
        let derived = derivedParts(progress)
        var state = RallyViewState(title: title, phase: .ready(progress), next: derived.next, catalogNames: derived.names,
                                   viewport: shown, pass: derived.pass, message: message?.text)
        state.prefectureNames = derived.prefectures
        return state
    }

    private struct Derived {
        var next: RallyViewState.Next?
        var names: [Int: String]
        var prefectures: [Int: String]
        var pass: RallyPassTerms?
    }

    private struct DerivedKey: Equatable {
        var progress: RallyProgress
        var visits: Int
        var listings: Int
        /// The names are the catalog's in the language in force.
        var language: Language
    }

    /// What the page shows beside the progress, derived once per change of the rally's progress,
    /// the log or the catalog, not per frame: the stamp card's nearest prefecture looks at every
    /// area of the ones not yet stamped.
    @ObservationIgnored private var derivedCache = DerivedOnChange<DerivedKey, Derived>("the rally's next bath")

    private func derivedParts(_ progress: RallyProgress) -> Derived {
        let listings = catalog.listings
        let key = DerivedKey(progress: progress, visits: visitLog.revision, listings: listings.count, language: AppLanguage.current)
        return derivedCache.value(for: key) { _ in derive(progress) }
    }

    private func derive(_ progress: RallyProgress) -> Derived {
        let listings = catalog.listings
        var next: RallyViewState.Next?
        if let last = visitLog.visits.first, let origin = listings.position(of: last.facilityID),
           let nearest = progress.nearestUnvisited(to: listings.coordinate(at: origin), coordinate: { listings.position(of: $0).map(listings.coordinate(at:)) }) {
            next = .init(member: nearest.member, kilometres: nearest.kilometres, fromName: listings.displayName(at: origin))
        }
        let (names, prefectures) = RallyMemberNames.of(
            progress.rally, displayName: { listings.position(of: $0).map(listings.displayName(at:)) }, prefectures: catalog.prefectures)
        return Derived(next: next, names: names, prefectures: prefectures, pass: RallyPassTerms(for: progress.rally))
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
            effects.run { [weak self, plans, router] in
                guard let plan = await plans.create(for: progress.rally) else {
                    if !Task.isCancelled { self?.message = plans.errorMessage.map(LocalizedText.init(verbatim:)) }
                    return
                }
                router.navigate(to: .plan(plan.id))
            }
        case .buyPass:
            guard current.pass != nil else {
                message = RallyText.noPass
                return
            }
            router.navigate(to: .passPurchase(id))
        case .focusNext:
            if let next = current.next, let index = members.firstIndex(of: next.member) { viewport.select(index, height: pageHeight) }
        }
    }
}

extension RallyViewModel: ViewModel {}
