import Entities
import Foundation
import RoutePlanning
import Testing

@Suite struct TimetableTests {
    let beppu = Fixtures.beppuHattou
    let tenToTen = OpeningHours(openingMinute: 10 * 60, closingMinute: 22 * 60, closedDays: .none)

    func stop(_ index: Int, _ hours: OpeningHours) -> RouteStop {
        Fixtures.stop(beppu[index], hours: hours)
    }

    @Test func legsTimesAndTotalsAddUp() throws {
        try #require(beppu.count == 8)
        let stops = beppu.map { Fixtures.stop($0, hours: .always) }
        let departure = Fixtures.japan(2026, 11, 21, 9, 0).addingTimeInterval(30)
        for mode in TravelMode.allCases {
            let plan = RoutePlan(stops: stops, origin: Fixtures.beppuStation, departure: departure, mode: mode, stayMinutes: 40)
            #expect(plan.stops.map(\.stop) == stops)
            var previous = Fixtures.beppuStation
            var leaving = departure
            for planned in plan.stops {
                let kilometres = previous.distance(to: planned.stop.coordinate) * RouteDistance.detourFactor
                #expect(abs(planned.legKilometres - kilometres) < 1e-9)
                #expect(planned.legMinutes == Int((kilometres / mode.kilometresPerHour * 60).rounded(.up)))
                #expect(planned.arrival == leaving.addingTimeInterval(Double(planned.legMinutes) * 60))
                #expect(planned.departure == planned.arrival.addingTimeInterval(40 * 60))
                #expect(planned.arrivalTime == JapanTime(planned.arrival))
                #expect(planned.availability == .open(closesAt: 24 * 60))
                previous = planned.stop.coordinate
                leaving = planned.departure
            }
            #expect(plan.end == leaving)
            #expect(abs(plan.totalKilometres - plan.stops.map(\.legKilometres).reduce(0, +)) < 1e-9)
            #expect(plan.travelMinutes == plan.stops.map(\.legMinutes).reduce(0, +))
            #expect(plan.end.timeIntervalSince(departure) == Double(plan.travelMinutes + 40 * stops.count) * 60)
        }
        // Walking is slower than driving the same legs.
        let walk = RoutePlan(stops: stops, origin: Fixtures.beppuStation, departure: departure, mode: .walk)
        let car = RoutePlan(stops: stops, origin: Fixtures.beppuStation, departure: departure, mode: .car)
        #expect(walk.travelMinutes > car.travelMinutes)
        #expect(walk.stayMinutes == RoutePlan.defaultStayMinutes)
    }

    @Test func withoutAnOriginTheFirstStopIsReachedAtDeparture() {
        let departure = Fixtures.japan(2026, 11, 21, 11)
        let plan = RoutePlan(stops: [stop(0, tenToTen), stop(1, tenToTen)], origin: nil, departure: departure, mode: .walk)
        #expect(plan.stops[0].legKilometres == 0 && plan.stops[0].legMinutes == 0)
        #expect(plan.stops[0].arrival == departure)
        #expect(plan.stops[1].legKilometres > 0)
    }

    @Test func aStopIsClosedOnItsClosedWeekday() {
        let closedTuesdays = OpeningHours(openingMinute: 10 * 60, closingMinute: 22 * 60, closedDays: .weekly(.tuesday))
        // 2026-11-24 is a Tuesday; the 25th a Wednesday.
        let tuesday = RoutePlan(stops: [stop(0, closedTuesdays)], origin: nil, departure: Fixtures.japan(2026, 11, 24, 13), mode: .walk)
        #expect(tuesday.stops[0].arrivalTime.weekday == .tuesday)
        #expect(tuesday.stops[0].availability == .closed(.closedDay(.tuesday)))
        #expect(tuesday.closedStops.map(\.stop.id) == [beppu[0].id])
        let wednesday = RoutePlan(stops: [stop(0, closedTuesdays)], origin: nil, departure: Fixtures.japan(2026, 11, 25, 13), mode: .walk)
        #expect(wednesday.stops[0].availability == .open(closesAt: 22 * 60))
        #expect(wednesday.closedStops.isEmpty)
    }

