import CatalogColumns
import Dependencies
import Entities
import Localization
import MapCore
import MapData
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit

/// The map. Its own state is only the camera (centre, zoom), the border toggle and the focus; the
/// areas come from `CatalogStore`. The scene (the spatial grid, the rasterised coast, the markers,
/// the nearest list) is built in `send` and in the screen's `layout`, keyed by the catalog's
/// revision, the filters, the favourites and the camera, never while a frame is composed:
/// `state` only reads it. `n`/`N` (which only move the focus) reuse the last picture.
@MainActor
@Observable
public final class MapViewModel {
    /// The zoom a facility opens at from its detail screen: ~10–20 km across, so its neighbours
    /// show around it.
    public nonisolated static let focusZoom = 7
    public nonisolated static let nearestLimit = 20

    private var center = GeoBounds.japan.center
    private var zoom = MapViewport.zoomLevels.lowerBound
    private var showBorders = false
    /// The focused area; nil means the nearest to the centre.
    private var focusID: FacilityID?
    private var outlinePhase = OutlinePhase.loading
    /// The last notice, kept as its catalog key: read in the language in force when drawn.
    private var message: MapText?

    /// Cells the map is drawn in, set by the screen from its layout before each drawing. Not
    /// observed: a resize redraws anyway, and the drawing that sets it reads the new state.
    @ObservationIgnored public private(set) var mapSize = TerminalSize(width: 80, height: 20)
    /// Favourite areas get their own mark, read from the favourites store (the single source of
    /// truth), so a ★ toggled anywhere shows on the map at once.
    private var favorites: Set<FacilityID> { favoritesStore.ids }
    @ObservationIgnored @Dependency(\.favoritesStore) private var favoritesStore
    @ObservationIgnored @Dependency(\.searchFilterStore) private var filterStore
    @ObservationIgnored private var filteredCache = DerivedOnChange<FilteredKey, CatalogListings>("the map's filtered areas")

    private struct FilteredKey: Equatable {
        var filter: FacilityFilter
        var catalogRevision: Int
    }

    /// The areas on the map: the catalog, narrowed by the search screen's filters (a selection
    /// of the catalog's rows, not a copy of them).
    var shownListings: CatalogListings {
        let filter = filterStore.filter.withoutArea
        let all = catalog.listings
        if filter.isEmpty { return all }
        return filteredCache.value(for: FilteredKey(filter: filter, catalogRevision: catalog.revision)) { all.filtered(by: $0.filter) }
    }

