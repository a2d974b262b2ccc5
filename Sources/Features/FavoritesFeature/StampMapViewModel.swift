import Dependencies
import Entities
import Localization
import MapCore
import MapData
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import TerminalKit

/// The stamp map: the counts are `VisitStatisticsStore`'s; this screen keeps the selection, Japan's
/// outline as cells for the size it was last laid out at, and the runs of shaded cells derived
/// from both, so that a frame only copies runs onto the canvas.
@MainActor
@Observable
public final class StampMapViewModel {
    /// JIS code of the selected prefecture; nil until the counts are in (then the most visited).
    private var selected: Int?
    private var outline: MapOutline?
    /// Kept as its value: its words are read in the language in force when the state is read.
    private var outlineError: MapOutlineError?
    private var raster: PrefectureRaster?
    private var rows: [[ShadeRun]] = []
    private var inset: ShadeRun?
    private var ranking: [(name: String, visits: Int)] = []
    private var mapRight = 0
    private var scale = ShadeScale(maximum: 0)
    /// What `rows` and `ranking` were made from: the raster's size, the counts, the selection and
    /// the language (the ranking names the prefectures in it).
    @ObservationIgnored private var rowsKey: RowsKey?
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.visitStatisticsStore) private var statistics
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.mapOutline) private var mapOutline
    @ObservationIgnored @Dependency(\.router) private var router

    private struct RowsKey: Equatable {
        var width: Int, height: Int
        var source: VisitStatisticsStore.Source?
        var selected: Int?
        var language: Language
    }

    public init() {}

    public func appear() {
        effects.followStatistics(statistics, first: { [weak self, mapOutline] in
            do throws(MapOutlineError) { self?.outline = try await mapOutline.load() } catch { self?.outlineError = error }
        }, update: { [weak self] in self?.rebuild() })
    }

    /// The map's size in cells, told before each frame: a new size lays Japan out again.
    public func layout(mapSize: Size) {
        guard let outline, mapSize.width > 0, mapSize.height > 0 else { return }
        if raster?.width != mapSize.width || raster?.height != mapSize.height {
            let viewport = MapViewport(size: TerminalSize(width: mapSize.width, height: mapSize.height), bounds: PrefectureRaster.mainIslands)
            raster = PrefectureRaster(outline: outline, viewport: viewport)
        }
        rebuild()
    }

    /// The prefecture drawn at a cell of the map, if any.
    public func prefecture(atMapX x: Int, y: Int) -> Int? {
        guard let code = raster?.code(x: x, y: y), code > 0 else { return nil }
        return code
    }

    private var summary: VisitSummary { statistics.summary(year: nil) }

    /// The runs of every row, for the raster, the counts and the selection as they are now.
    private func rebuild() {
        guard statistics.isLoaded else { return }
        let summary = self.summary
        if selected == nil {
            selected = summary.prefectureVisits.max { ($0.value, $1.key) < ($1.value, $0.key) }.flatMap { Int($0.key) } ?? 13
        }
        let key = RowsKey(width: raster?.width ?? 0, height: raster?.height ?? 0, source: statistics.source, selected: selected,
                          language: AppLanguage.current)
        guard key != rowsKey else { return }
        FrameComposition.derives("the stamp map's rows")
        // Kept before drawing anything: `layout` asks every frame, and a write here is a change.
        rowsKey = key
        let scale = ShadeScale(maximum: summary.prefectureVisits.values.max() ?? 0)
        self.scale = scale
        guard let raster else { return }
        var levels = [Int](repeating: 0, count: 256)
        for (code, count) in summary.prefectureVisits { if let number = Int(code), (0..<256).contains(number) { levels[number] = scale.level(count) } }
        inset = raster.shows(47) ? nil : ShadeRun(x: 0, level: levels[47], count: 1, selected: selected == 47)
        mapRight = (0..<raster.width).last { x in (0..<raster.height).contains { raster.code(x: x, y: $0) > 0 } }.map { $0 + 1 } ?? 0
        ranking = summary.prefectureVisits.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(raster.height).map { entry in
            (catalog.prefecture(code: entry.key)?.displayName ?? entry.key, entry.value)
        }
        rows = (0..<raster.height).map { y in
            var runs: [ShadeRun] = []
            for x in 0..<raster.width {
                let code = raster.code(x: x, y: y)
                guard code > 0 else { continue }
                let run = ShadeRun(x: x, level: levels[code], count: 1, selected: code == selected)
                if let last = runs.last, last.x + last.count == x, last.level == run.level, last.selected == run.selected {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(run)
                }
            }
            return runs
        }
    }

    public var state: StampMapViewState {
        var state = StampMapViewState()
        state.isLoaded = statistics.isLoaded && (raster != nil || outlineError != nil || outline != nil)
        state.rows = rows
        state.inset = inset
        state.ranking = ranking
        state.mapRight = mapRight
        state.outlineError = outlineError?.text
        let summary = self.summary
        state.scale = scale
        state.visitedPrefectures = summary.prefectureCount
        state.totalPrefectures = max(47, catalog.prefectures.count)
        state.visits = summary.visits
        state.areas = summary.areas
        if let selected {
            let code = selected < 10 ? "0\(selected)" : "\(selected)"
            state.selectedName = catalog.prefecture(code: code)?.displayName ?? code
            state.selectedVisits = summary.prefectureVisits[code] ?? 0
            state.selectedAreas = summary.prefectureAreas[code] ?? 0
        }
        return state
    }

    public func send(_ action: StampMapAction) {
        switch action {
        case .next: selected = (selected ?? 0) % 47 + 1
        case .previous: selected = ((selected ?? 2) + 45) % 47 + 1
        case .select(let code): selected = code
        case .showList: RecordNavigation.show(.visits, router: router); return
        case .showCalendar: RecordNavigation.show(.visitCalendar(year: nil), router: router); return
        case .showPassport: RecordNavigation.show(.springPassport, router: router); return
        }
        rebuild()
    }
}

extension StampMapViewModel: ViewModel {}
