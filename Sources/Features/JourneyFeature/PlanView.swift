import Entities
import Foundation
import RoutePlanning
import TerminalKit
import Widgets

/// Draws a day plan: the day's settings and totals, then the timetable, one line per bath, with
/// a closed bath marked and what to do about it.
public enum PlanView {
    /// Rows above the timetable: settings, totals, the start line and the column header.
    static let headerRows = 4
    /// The line under the timetable that offers to repair closures.
    static let footerRows = 1

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - headerRows - footerRows) }

    public static func render(_ state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        switch state.phase {
        case .loading:
            Messages.centered(["読み込み中… loading the plan"], style: .muted, in: rect, on: &canvas)
            return
        case .notFound(let id):
            Messages.centered(["プラン「\(id)」はありません — no such plan (deleted?)", "Esc: 戻る back"], style: .error, in: rect, on: &canvas)
            return
        case .unreadable(let stored):
            Messages.centered(["プラン「\(stored.shownID)」を読めません — this stored plan cannot be used", stored.reason,
                               "(kept as it is: yumeguri doctor lists it)", "Esc: 戻る back"], style: .error, in: rect, on: &canvas)
            return
        case .ready:
            break
        }
        guard let plan = state.plan, let route = state.route else { return }
        renderHeader(plan, route: route, state: state, in: rect, on: &canvas)
        let list = Rect(x: rect.x, y: rect.y + headerRows, width: rect.width, height: listHeight(for: rect))
        if route.stops.isEmpty {
            Messages.centered(["温泉がありません — no baths in this plan"] + JourneyKeyHints.addFromSearchOrMap(),
                              style: .title, in: list, on: &canvas)
        } else {
            renderStops(route, state: state, in: list, on: &canvas)
        }
        let footer = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        renderFooter(route, state: state, in: footer, on: &canvas)
    }

    static func renderHeader(_ plan: DayPlan, route: RoutePlan, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let start = route.departureTime
        let day = VisitDate(route.departure, timeZone: JapanTime.timeZone)
        let speed = formatMeasurement(route.mode.kilometresPerHour)
        let settings = " \(day) (\(start.weekday.label)) 出発 \(start.clockText) JST · \(route.mode.label) \(speed) km/h · 滞在 stay \(route.stayMinutes)分"
            + " · \(route.stops.count)か所"
        canvas.put(settings, x: rect.x, y: rect.y, style: .title, clip: rect)
        let endDay = route.endTime.day == start.day ? "" : "(翌日)"
        let totals = " 距離 \(formatDistance(kilometres: route.totalKilometres)) · 移動 \(duration(route.travelMinutes)) · 終了 end \(route.endTime.clockText)\(endDay)"
            + " · 直線×\(formatMeasurement(RouteDistance.detourFactor)) great circle × \(formatMeasurement(RouteDistance.detourFactor))"
        canvas.put(totals, x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        let origin = state.startName.map { "出発地 start: \($0)" } ?? "出発地 start: 最初の温泉 the first bath (\(PlanScreen.keyMap.label(for: .startHere)): 選んだ温泉から start at the focused one)"
        canvas.put(" " + origin, x: rect.x, y: rect.y + 2, style: .normal, clip: rect)
        let headerStyle = Style(.muted, underline: true)
        let header = Rect(x: rect.x, y: rect.y + 3, width: rect.width, height: 1)
        canvas.fill(header, style: headerStyle)
        canvas.put("  #  着 in  発 out  温泉 Bath".padded(toWidth: columns(rect.width).name + 20) + "移動 Leg".padded(toWidth: legWidth + 2) + " 営業 Hours (JST)",
                   x: header.x, y: header.y, style: headerStyle, clip: header)
    }

    struct Columns {
        var name: Int
    }

    static func columns(_ width: Int) -> Columns { Columns(name: max(10, min(28, width - 64))) }

    /// `382.2 km 9時間34分`: the longest leg text a day holds.
    static let legWidth = 18

    /// A leg's travel time, in hours past the hour: `4分`, `1時間05分`.
    static func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes)分" : "\(minutes / 60)時間" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)分"
    }

    static func renderStops(_ route: RoutePlan, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let columns = columns(rect.width)
        let startDay = route.departureTime.day
        for (line, index) in state.viewport.visibleRange(height: rect.height).enumerated() {
            let stop = route.stops[index]
            let row = Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1)
            let selected = index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let closed = stop.availability.isClosed
            let arrival = stop.arrivalTime
            let nextDay = arrival.day != startDay ? "+1" : "  "
            var x = canvas.put(String(stop.order).padded(toWidth: 3, alignRight: true) + "  ", x: row.x, y: row.y, style: selected ? base : .muted, clip: row)
            x = canvas.put(arrival.clockText.padded(toWidth: 5, alignRight: true) + nextDay + " " + stop.departureTime.clockText.padded(toWidth: 5, alignRight: true) + "  ",
                           x: x, y: row.y, style: base, clip: row)
            x = canvas.put(stop.stop.name.truncated(toWidth: columns.name).padded(toWidth: columns.name), x: x, y: row.y,
                           style: selected ? base.bolded() : base, clip: row)
            let leg = index == 0 && route.origin == nil ? "出発 start" : "\(formatDistance(kilometres: stop.legKilometres)) \(duration(stop.legMinutes))"
            x = canvas.put("  " + leg.truncated(toWidth: legWidth).padded(toWidth: legWidth), x: x, y: row.y, style: selected ? base : .muted, clip: row)
            // The long form where it fits, else the Japanese one: the time is never the part cut off.
            let mark = closed ? (canvas.asciiOnly ? "x " : "✗ ") : ""
            let room = row.maxX - x - 1
            let hours = mark + ((mark + stop.availability.text).displayWidth <= room ? stop.availability.text : stop.availability.shortText)
            canvas.put(" " + hours, x: x, y: row.y, style: selected ? base : (closed ? .error : (stop.availability.isOpenAtArrival ? .muted : .warning)), clip: row)
        }
    }

    static func renderFooter(_ route: RoutePlan, state: PlanViewState, in rect: Rect, on canvas: inout Canvas) {
        let closed = route.closedStops.count
        let short = route.shortenedStops.count
        var text: String
        if closed > 0 {
            text = "\(closed)か所が到着時に閉まっています \(closed) closed — r 並べ替え reorder · x 外す drop"
        } else if short > 0 {
            text = "\(short)か所は滞在中に閉店 \(short) close during the stay — ] [ 出発時刻 change the start"
        } else {
            text = "営業時間はサンプル sample hours · すべて到着時に営業中 every bath open on arrival"
        }
        if !state.missing.isEmpty { text += " · カタログにない \(state.missing.count) skipped" }
        canvas.put(" " + text, x: rect.x, y: rect.y, style: closed > 0 ? .warning : .muted, clip: rect)
    }
}
