import Entities
import Foundation
import Localization
import RoutePlanning
import ScreenKit
import TerminalKit
import Widgets

/// Draws a trip's day: the date and the day's settings and totals, then its timetable, one line
/// per bath (a closed bath marked), and the day's warnings with the key that fixes them.
public enum PlanView {
    /// Rows above the timetable: the date and settings, totals, the start line and the column header.
    static let headerRows = 4
    /// The lines under the timetable: the warning to fix, and the rest of the trip.
    static let footerRows = 2

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - headerRows - footerRows) }

    /// Draws the state; returns where the caret of the name field sits while it is typed.
    @discardableResult
    public static func render(_ state: PlanViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        switch state.phase {
        case .loading:
            Messages.centered([PlanText.loading.text], style: .muted, in: rect, on: &canvas)
            return nil
        case .notFound(let id):
            Messages.centered([PlanText.noSuchPlan(id: id).text, PlanText.escBack(key: KeyMention.back.label).text], style: .error, in: rect, on: &canvas)
            return nil
        case .unreadable(let stored):
            Messages.centered([PlanText.unreadable(id: stored.shownID).text, stored.reason, PlanText.unreadableKept.text,
                               PlanText.escBack(key: KeyMention.back.label).text], style: .error, in: rect, on: &canvas)
            return nil
        case .ready:
            break
        }
        guard let plan = state.plan, let day = state.day else { return nil }
        var caret: Point?
        if let field = state.nameField {
            let label = " " + PlanText.nameLabel.text
            let x = canvas.put(label, x: rect.x, y: rect.y, style: .title, clip: rect)
            caret = TextFieldView.render(field, placeholder: "", focused: true, in: Rect(x: x, y: rect.y, width: max(1, rect.maxX - x), height: 1), on: &canvas)
        } else {
            renderTitle(plan, day: day, state: state, in: rect, on: &canvas)
        }
        renderHeader(plan, day: day, state: state, in: rect, on: &canvas)
        let list = Rect(x: rect.x, y: rect.y + headerRows, width: rect.width, height: listHeight(for: rect))
        if day.timetable.stops.isEmpty {
            let keys = PlanScreen.keyMap
            Messages.centered([PlanText.noBathsOnDay.text,
                               PlanText.moveFromNeighbour(next: keys.label(for: .moveStopToNextDay), previous: keys.label(for: .moveStopToPreviousDay)).text,
                               JourneyKeyHints.addFromSearchOrMap().text], style: .title, in: list, on: &canvas)
        } else {
            renderStops(day.timetable, state: state, in: list, on: &canvas)
        }
        let footer = Rect(x: rect.x, y: rect.maxY - footerRows, width: rect.width, height: footerRows)
        renderFooter(day, state: state, in: footer, on: &canvas)
        return caret
    }

    /// `2/3日目 12/06 (日) 出発 9:00 JST · 車 40 km/h · 滞在 45分 · 4か所`
    static func renderTitle(_ plan: DayPlan, day: TripDayTimetable, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let route = day.timetable
        let speed = formatMeasurement(route.mode.kilometresPerHour)
        let settings = PlanText.settings(day: day.index + 1, days: state.dayCount, heading: day.heading, departure: route.departureTime.clockText,
                                         mode: route.mode, speed: speed, stayMinutes: route.stayMinutes, stops: route.stops.count)
        canvas.put(" " + settings.text, x: rect.x, y: rect.y, style: .title, clip: rect)
    }

    static func renderHeader(_ plan: DayPlan, day: TripDayTimetable, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let totals = PlanText.totals(distance: formatDistance(kilometres: day.travelKilometres), factor: formatMeasurement(RouteDistance.detourFactor),
                                     travel: formatDuration(minutes: day.travelMinutes), end: CivilTimeText.clock(day.end),
                                     endsNextDay: day.end.timeIntervalSince(day.date.japanMoment(minute: 0)) >= 86_400, base: day.base?.name)
        canvas.put(" " + totals.text, x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        let origin: PlanText
        if day.index > 0 {
            origin = .startAtLastNightsBase(previousDay: day.index, key: PlanScreen.keyMap.label(for: .baseHere))
        } else {
            origin = state.startName.map { .startAt(name: $0) } ?? .startAtFirst(key: PlanScreen.keyMap.label(for: .startHere))
        }
        canvas.put(" " + origin.text, x: rect.x, y: rect.y + 2, style: .normal, clip: rect)
        let headerStyle = Style(.muted, underline: true)
        let header = Rect(x: rect.x, y: rect.y + 3, width: rect.width, height: 1)
        canvas.fill(header, style: headerStyle)
        let columns = columns(rect.width, state: state)
        // Under the rows' columns: the order (5 cells), arrival and departure (9 each), the name.
        let times = "  #  " + PlanText.columnArrival.text.padded(toWidth: 9) + PlanText.columnDeparture.text.padded(toWidth: 9)
        canvas.put((times + PlanText.columnBath.text).padded(toWidth: columns.name + 25) + PlanText.columnLeg.text.padded(toWidth: columns.leg)
                   + " " + PlanText.columnHours.text, x: header.x, y: header.y, style: headerStyle, clip: header)
    }

    struct Columns {
        var name: Int
        var leg: Int
    }

    /// The leg column as wide as the day's longest leg, never cut; the name gives way first.
    static func columns(_ width: Int, state: PlanViewState) -> Columns {
        let leg = max(10, state.legWidth)
        return Columns(name: max(8, min(28, width - 48 - leg)), leg: leg)
    }

    static func renderStops(_ route: RoutePlan, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let columns = columns(rect.width, state: state)
        for (line, index) in state.viewport.visibleRange(height: rect.height).enumerated() {
            let stop = route.stops[index]
            let row = Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1)
            let selected = index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let closed = stop.availability.isClosed
            var x = canvas.put(String(stop.order).padded(toWidth: 3, alignRight: true) + "  ", x: row.x, y: row.y, style: selected ? base : .muted, clip: row)
            // Every time past the day's midnight says so: the hours that apply are the next day's.
            let arrival = stop.arrivalTime.clockText.padded(toWidth: 5, alignRight: true) + state.nextDayMark(stop.arrival)
            let departure = stop.departureTime.clockText.padded(toWidth: 5, alignRight: true) + state.nextDayMark(stop.departure)
            x = canvas.put(arrival + "  " + departure + "  ", x: x, y: row.y, style: base, clip: row)
            x = canvas.put(stop.stop.name.truncated(toWidth: columns.name).padded(toWidth: columns.name), x: x, y: row.y,
                           style: selected ? base.bolded() : base, clip: row)
            let leg = state.legTexts.indices.contains(index) ? state.legTexts[index] : ""
            x = canvas.put("  " + leg.padded(toWidth: columns.leg), x: x, y: row.y, style: selected ? base : .muted, clip: row)
            // The long form where it fits, else the Japanese one: the time is never the part cut off.
            let mark = closed ? (canvas.asciiOnly ? "x " : "✗ ") : ""
            let room = row.maxX - x - 1
            let hours = mark + ((mark + stop.availability.text).displayWidth <= room ? stop.availability.text : stop.availability.shortText)
            canvas.put(" " + hours, x: x, y: row.y, style: selected ? base : (closed ? .error : (stop.availability.isOpenAtArrival ? .muted : .warning)), clip: row)
        }
    }

    static func renderFooter(_ day: TripDayTimetable, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let fixKey = PlanScreen.keyMap.label(for: .fix)
        let first = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        let second = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        if let warning = state.warningToFix {
            let count = day.warnings.count
            let mark = canvas.asciiOnly ? "!" : "⚠"
            // The key and its fix first: on a narrow terminal the message is what gets cut.
            canvas.put(" \(mark)\(count > 1 ? "\(count)" : "") \(fixKey): \(warning.fix.text) — \(warning.message)", x: first.x, y: first.y, style: .warning, clip: first)
        } else {
            canvas.put(" " + PlanText.dayFits.text, x: first.x, y: first.y, style: .muted, clip: first)
        }
        let keys = PlanScreen.keyMap
        var parts: [PlanText] = []
        if state.dayCount > 1 { parts.append(.dayKeys(previous: keys.label(for: .previousDay), next: keys.label(for: .nextDay))) }
        if state.otherWarnings > 0 { parts.append(.warningsOnOtherDays(count: state.otherWarnings, key: keys.label(for: .split))) }
        parts.append(.sampleHours)
        if !state.missing.isEmpty { parts.append(.skipped(count: state.missing.count)) }
        canvas.put(" " + parts.map(\.text).joined(separator: " · "), x: second.x, y: second.y, style: .muted, clip: second)
    }
}

/// Clock texts of moments, in Japan time.
enum CivilTimeText {
    /// `14:05 JST`
    static func clock(_ date: Date) -> String { JapanTime(date).clockText + " JST" }
}