    @Test func arrivingBeforeOpeningSaysWhenItOpens() {
        let plan = RoutePlan(stops: [stop(0, tenToTen)], origin: Fixtures.beppuStation, departure: Fixtures.japan(2026, 11, 21, 9, 30), mode: .car)
        #expect(plan.stops[0].arrivalTime.minute < 10 * 60)
        #expect(plan.stops[0].availability == .closed(.notYetOpen(opensAt: 10 * 60)))
        #expect(plan.stops[0].availability.text.contains("10:00"))
    }

    @Test func lateHoursStillServeAfterMidnight() {
        // Open 10:00 until 1:30 the next morning.
        let late = OpeningHours(openingMinute: 10 * 60, closingMinute: 25 * 60 + 30, closedDays: .none)
        let afterMidnight = RoutePlan(stops: [stop(0, late)], origin: nil, departure: Fixtures.japan(2026, 11, 25, 0, 40), mode: .walk)
        #expect(afterMidnight.stops[0].availability == .open(closesAt: 25 * 60 + 30))
        // At 1:00 the stay of 45 minutes outlasts the 1:30 closing by 15.
        let tooLate = RoutePlan(stops: [stop(0, late)], origin: nil, departure: Fixtures.japan(2026, 11, 25, 1), mode: .walk)
        #expect(tooLate.stops[0].availability == .closesDuringStay(closesAt: 25 * 60 + 30, minutesOpen: 30))
        // Not when yesterday was its closed day: then last night's hours never happened.
        let lateClosedTuesdays = OpeningHours(openingMinute: 10 * 60, closingMinute: 25 * 60 + 30, closedDays: .weekly(.tuesday))
        let afterClosedDay = RoutePlan(stops: [stop(0, lateClosedTuesdays)], origin: nil, departure: Fixtures.japan(2026, 11, 25, 0, 40), mode: .walk)
        #expect(afterClosedDay.stops[0].availability == .closed(.notYetOpen(opensAt: 10 * 60)))
    }

    @Test func aRouteThatCrossesMidnightUsesTheNextDaysHours() throws {
        // Monday 2026-11-30, 23:20, by car; the later stops fall on Tuesday 1 December.
        let closedTuesdays = OpeningHours(openingMinute: 6 * 60, closingMinute: 26 * 60, closedDays: .weekly(.tuesday))
        let closedMondays = OpeningHours(openingMinute: 6 * 60, closingMinute: 26 * 60, closedDays: .weekly(.monday))
        let nightOwl = OpeningHours(openingMinute: 18 * 60, closingMinute: 27 * 60, closedDays: .none)
        let stops = [stop(0, nightOwl), stop(1, closedTuesdays), stop(2, closedMondays), stop(3, closedTuesdays)]
        let plan = RoutePlan(stops: stops, origin: nil, departure: Fixtures.japan(2026, 11, 30, 23, 20), mode: .car, stayMinutes: 45)
        let first = plan.stops[0], second = plan.stops[1], third = plan.stops[2]
        #expect(first.arrivalTime.weekday == .monday && first.arrivalTime.day == 30)
        #expect(first.availability.isOpenAtArrival)
        // 0:05 plus a short drive: Tuesday the 1st.
        try #require(second.arrivalTime.minute < 60)
        #expect(second.arrivalTime.weekday == .tuesday && second.arrivalTime.day == 1)
        #expect(second.arrivalTime == JapanTime(second.arrival))
        // Open Monday until 2:00, so after midnight it is Monday's late hours that count: still
        // open, though Tuesday is its closed day …
        #expect(second.availability.isOpenAtArrival)
        // … while the one closed on Mondays had no Monday-night hours to be in.
        try #require(third.arrivalTime.minute < 2 * 60)
        #expect(third.availability == .closed(.notYetOpen(opensAt: 6 * 60)))
        #expect(plan.endTime.weekday == .tuesday)
        // The same stops a day earlier (Sunday night into Monday) flip: the Monday-closed one is
        // open on Sunday's late hours.
        let dayEarlier = RoutePlan(stops: stops, origin: nil, departure: Fixtures.japan(2026, 11, 29, 23, 20), mode: .car, stayMinutes: 45)
        #expect(dayEarlier.stops[2].arrivalTime.weekday == .monday)
        #expect(dayEarlier.stops[2].availability.isOpenAtArrival)
    }

