import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Observation
import RoutePlanning
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// A trip's timetable, one day at a time, and its editing. The plan is the `PlanStore`'s (one
/// copy for this screen, the list, the map's route and another process); each edit replaces it
/// there at once and is saved behind. Timetables are derived from the plan by the store (in
/// `send`, `layout` and the store's updates) and only read here.
@MainActor
@Observable
public final class PlanViewModel {
    public let id: String
    var viewport = ListViewport()
    /// The last edit's note, kept as its catalog key: read in the language in force when drawn.
    var message: (any Localizable)?
    var nameField: TextFieldState?
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.planStore) var plans
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) var router
    @ObservationIgnored @Dependency(\.clipboard) var clipboard

    public nonisolated static let startStepMinutes = 30
    public nonisolated static let stayStepMinutes = 15

    public init(id: String) { self.id = id }

    /// The breadcrumb's name for the plan: read for every screen of the stack in each frame, so
    /// it reads the plan's name alone.
    public var title: String { plans.plan(id)?.name ?? PlanText.defaultTitle.text }

    public var state: PlanViewState {
        let status = message?.text ?? plans.errorMessage
        guard plans.isLoaded, catalog.phase == .ready else { return PlanViewState(title: title, statusMessage: status, phase: .loading) }
        guard let plan = plans.plan(id) else {
            let phase: PlanViewState.Phase = plans.unreadablePlan(id).map { .unreadable($0) } ?? .notFound(DisplayText.cut(id, limit: 40))
            return PlanViewState(title: title, statusMessage: status, phase: phase)
        }
        let route = plans.route(for: plan) ?? routeWithoutLayout(plan)
        let index = plans.shownDay(of: id)
        let day = route.flatMap { $0.days.indices.contains(index) ? $0.days[index] : nil }
        var shown = viewport
        shown.setCount(day?.timetable.stops.count ?? 0, height: pageHeight)
        let others = (route?.warnings.count ?? 0) - (day?.warnings.count ?? 0)
        var state = PlanViewState(title: title, statusMessage: status, phase: .ready, plan: plan, day: day, dayCount: plan.days.count,
                                  otherWarnings: others, startName: route?.startName, viewport: shown, missing: route?.missing ?? [],
                                  nameField: nameField)
        (state.legTexts, state.legWidth) = day.map(legs) ?? ([], 0)
        return state
    }

    public func appear() {
        effects.run { [weak self, plans, catalog] in
            await plans.load()
            await catalog.load()
            guard let self else { return }
            plans.activate(self.id)
            self.deriveRoute()
        }
    }

    /// Before each frame: the rows a page has, and the timetable of the plan as it is now (the
    /// store derives it only when the plan, the catalog, the facts or the language changed).
    public func layout(pageHeight: Int) {
        self.pageHeight = pageHeight
        deriveRoute()
        _ = state
    }

    /// The plan's timetable, derived here (never while a frame is drawn) for `state` to read.
    func deriveRoute() {
        guard let plan = plans.plan(id) else { return }
        plans.deriveRoute(for: plan)
    }

    /// The timetable where no layout came before the state was read (a test, a script): derived
    /// then. A frame never gets here, as its layout derives first; if one does, the guard says so.
    private func routeWithoutLayout(_ plan: DayPlan) -> PlanRoute? {
        guard catalog.phase == .ready else { return nil }
        FrameComposition.derives("a plan's timetable")
        return plans.deriveRoute(for: plan)
    }

    public func send(_ action: PlanAction) {
        message = nil
        deriveRoute()
        let current = state
        guard let plan = current.plan, let day = current.day else { return }
        viewport.setCount(day.timetable.stops.count, height: pageHeight)
        if sendStopEdit(action, plan: plan, current: current) { return }
        if sendDayEdit(action, plan: plan, current: current) { return }
        if sendTripEdit(action, plan: plan, current: current) { return }
        sendOther(action, plan: plan, current: current)
    }

    /// The day's leg texts and their widest, formatted again only for another day's timetable or
    /// another language (the layout's state read does it before the frame).
    private func legs(_ day: TripDayTimetable) -> (texts: [String], width: Int) {
        lastLegs.value(for: LegsKey(day: day, language: AppLanguage.current)) { key in
            let texts = Self.legTexts(key.day)
            return (texts, texts.map(\.displayWidth).max() ?? 0)
        }
    }

    private struct LegsKey: Equatable {
        var day: TripDayTimetable
        var language: Language
    }

    @ObservationIgnored private var lastLegs = DerivedOnChange<LegsKey, (texts: [String], width: Int)>("a plan's leg texts")

    /// `12.3 km 1時間05分`; the first bath's `出発` where the day starts at it (no leg to show).
    static func legTexts(_ day: TripDayTimetable) -> [String] {
        day.timetable.stops.enumerated().map { index, stop in
            if index == 0, day.timetable.origin == nil || stop.legKilometres == 0 { return PlanText.legStart.text }
            let distance = stop.legKilometres.isFinite ? formatDistance(kilometres: stop.legKilometres) : "? km"
            return "\(distance) \(formatDuration(minutes: stop.legMinutes))"
        }
    }

    /// The day in view's index.
    var dayIndex: Int { plans.shownDay(of: id) }

    /// Replaces the day in view's baths (and its base when it was one of them and is gone).
    func replaceStops(_ plan: DayPlan, day index: Int, with stops: [FacilityID]) -> DayPlan {
        var changed = plan
        guard changed.days.indices.contains(index) else { return plan }
        changed.days[index].stops = stops
        return changed
    }

    /// Shows another day, from its first bath.
    func show(day: Int) {
        plans.show(day: day, of: id)
        viewport = ListViewport()
    }
}

extension PlanViewModel: ViewModel {}
