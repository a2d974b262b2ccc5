import Entities
import Foundation
import Localization
import RoutePlanning
import Widgets

/// A trip as its screen shows it: the plan (from `PlanStore`), the day in view and its timetable
/// (derived from the plan, the catalog and the opening hours on the day's date), and the selection.
public struct PlanViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case notFound(String)
        /// Stored, but not a plan this version will use (issue 34.2): kept, with why.
        case unreadable(UnreadablePlan)
        case ready
    }

    /// The plan's name, for the breadcrumb.
    public var title: String
    /// The last edit's note, or the store's error.
    public var statusMessage: String?
    public var phase: Phase
    public var plan: DayPlan?
    /// The day in view.
    public var day: TripDayTimetable?
    public var dayCount: Int
    /// Warnings on other days of the trip.
    public var otherWarnings: Int
    /// The start's name when the first day starts at an area of its own.
    public var startName: String?
    public var viewport: ListViewport
    /// Stops of the plan the catalog no longer has.
    public var missing: [FacilityID]
    /// The new name being typed (`e`), or nil.
    public var nameField: TextFieldState?
    /// Each bath's leg as the timetable shows it (`出発` for a start where it stands).
    public var legTexts: [String] = []
    /// The widest of `legTexts`: the leg column is never cut.
    public var legWidth = 0

    public init(title: String? = nil, statusMessage: String? = nil, phase: Phase = .loading, plan: DayPlan? = nil,
                day: TripDayTimetable? = nil, dayCount: Int = 1, otherWarnings: Int = 0, startName: String? = nil,
                viewport: ListViewport = ListViewport(), missing: [FacilityID] = [], nameField: TextFieldState? = nil) {
        self.title = title ?? PlanText.defaultTitle.text
        self.statusMessage = statusMessage
        self.phase = phase
        self.plan = plan
        self.day = day
        self.dayCount = dayCount
        self.otherWarnings = otherWarnings
        self.startName = startName
        self.viewport = viewport
        self.missing = missing
        self.nameField = nameField
    }

    /// `+1` for a moment past the day's midnight (the next day's hours apply), else two spaces.
    public func nextDayMark(_ date: Date) -> String {
        guard let day, date.timeIntervalSince(day.date.japanMoment(minute: 0)) >= 86_400 else { return "  " }
        return "+1"
    }

    /// The day in view's timetable.
    public var route: RoutePlan? { day?.timetable }

    public var focusedStop: PlannedStop? {
        guard let route, route.stops.indices.contains(viewport.selection) else { return nil }
        return route.stops[viewport.selection]
    }

    /// The warning the fix key takes: the focused bath's, else the day's first.
    public var warningToFix: TripWarning? {
        guard let day else { return nil }
        if let focused = focusedStop, let own = day.warnings.first(where: { $0.stop == focused.stop.id }) { return own }
        return day.warnings.first
    }
}