    @ObservationIgnored private let initialFocus: FacilityID?
    /// A rally or a plan drawn over the map, numbered; nil for the plain map.
    @ObservationIgnored public let subject: JourneyMapSubject?
    /// The numbered stop in focus on a journey map (0-based).
    private var journeyFocus: Int?
    @ObservationIgnored private var journeyCache = DerivedOnChange<JourneyKey, JourneyLayer>("the map's journey layer")
    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored private var appliedInitialFocus = false
    @ObservationIgnored private var outline = MapOutline(prefectures: [], segments: [])
    @ObservationIgnored private var index = MarkerIndex()
    @ObservationIgnored private var pictureCache = DerivedOnChange<PictureKey, Picture>("the map's picture")
    @ObservationIgnored private var nearestCache = DerivedOnChange<NearestKey, [NearestArea]>("the map's nearest areas")
    /// What `state` draws: built by `updateScene` (from `send`, the layout and the loads).
    @ObservationIgnored private var scene: (picture: Picture, nearest: [NearestArea], journey: JourneyLayer?)?
    /// How many times the grid or the picture was built: the test that composing only reads.
    @ObservationIgnored private(set) var scenesBuilt = 0
    /// The outline and catalog loads; cancelled when the screen leaves its stack.
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.mapOutline) private var mapOutline
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date

    /// A failure kept as its value: its words are read in the language in force when drawn.
    private enum OutlinePhase: Equatable { case loading, ready, failed(MapOutlineError) }

    /// `focus`: the area to centre on and focus once the catalog is loaded (`m` on a facility).
    public init(focus: FacilityID? = nil, subject: JourneyMapSubject? = nil) {
        initialFocus = focus
        self.subject = subject
    }

    /// The breadcrumb's name for the map: read for every screen of the stack in each frame (this
    /// one may be under another, never laid out), so it reads the layer last built and one
    /// listing, not the whole state.
    var title: String {
        guard let journey = scene?.journey else {
            // A map opened on an area names it: the tab's own map is already `地図` below it.
            if subject == nil, let initialFocus { return catalog.listing(initialFocus).map { MapText.around(name: $0.displayName).text } ?? MapText.map.text }
            return MapText.map.text
        }
        return MapText.journeyTitle(journey.title).text
    }

    public var viewport: MapViewport { MapViewport(center: center, zoom: zoom, size: mapSize) }

    public var state: MapViewState {
        // What the scene is built from, read so that a change to any of them draws a new frame
        // (whose layout builds the scene first).
        _ = (catalog.revision, filterStore.filter, favoritesStore.ids, outlinePhase, showBorders)
        readJourneyInputs()
        let viewport = self.viewport
        let phase: MapViewState.Phase = switch catalog.phase {
        case .idle: .loading(MapText.loadingCatalog.text)
        case .loading(let progress): .loading(MapText.loadingProgress(progress.label).text)
        case .failed(let error): .failed(error.description)
        case .ready: outlinePhase == .loading ? .loading(MapText.loadingMap.text) : .ready
        }
        let picture = scene?.picture ?? Picture(coast: BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells), borders: nil, markers: [])
        let nearest = scene?.nearest ?? []
        let focusIndex = nearest.isEmpty ? nil : (nearest.firstIndex { $0.id == focusID } ?? 0)
        var focusCell: Point?
        if let focusIndex, let cell = viewport.cell(for: GeoPoint(nearest[focusIndex].coordinate)) {
            focusCell = Point(x: cell.x, y: cell.y)
        }
        var note = message?.text
        if note == nil, case .failed(let error) = outlinePhase { note = MapText.noOutline(reason: error.text).text }
        let journey = scene?.journey
        return MapViewState(
            phase: phase, viewport: viewport, showBorders: showBorders, coast: picture.coast, borders: picture.borders,
            markers: picture.markers, nearest: nearest, focusIndex: focusIndex, focusCell: focusCell, message: note, journey: journey,
            title: title)
    }

    /// Adopts the size of the map area (the screen's layout, before each frame) and brings the
    /// scene up to date; cheap when nothing it is built from changed.
    public func setMapSize(_ size: TerminalSize) {
        mapSize = size
        updateScene()
    }

    /// Builds the picture and the nearest list for the camera, catalog, filters and favourites as
    /// they are now, unless the last build was for the same.
    private func updateScene() {
        let listings = shownListings
        let before = pictureCache.derivations + nearestCache.derivations
        let picture = picture(viewport: viewport, listings: listings)
        let nearest = nearest(listings: listings)
        if before != pictureCache.derivations + nearestCache.derivations || scene == nil { scenesBuilt += 1 }
        scene = (picture, nearest, journeyLayer(viewport: viewport))
    }

    /// Loads the outline and the catalog as effects this screen owns; returns at once.
    public func appear() {
        effects.run("outline") { [weak self] in await self?.loadOutline() }
        effects.run("catalog") { [weak self] in
            guard let self else { return }
            await self.catalog.load()
            switch self.subject {
            case .rally: await self.rallies.load()
            case .plan: await self.plans.load()
            case nil: break
            }
            self.applyInitialFocus()
            self.updateScene()
        }
    }

    private func loadOutline() async {
        do {
            let loaded = try await mapOutline.load()
            guard !Task.isCancelled else { return }
            outline = loaded
            // The picture's key holds whether the outline is ready: this draws it again.
            outlinePhase = .ready
        } catch {
            outlinePhase = .failed(error)
        }
        updateScene()
    }

    /// Centres on the facility the map was opened for, once: coming back to the map later keeps
    /// wherever the user had moved it.
    private func applyInitialFocus() {
        guard !appliedInitialFocus, catalog.phase == .ready else { return }
        appliedInitialFocus = true
        if subject != nil {
            fitJourney()
            return
        }
        guard let id = initialFocus else { return }
        guard let listing = catalog.listing(id) else {
            message = .unknownArea(id: id.rawValue)
            return
        }
        center = GeoPoint(listing.coordinate)
        zoom = Self.focusZoom
        focusID = id
    }

    public func send(_ action: MapAction) {
        message = nil
        updateScene()
        defer { updateScene() }
        switch action {
        case .pan, .drag, .zoomIn, .zoomOut, .reset: moveCamera(action)
        case .nextMarker: stepFocus(by: 1)
        case .previousMarker: stepFocus(by: -1)
        case .selectNearest(let row):
            // The list as drawn: the scene's, which the click was made on.
            let shown = scene?.nearest ?? []
            if shown.indices.contains(row) { focusID = shown[row].id }
        case .open:
            if let focus = state.focus { router.navigate(to: .facility(focus.id)) }
        case .toggleBorders:
            showBorders.toggle()
        case .searchThisArea:
            let box = viewport.visibleBounds
            filterStore.searchArea(CoordinateBox(minLatitude: box.minLat, maxLatitude: box.maxLat,
                                                 minLongitude: box.minLon, maxLongitude: box.maxLon))
            router.select(tab: .search)
            router.popToRoot()
        case .planView: planView()
        case .addToPlan: addToPlan()
        case .nextStop: stepJourney(by: 1)
        case .previousStop: stepJourney(by: -1)
        case .nextDay, .previousDay: stepDay(forward: action == .nextDay)
        }
    }

    /// Pans, drags and zooms: the camera is the map's own state.
    private func moveCamera(_ action: MapAction) {
        switch action {
        case .pan(let direction):
            var moved = viewport
            moved.pan(direction)
            center = moved.center
            keepFocusIfNear()
        case .drag(let dx, let dy):
            // What was under the pointer stays under it: the centre moves the other way.
            let view = viewport
            let origin = view.cellCenter(x: 0, y: 0), moved = view.cellCenter(x: dx, y: dy)
            center = GeoPoint(center.lat - (moved.lat - origin.lat), center.lon - (moved.lon - origin.lon))
            keepFocusIfNear()
        case .zoomIn:
            if zoom < MapViewport.zoomLevels.upperBound { zoom += 1 } else { message = .closestZoom }
        case .zoomOut:
            if zoom > MapViewport.zoomLevels.lowerBound { zoom -= 1 } else { message = .allOfJapan }
        case .reset:
            center = GeoBounds.japan.center
            zoom = MapViewport.zoomLevels.lowerBound
            focusID = nil
        default: break
        }
    }

    /// The focus stays on its area while that is still among the nearest, so a small pan to
    /// look around it does not lose it; otherwise it returns to the area at the crosshair.
    private func keepFocusIfNear() {
        if let focusID, !nearest(listings: shownListings).contains(where: { $0.id == focusID }) {
            self.focusID = nil
        }
    }

    /// `p`: a day plan of the areas in view nearest the crosshair (a day holds about ten baths).
    private func planView() {
        let box = viewport.visibleBounds
        let inView = nearest(listings: shownListings).filter { box.contains(GeoPoint($0.coordinate)) }.prefix(Self.planLimit)
        guard !inView.isEmpty else { message = .noAreaInView; return }
        let areas = inView.map(\.id)
        effects.run { [plans, router] in
            await plans.load()
            let name = plans.defaultName(MapText.defaultPlanName.text, date: plans.today)
            if let plan = await plans.create(name: name, origin: .map, areas: Array(areas)) { router.navigate(to: .plan(plan.id)) }
        }
    }

    /// `a`: the focused area joins the active plan's last day.
    private func addToPlan() {
        guard let focus = state.focus else { return }
        guard let plan = plans.activePlan else {
            message = .noPlanYet(key: MapScreen.keyMap.label(for: .planView))
            return
        }
        message = plans.addToActive(focus.id) ? .added(name: focus.name, plan: plan.name) : .notAdded(name: focus.name)
    }

    /// `}` / `{` on a trip's map: the next or previous day's route, fitted.
    private func stepDay(forward: Bool) {
        guard case .plan(let id) = subject, let plan = plans.plan(id) else {
            message = .daysOnPlanMapOnly
            return
        }
        let day = plans.shownDay(of: id) + (forward ? 1 : -1)
        guard plan.days.indices.contains(day) else {
            message = .tripDays(count: plan.days.count)
            return
        }
        plans.show(day: day, of: id)
        journeyFocus = nil
        fitJourney()
    }

    /// How many areas in view `p` plans.
    public nonisolated static let planLimit = 10

    // MARK: Journey maps

    /// A rally's members or a plan's stops, numbered, from the stores (so an edit of the plan, or
    /// a visit recorded, shows at once).
    var journeyOverlay: JourneyOverlay? {
        switch subject {
        case nil: return nil
        case .rally(let id):
            guard let progress = rallies.progress(for: id) else { return nil }
            let points = progress.rally.members.compactMap { member -> JourneyOverlay.Point? in
                guard let area = member.primaryArea, let listing = catalog.listing(area) else { return nil }
                return .init(number: member.position, id: area, name: member.name, coordinate: listing.coordinate,
                             isDone: progress.firstVisit(of: member) != nil)
            }
            return JourneyOverlay(title: progress.rally.shownName, points: points, origin: nil, connects: false)
        case .plan(let id):
            // One day's route at a time: the day the plan screen shows, stepped with } and {.
            guard let plan = plans.plan(id), let route = plans.deriveRoute(for: plan), !route.days.isEmpty else { return nil }
            let day = route.days[min(plans.shownDay(of: id), route.days.count - 1)]
            let points = day.timetable.stops.map {
                JourneyOverlay.Point(number: $0.order, id: $0.stop.id, name: $0.stop.name, coordinate: $0.stop.coordinate,
                                     isDone: $0.availability.isClosed)
            }
            // The day first: a long name is what the breadcrumb cuts.
            let title = route.days.count == 1 ? plan.name
                : MapText.dayTitle(day: day.index + 1, days: route.days.count, heading: day.heading, plan: plan.name).text
            let origin = day.timetable.origin.flatMap { $0 == day.timetable.stops.first?.stop.coordinate ? nil : $0 }
            return JourneyOverlay(title: title, points: points, origin: origin, connects: true)
        }
    }

    /// Reads what the journey layer is built from (the rally's progress; the plan, its timetable
    /// and the day in view), so that a change to any of them draws a new frame, whose layout
    /// builds the layer again: `state` reads the layer, never builds it.
    private func readJourneyInputs() {
        switch subject {
        case nil: break
        case .rally(let id): _ = rallies.progress(for: id)
        case .plan(let id):
            _ = plans.plan(id).map { plans.route(for: $0) }
            _ = plans.shownDay(of: id)
        }
    }

    private struct JourneyKey: Equatable {
        var overlay: JourneyOverlay
        var viewport: MapViewport
        var focus: Int?
        /// The layer's words (its title, the focused stop) are the language's.
        var language: Language
    }

    private func journeyLayer(viewport: MapViewport) -> JourneyLayer? {
        guard let overlay = journeyOverlay else { return nil }
        let key = JourneyKey(overlay: overlay, viewport: viewport, focus: journeyFocus, language: AppLanguage.current)
        return journeyCache.value(for: key) { key in JourneyLayer(overlay, viewport: key.viewport, focus: key.focus) }
    }

    /// Centres on the stops and zooms in as far as shows them all.
    private func fitJourney() {
        guard let overlay = journeyOverlay, !overlay.points.isEmpty else { return }
        let all = overlay.points.map(\.coordinate) + (overlay.origin.map { [$0] } ?? [])
        let lats = all.map(\.latitude), lons = all.map(\.longitude)
        guard let minLat = lats.min(), let maxLat = lats.max(), let minLon = lons.min(), let maxLon = lons.max() else { return }
        let middle = GeoPoint(lat: (minLat + maxLat) / 2, lon: (minLon + maxLon) / 2)
        // A cell of margin on each side: a marker on the very edge is hard to see.
        let inner = TerminalSize(width: max(1, mapSize.width - 2), height: max(1, mapSize.height - 2))
        var fitted = MapViewport.zoomLevels.lowerBound
        for level in MapViewport.zoomLevels.reversed() {
            let view = MapViewport(center: middle, zoom: level, size: inner)
            if all.allSatisfy({ view.cell(for: GeoPoint($0)) != nil }) { fitted = level; break }
        }
        center = middle
        zoom = fitted
        journeyFocus = 0
        focusID = overlay.points[0].id
    }

    /// Moves the focus along the numbered stops, wrapping, and brings the focused one into view.
    private func stepJourney(by step: Int) {
        guard let overlay = journeyOverlay, !overlay.points.isEmpty else {
            message = .nothingNumbered
            return
        }
        let next = ((journeyFocus ?? -step) + step + overlay.points.count) % overlay.points.count
        journeyFocus = next
        let point = GeoPoint(overlay.points[next].coordinate)
        if viewport.cell(for: point) == nil { center = point }
        focusID = overlay.points[next].id
    }

    /// Moves along the nearest list, wrapping at either end like a search's `n`/`N`.
    private func stepFocus(by step: Int) {
        let nearest = nearest(listings: shownListings)
        guard !nearest.isEmpty else { return }
        let current = nearest.firstIndex { $0.id == focusID } ?? 0
        focusID = nearest[(current + step + nearest.count) % nearest.count].id
    }

    // MARK: Derived parts

    private struct PictureKey: Hashable {
        var viewport: MapViewport
        var showBorders: Bool
        var catalogRevision: Int
        var filter: FacilityFilter
        var favorites: Set<FacilityID>
        var outlineReady: Bool
    }

    private struct Picture {
        var coast: BrailleCanvas
        var borders: BrailleCanvas?
        var markers: [MapMarker]
    }

    private struct NearestKey: Hashable {
        var center: GeoPoint
        var catalogRevision: Int
        var filter: FacilityFilter
        var favorites: Set<FacilityID>
    }

    private func picture(viewport: MapViewport, listings: CatalogListings) -> Picture {
        let key = PictureKey(
            viewport: viewport, showBorders: showBorders, catalogRevision: catalog.revision, filter: filterStore.filter.withoutArea, favorites: favorites,
            outlineReady: outlinePhase == .ready)
        return pictureCache.value(for: key) { _ in drawPicture(viewport: viewport, listings: listings) }
    }

    private func drawPicture(viewport: MapViewport, listings: CatalogListings) -> Picture {
        index.update(listings, revision: catalog.revision, filter: filterStore.filter.withoutArea, favorites: favorites)
        var coast = BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells)
        MapRenderer.draw(outline: outline, viewport: viewport, into: &coast, coast: true, borders: false)
        var borders: BrailleCanvas?
        if showBorders {
            var canvas = BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells)
            MapRenderer.draw(outline: outline, viewport: viewport, into: &canvas, coast: false, borders: true)
            borders = canvas
        }
        // One id per cell is all a single marker needs; a cell with more is drawn by its count.
        let cells = MarkerLayer.aggregate(grid: index.grid, viewport: viewport, idsPerCell: 1)
        var markers: [MapMarker] = []
        markers.reserveCapacity(cells.count + favorites.count)
        for cell in cells {
            let kind: MapMarker.Kind
            if cell.count > 1 {
                kind = .cluster(cell.count)
            } else if let id = cell.ids.first {
                kind = Self.kind(at: id, in: listings, favorites: favorites)
            } else {
                continue
            }
            markers.append(MapMarker(x: cell.x, y: cell.y, kind: kind))
        }
        // Favourites are few and chosen by the user, so they are never lost in a shade: drawn last,
        // on top of whatever shares their cell.
        for point in index.favoritePoints {
            if let cell = viewport.cell(for: point) {
                markers.append(MapMarker(x: cell.x, y: cell.y, kind: .favorite))
            }
        }
        return Picture(coast: coast, borders: borders, markers: markers)
    }

    private func nearest(listings: CatalogListings) -> [NearestArea] {
        let key = NearestKey(center: center, catalogRevision: catalog.revision, filter: filterStore.filter.withoutArea, favorites: favorites)
        return nearestCache.value(for: key) { _ in findNearest(listings: listings) }
    }

    private func findNearest(listings: CatalogListings) -> [NearestArea] {
        index.update(listings, revision: catalog.revision, filter: filterStore.filter.withoutArea, favorites: favorites)
        let found = index.grid.nearest(to: center, limit: Self.nearestLimit)
        let nearest = found.map { point in
            let listing = listings[point.id]
            return NearestArea(
                id: listing.id, name: listing.displayName, coordinate: listing.coordinate, distanceKm: point.distanceKm,
                temperatureText: formatTemperatureColumn(listing.maxTemperature), temperatureClass: listing.temperatureClass,
                kind: Self.kind(at: point.id, in: listings, favorites: favorites))
        }
        return nearest
    }

    static func kind(at position: Int, in listings: CatalogListings, favorites: Set<FacilityID>) -> MapMarker.Kind {
        if !favorites.isEmpty, favorites.contains(listings.id(at: position)) { return .favorite }
        return listings.hasCoupons(at: position) ? .coupon : .area
    }
}

