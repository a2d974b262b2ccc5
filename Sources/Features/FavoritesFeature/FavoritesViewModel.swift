import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases
import Widgets

/// The Favorites tab. The list itself lives in `FavoritesStore`; this keeps only what is the
/// screen's own (sort, filter, selection, the pending undo), so it never holds a stale copy.
@MainActor
@Observable
public final class FavoritesViewModel {
    /// The screen's own fields (sort, filter, selection, marks, the pending undo).
    private var own = FavoritesViewState()
    /// Rows the list has where it is drawn (told by `layout`); page keys move by this much.
    @ObservationIgnored public var pageHeight = 10
    /// Loads and writes this screen started; cancelled when it leaves its stack.
    public let effects = Effects()
    /// How long `u` can undo a removal.
    public static let undoWindow = Duration.seconds(5)

    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.continuousClock) private var clock
    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.date) private var date

    public init() {}

    public func appear() {
        effects.run { [favorites, visitLog, catalog] in
            if !favorites.isLoaded { await favorites.load() }
            if !visitLog.isLoaded { await visitLog.load() }
            await catalog.load()
        }
    }

    /// Everything the screen shows: its own fields and the stores' rows as they are now.
    public var state: FavoritesViewState {
        var state = own
        state.content = content
        return state
    }

    /// What the stores own, as this screen shows it: rows filtered and sorted.
    private var content: FavoritesContent {
        FavoritesContent(isLoaded: favorites.isLoaded && catalogSettled, rows: rows, total: favorites.favorites.count)
    }

    private var catalogSettled: Bool {
        switch catalog.phase {
        case .ready, .failed: true
        case .idle, .loading: false
        }
    }

    /// The favourites as rows, filtered by the query and in the chosen order: derived when the
    /// favourites, the catalog, the visit log, the query, the order or the language changed (in
    /// `send` and `layout`, before a frame), and only read while a frame is drawn.
    public var rows: [FavoriteRow] {
        let key = RowsKey(favorites: favorites.favorites, catalogRevision: catalog.revision, engine: catalog.searchEngine.map { ObjectIdentifier($0) },
                          visitsRevision: visitLog.revision, query: own.filter.text, sort: own.sort, language: AppLanguage.current)
        return derivedRows.value(for: key) { _ in deriveRows() }
    }

    /// What the rows are derived from. The language too: names and prefectures are the language's.
    private struct RowsKey: Equatable {
        var favorites: [Favorite]
        var catalogRevision: Int
        /// The place search the query's filter uses, which may come after the catalog.
        var engine: ObjectIdentifier?
        var visitsRevision: Int
        var query: String
        var sort: FavoritesSort
        var language: Language
    }

    @ObservationIgnored private var derivedRows = DerivedOnChange<RowsKey, [FavoriteRow]>("the favourites' rows")

    /// Before each frame: the rows a page has, and the rows themselves brought up to date.
    public func layout(pageHeight: Int) {
        self.pageHeight = pageHeight
        _ = rows
    }

    private func deriveRows() -> [FavoriteRow] {
        // One lookup per favourite in the catalog's id table, reading only the columns shown: no
        // index of the whole catalog, no whole listing made.
        let listings = catalog.listings
        let all = favorites.favorites.map { favorite in
            let place = listings.position(of: favorite.id)
            return FavoriteRow(
                id: favorite.id, name: place.map(listings.displayName(at:)) ?? favorite.id.rawValue, reading: place.map(listings.reading(at:)) ?? "",
                romaji: place.map(listings.romaji(at:)) ?? "", prefectureCode: place.map(listings.prefectureCode(at:)) ?? "99",
                prefectureName: place.map(listings.prefectureDisplayName(at:)) ?? "—",
                temperatureText: place.map { formatTemperatureColumn(listings.maxTemperature(at: $0)) } ?? "—",
                springType: place.flatMap(listings.springTypeDisplay(at:)), addedAt: favorite.addedAt, visitCount: visitLog.visitCount(for: favorite.id))
        }
        let places = placeFilter(own.filter.text)
        return own.sort.apply(all.filter { $0.matches(own.filter.text, places: places) })
    }

    /// The last query's place filter: the search runs only when the query or the catalog changes.
    @ObservationIgnored private var lastPlaceFilter: (engine: ObjectIdentifier, filter: PlaceFilter)?

    private func placeFilter(_ query: String) -> PlaceFilter? {
        guard !query.isEmpty, let engine = catalog.searchEngine else { return nil }
        if let last = lastPlaceFilter, last.engine == ObjectIdentifier(engine), last.filter.query == query { return last.filter }
        let filter = engine.placeFilter(query)
        lastPlaceFilter = (ObjectIdentifier(engine), filter)
        return filter
    }

    /// Synchronous: the list changes at once (the store updates optimistically); the writes go on
    /// as effects.
    public func send(_ action: FavoritesAction) {
        own.notice = nil
        let count = rows.count
        own.viewport.setCount(count, height: pageHeight)
        switch action {
        case .moveDown: own.viewport.move(by: 1, height: pageHeight)
        case .moveUp: own.viewport.move(by: -1, height: pageHeight)
        case .select(let index): own.viewport.select(index, height: pageHeight)
        case .first: own.viewport.first(height: pageHeight)
        case .last: own.viewport.last(height: pageHeight)
        case .pageDown: own.viewport.page(1, height: pageHeight)
        case .pageUp: own.viewport.page(-1, height: pageHeight)
        case .open:
            if let row = selectedRow { router.navigate(to: .facility(row.id)) }
        case .remove: remove()
        case .undo: undo()
        case .moveItemDown: moveItem(by: 1)
        case .moveItemUp: moveItem(by: -1)
        case .cycleSort:
            let selected = selectedRow?.id
            own.sort = own.sort.next
            select(selected)
        case .showVisits: router.navigate(to: .visits)
        case .showRallies: router.navigate(to: .rallies)
        case .showPlans: router.navigate(to: .plans)
        case .toggleMark:
            guard let row = selectedRow else { return }
            if let index = own.marked.firstIndex(of: row.id) { own.marked.remove(at: index) } else { own.marked.append(row.id) }
            own.viewport.move(by: 1, height: pageHeight)
        case .plan:
            let current = Set(favorites.favorites.map(\.id))
            let marked = own.marked.filter(current.contains)
            let areas = marked.isEmpty ? rows.map(\.id) : marked
            guard !areas.isEmpty else { own.notice = FavoritesText.nothingToPlan.text; return }
            // More than a plan holds is refused, naming the limit: none is left out silently.
            guard areas.count <= DayPlan.maximumStops else { own.notice = DayPlan.tooManyStops(areas.count); return }
            effects.run { [weak self, plans, router] in
                await plans.load()
                let name = plans.defaultName(FavoritesText.planName.text, date: plans.today)
                guard let plan = await plans.create(name: name, origin: .favorites, areas: areas) else {
                    self?.own.notice = plans.errorMessage
                    return
                }
                self?.own.marked = []
                router.navigate(to: .plan(plan.id))
            }
        case .focusFilter:
            own.focus = .filter
            own.filter.moveToEnd()
        case .filter(let edit):
            if own.filter.apply(edit) { filterChanged() }
            if edit == .submit || edit == .leave { own.focus = .list }
        }
    }

    private var selectedRow: FavoriteRow? {
        let all = rows
        return all.indices.contains(own.viewport.selection) ? all[own.viewport.selection] : nil
    }

    private func select(_ id: FacilityID?) {
        let all = rows
        own.viewport.setCount(all.count, height: pageHeight)
        if let id, let index = all.firstIndex(where: { $0.id == id }) { own.viewport.select(index, height: pageHeight) }
    }

    private func filterChanged() {
        own.viewport.setCount(rows.count, height: pageHeight)
        own.viewport.first(height: pageHeight)
    }

    private func remove() {
        guard let row = selectedRow else { return }
        let clock = self.clock
        // The row goes at once (the store removes it before its write); the undo offer follows
        // when the write has succeeded, with its window counted from then.
        effects.run { [weak self, favorites] in
            guard let removed = await favorites.remove(row.id), let self else { return }
            self.own.undo = FavoritesViewState.PendingUndo(favorite: removed, name: row.name)
            self.own.viewport.setCount(self.rows.count, height: self.pageHeight)
            let deadline = Deadline(after: Self.undoWindow, on: clock)
            self.effects.schedule("undo window") { [weak self] in
                do { try await deadline.reached() } catch { return }
                if self?.own.undo?.favorite == removed { self?.own.undo = nil }
            }
        }
    }

    private func undo() {
        guard let pending = own.undo else {
            own.notice = FavoritesText.nothingToUndo.text
            return
        }
        own.undo = nil
        effects.schedule("undo window") {}
        effects.run { [weak self, favorites] in
            await favorites.restore(pending.favorite)
            self?.select(pending.favorite.id)
        }
    }

    private func moveItem(by offset: Int) {
        guard own.sort == .mine else {
            own.notice = FavoritesText.reorderInMyOrder(sortKey: FavoritesScreen.listKeys.label(for: .cycleSort)).text
            return
        }
        guard let row = selectedRow else { return }
        effects.run { [weak self, favorites] in
            await favorites.move(row.id, by: offset)
            self?.select(row.id)
        }
        select(row.id)
    }
}

extension FavoritesViewModel: ViewModel {}
