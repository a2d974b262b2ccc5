import Entities
import Localization

/// Something a day of a trip cannot do as planned, and the change that would fix it.
public struct TripWarning: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// More travel than a day's limit.
        case travelOverLimit
        /// The day ends after the window closes.
        case pastWindow
        /// Reaches a bath after it has closed for the day.
        case afterClosing
        /// Reaches a bath before it opens.
        case beforeOpening
        /// Reaches a bath on its closing day (定休日).
        case closingDay
        /// A leg longer than the mode makes sensible (a long walk).
        case legTooLong
        /// The day ends after midnight.
        case afterMidnight
    }

    /// A change the plan screen makes with one key.
    public enum Fix: Hashable, Sendable {
        /// Split the trip into days again, as few as fit.
        case split
        /// Reorder the day around closed baths.
        case reorder
        /// Move the bath to this day (0-based), where it is open.
        case moveToDay(Int)
        /// Drop the bath.
        case drop
        case switchMode(TravelMode)

        /// `日程を分ける` / `split into days` …: what the fix key does, for the screen and the
        /// summary, in the language in force.
        public var text: String { wording.text }

        public var wording: RouteText {
            switch self {
            case .split: .fixSplit
            case .reorder: .fixReorder
            case .moveToDay(let day): .fixMoveToDay(day: day + 1)
            case .drop: .fixDrop
            case .switchMode(let mode): .fixSwitchMode(mode: mode)
            }
        }

        /// `split`, `reorder`, `moveToDay:2` (1-based), `drop`, `switchMode:car`: for JSON.
        public var code: String {
            switch self {
            case .split: "split"
            case .reorder: "reorder"
            case .moveToDay(let day): "moveToDay:\(day + 1)"
            case .drop: "drop"
            case .switchMode(let mode): "switchMode:\(mode.rawValue)"
            }
        }
    }

    public var kind: Kind
    /// The warning in both languages, read in the one in force when shown.
    public var wording: LocalizedText
    public var message: String { wording.text }
    /// The bath it is about, if one.
    public var stop: FacilityID?
    public var fix: Fix

    public init(kind: Kind, wording: RouteText, stop: FacilityID? = nil, fix: Fix) {
        self.init(kind: kind, wording: wording.localized, stop: stop, fix: fix)
    }

    /// A warning in one wording for every language (tests, stored text).
    public init(kind: Kind, message: String, stop: FacilityID? = nil, fix: Fix) {
        self.init(kind: kind, wording: LocalizedText(verbatim: message), stop: stop, fix: fix)
    }

    public init(kind: Kind, wording: LocalizedText, stop: FacilityID? = nil, fix: Fix) {
        self.kind = kind
        self.wording = wording
        self.stop = stop
        self.fix = fix
    }
}
