import Entities
import Foundation
import RoutePlanning
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
            Messages.centered(["読み込み中… loading the plan"], style: .muted, in: rect, on: &canvas)
            return nil
        case .notFound(let id):
            Messages.centered(["プラン「\(id)」はありません — no such plan (deleted?)", "Esc: 戻る back"], style: .error, in: rect, on: &canvas)
            return nil
        case .unreadable(let stored):
            Messages.centered(["プラン「\(stored.shownID)」を読めません — this stored plan cannot be used", stored.reason,
                               "(kept as it is: yumeguri doctor lists it)", "Esc: 戻る back"], style: .error, in: rect, on: &canvas)
            return nil
        case .ready:
            break
        }
        guard let plan = state.plan, let day = state.day else { return nil }
        var caret: Point?
        if let field = state.nameField {
            let label = " 名前 name: "
            let x = canvas.put(label, x: rect.x, y: rect.y, style: .title, clip: rect)
            caret = TextFieldView.render(field, placeholder: "", focused: true, in: Rect(x: x, y: rect.y, width: max(1, rect.maxX - x), height: 1), on: &canvas)
        } else {
            renderTitle(plan, day: day, state: state, in: rect, on: &canvas)
        }
        renderHeader(plan, day: day, state: state, in: rect, on: &canvas)
        let list = Rect(x: rect.x, y: rect.y + headerRows, width: rect.width, height: listHeight(for: rect))
        if day.timetable.stops.isEmpty {
            Messages.centered(["この日は温泉がありません — no baths on this day",
                               "\(PlanScreen.keyMap.label(for: .moveStopToNextDay)) / \(PlanScreen.keyMap.label(for: .moveStopToPreviousDay)): 隣の日から温泉を移す move one here from a neighbouring day"]
                              + JourneyKeyHints.addFromSearchOrMap(), style: .title, in: list, on: &canvas)
        } else {
            renderStops(day.timetable, state: state, in: list, on: &canvas)
        }
        let footer = Rect(x: rect.x, y: rect.maxY - footerRows, width: rect.width, height: footerRows)
        renderFooter(day, state: state, in: footer, on: &canvas)
        return caret
    }

    /// `2/3日目 12/06 (日) 出発 9:00 JST · 車 car 40 km/h · 滞在 stay 45分 · 4か所`
    static func renderTitle(_ plan: DayPlan, day: TripDayTimetable, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let route = day.timetable
        let speed = formatMeasurement(route.mode.kilometresPerHour)
        let which = state.dayCount > 1 ? "\(day.index + 1)/\(state.dayCount)日目 " : ""
        let settings = " \(which)\(day.heading) 出発 \(route.departureTime.clockText) JST · \(route.mode.label) \(speed) km/h · 滞在 stay \(route.stayMinutes)分"
            + " · \(route.stops.count)か所"
        canvas.put(settings, x: rect.x, y: rect.y, style: .title, clip: rect)
    }

    static func renderHeader(_ plan: DayPlan, day: TripDayTimetable, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let endDay = day.end.timeIntervalSince(day.date.japanMoment(minute: 0)) >= 86_400 ? " +1 翌日" : ""
        let base = day.base.map { " · 宿 base \($0.name)" } ?? ""
        let totals = " 距離 \(formatDistance(kilometres: day.travelKilometres)) (great circle × \(formatMeasurement(RouteDistance.detourFactor)))"
            + " · 移動 \(duration(day.travelMinutes)) · 終了 end \(CivilTimeText.clock(day.end))\(endDay)\(base)"
        canvas.put(totals, x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        let origin: String
        if day.index > 0 {
            origin = "出発地 start: 前夜の宿 last night's base (\(day.index)日目の\(PlanScreen.keyMap.label(for: .baseHere)))"
        } else {
            origin = state.startName.map { "出発地 start: \($0)" }
                ?? "出発地 start: 最初の温泉 the first bath (\(PlanScreen.keyMap.label(for: .startHere)): 選んだ温泉から start at the focused one)"
        }
        canvas.put(" " + origin, x: rect.x, y: rect.y + 2, style: .normal, clip: rect)
        let headerStyle = Style(.muted, underline: true)
        let header = Rect(x: rect.x, y: rect.y + 3, width: rect.width, height: 1)
        canvas.fill(header, style: headerStyle)
        let columns = columns(rect.width, state: state)
        canvas.put("  #  着 in    発 out    温泉 Bath".padded(toWidth: columns.name + 25) + "移動 Leg".padded(toWidth: columns.leg) + " 営業 Hours (JST)",
                   x: header.x, y: header.y, style: headerStyle, clip: header)
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

    /// A leg's travel time, in hours past the hour: `4分`, `1時間05分`.
    static func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes)分" : "\(minutes / 60)時間" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)分"
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
            canvas.put(" この日はすべて収まります — the day fits its window, travel and every bath's hours", x: first.x, y: first.y, style: .muted, clip: first)
        }
        var rest = "営業時間はサンプル sample hours"
        if state.otherWarnings > 0 {
            rest = "他の日に警告 \(state.otherWarnings) warnings on other days (\(PlanScreen.keyMap.label(for: .split)): 日程を分ける split) · " + rest
        }
        if state.dayCount > 1 {
            rest = "\(PlanScreen.keyMap.label(for: .previousDay))/\(PlanScreen.keyMap.label(for: .nextDay)) 日 days · " + rest
        }
        if !state.missing.isEmpty { rest += " · カタログにない \(state.missing.count) skipped" }
        canvas.put(" " + rest, x: second.x, y: second.y, style: .muted, clip: second)
    }
}

/// Clock texts of moments, in Japan time.
enum CivilTimeText {
    /// `14:05 JST`
    static func clock(_ date: Date) -> String { JapanTime(date).clockText + " JST" }
}