    @Test func aClosedDayAfterMidnightIsTheNewDays() {
        // A place open until 24:00, closed Tuesdays: reached at 0:30 on Tuesday it is closed for
        // the day, and the reason names Tuesday, not Monday.
        let closedTuesdays = OpeningHours(openingMinute: 0, closingMinute: 24 * 60, closedDays: .weekly(.tuesday))
        let plan = RoutePlan(stops: [stop(0, .always), stop(1, closedTuesdays)], origin: nil,
                             departure: Fixtures.japan(2026, 11, 23, 23, 30), mode: .walk, stayMinutes: 45)
        #expect(plan.stops[1].arrivalTime.weekday == .tuesday)
        #expect(plan.stops[1].availability == .closed(.closedDay(.tuesday)))
    }

    @Test func aStayThatRunsPastClosingIsFlaggedAndLaterArrivalsFindItClosed() {
        let at2130 = RoutePlan(stops: [stop(0, tenToTen)], origin: nil, departure: Fixtures.japan(2026, 11, 21, 21, 30), mode: .walk)
        #expect(at2130.stops[0].availability == .closesDuringStay(closesAt: 22 * 60, minutesOpen: 30))
        #expect(at2130.shortenedStops.count == 1 && at2130.closedStops.isEmpty)
        let at2115 = RoutePlan(stops: [stop(0, tenToTen)], origin: nil, departure: Fixtures.japan(2026, 11, 21, 21, 15), mode: .walk)
        #expect(at2115.stops[0].availability == .open(closesAt: 22 * 60))
        let at2210 = RoutePlan(stops: [stop(0, tenToTen)], origin: nil, departure: Fixtures.japan(2026, 11, 21, 22, 10), mode: .walk)
        #expect(at2210.stops[0].availability == .closed(.alreadyClosed(closedAt: 22 * 60)))
        #expect(at2210.stops[0].availability.text.contains("22:00"))
    }

    @Test func aroundTheClockNeverTurnsAnyoneOut() {
        let plan = RoutePlan(stops: [stop(0, .always)], origin: nil, departure: Fixtures.japan(2026, 11, 21, 23, 50), mode: .walk)
        #expect(plan.stops[0].availability == .open(closesAt: 24 * 60))
    }

    @Test func sampleHoursAgreeWithFacilityHoursStatusOnTheDate() throws {
        // Whatever the hours, "closed at arrival" is exactly FacilityHours.status on the arrival's
        // date saying closed, holidays included (11/23 勤労感謝の日 and the day after).
        let stops = Fixtures.areas.prefix(300).map { Fixtures.stop($0) }
        for (day, hour) in [(8, 5), (8, 9), (23, 13), (24, 13), (24, 21), (8, 23)] {
            let month = day == 8 ? 12 : 11
            let plan = RoutePlan(stops: Array(stops.prefix(12)), origin: nil, departure: Fixtures.japan(2026, month, day, hour), mode: .car)
            for planned in plan.stops {
                let date = VisitDate(planned.arrival, timeZone: JapanTime.timeZone)
                let status = planned.stop.hours.status(on: try CalendarDay(date), minute: JapanTime(planned.arrival).minute)
                #expect(planned.availability.isClosed == !(status?.isOpen ?? false))
            }
        }
    }

    /// A bath closed on Mondays opens on a Monday holiday and closes the day after (祝日の場合は翌日).
    @Test func aWeeklyClosingOnAHolidayMovesToTheNextDay() {
        let mondays = OpeningHours(openingMinute: 10 * 60, closingMinute: 22 * 60, closedDays: .weekly(.monday))
        let holiday = RoutePlan(stops: [stop(0, mondays)], origin: nil, departure: Fixtures.japan(2026, 11, 23, 12), mode: .walk)
        #expect(holiday.stops[0].availability == .open(closesAt: 22 * 60), "11/23 勤労感謝の日 is open")
        let after = RoutePlan(stops: [stop(0, mondays)], origin: nil, departure: Fixtures.japan(2026, 11, 24, 12), mode: .walk)
        #expect(after.stops[0].availability == .closed(.closedDay(.tuesday)), "11/24 is the closing day that moved")
        let ordinary = RoutePlan(stops: [stop(0, mondays)], origin: nil, departure: Fixtures.japan(2026, 11, 30, 12), mode: .walk)
        #expect(ordinary.stops[0].availability == .closed(.closedDay(.monday)))
    }
}