/// The listings' positions in a spatial grid, so a key touches only the areas on screen or near
/// the crosshair; a point's id is its listing's index, so a marker finds its listing without a lookup.
/// The favourites' points too: finding them in a filtered selection is a pass over all of it, which
/// a pan must not repeat.
private struct MarkerIndex {
    private(set) var grid = SpatialGrid(points: [])
    private(set) var favoritePoints: [GeoPoint] = []
    private var builtFor: (revision: Int, filter: FacilityFilter?) = (-1, nil)
    private var favoritesFor: Set<FacilityID>?

    /// Rebuilds when the catalog, the filters or the favourites changed.
    mutating func update(_ listings: CatalogListings, revision: Int, filter: FacilityFilter, favorites: Set<FacilityID>) {
        if builtFor.revision != revision || builtFor.filter != filter {
            grid = SpatialGrid(points: listings.indices.map { ($0, GeoPoint(listings.coordinate(at: $0))) })
            builtFor = (revision, filter)
            favoritesFor = nil
        }
        guard favoritesFor != favorites else { return }
        favoritePoints = favorites.isEmpty ? [] : listings.positions(of: favorites).map { GeoPoint(listings.coordinate(at: $0)) }
        favoritesFor = favorites
    }
}


extension MapViewModel: ViewModel {}
