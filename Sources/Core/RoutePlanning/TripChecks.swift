import Entities
import Foundation

/// The warnings of a timed day, each with the fix the plan screen offers.
enum TripChecks {
    static func warnings(_ day: TripDayTimetable, limits: TripLimits, inputs: [TripDayInput]) -> [TripWarning] {
        let route = day.timetable
        var warnings: [TripWarning] = []
        for stop in route.stops {
            guard case .closed(let reason) = stop.availability else { continue }
            let name = UntrustedText.singleLine(stop.stop.name)
            let arrival = stop.arrivalTime.clockText
            switch reason {
            case .closedDay:
                warnings.append(TripWarning(kind: .closingDay, wording: .warnClosingDay(bath: name, arrival: arrival),
                                            stop: stop.stop.id, fix: moveOrDrop(stop.stop, from: day.index, inputs: inputs)))
            case .alreadyClosed(let closedAt):
                warnings.append(TripWarning(kind: .afterClosing, wording: .warnAfterClosing(bath: name, arrival: arrival, closed: ClockText.minute(closedAt)),
                                            stop: stop.stop.id, fix: reorderOrMove(stop.stop, day: day, inputs: inputs)))
            case .notYetOpen(let opensAt):
                warnings.append(TripWarning(kind: .beforeOpening, wording: .warnBeforeOpening(bath: name, arrival: arrival, opens: ClockText.minute(opensAt)),
                                            stop: stop.stop.id, fix: reorderOrMove(stop.stop, day: day, inputs: inputs)))
            }
        }
        if let limit = limits.legKilometres, route.mode == .walk,
           let long = route.stops.first(where: { $0.legKilometres.isFinite && $0.legKilometres > limit }) {
            warnings.append(TripWarning(kind: .legTooLong,
                                        wording: .warnLongWalk(bath: UntrustedText.singleLine(long.stop.name), distance: formatDistance(kilometres: long.legKilometres),
                                                                limit: formatMeasurement(limit)),
                                        stop: long.stop.id, fix: .switchMode(.car)))
        }
        if day.travelMinutes > limits.travelMinutes {
            warnings.append(TripWarning(kind: .travelOverLimit,
                                        wording: .warnTravelOverLimit(minutes: day.travelMinutes, limit: limits.travelMinutes),
                                        fix: .split))
        }
        let start = day.date.japanMoment(minute: 0)
        let endMinute = Int(day.end.timeIntervalSince(start) / 60)
        if endMinute >= 24 * 60 {
            warnings.append(TripWarning(kind: .afterMidnight,
                                        wording: .warnAfterMidnight(end: ClockText.minute(endMinute)), fix: .split))
        } else if endMinute > limits.windowEnd {
            warnings.append(TripWarning(kind: .pastWindow,
                                        wording: .warnPastWindow(end: ClockText.minute(endMinute), limit: ClockText.minute(limits.windowEnd)),
                                        fix: .split))
        }
        return warnings
    }

    /// Whether another day of the trip has the bath open at all (its hours on that date).
    private static func moveOrDrop(_ stop: RouteStop, from index: Int, inputs: [TripDayInput]) -> TripWarning.Fix {
        let others = inputs.indices.filter { $0 != index }.sorted { abs($0 - index) < abs($1 - index) }
        for other in others {
            if StopAvailability.opens(stop.hours, on: inputs[other].date) { return .moveToDay(other) }
        }
        return .drop
    }

    private static func reorderOrMove(_ stop: RouteStop, day: TripDayTimetable, inputs: [TripDayInput]) -> TripWarning.Fix {
        if day.timetable.stops.count > 1 { return .reorder }
        return inputs.count > 1 ? moveOrDrop(stop, from: day.index, inputs: inputs) : .drop
    }
}
