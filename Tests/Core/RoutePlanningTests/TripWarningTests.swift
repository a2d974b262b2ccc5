import Entities
import Foundation
import RoutePlanning
import Testing

/// Every kind of warning a trip day can have, each with the fix the plan screen takes.
@Suite struct TripWarningTests {
    let beppu = Fixtures.beppuHattou
    /// 2026-12-05 is a Saturday, 2026-11-23 a Monday and 勤労感謝の日.
    let saturday = VisitDate.japanToday(Fixtures.japan(2026, 12, 5, 12))
    let open = OpeningHours(openingMinute: 6 * 60, closingMinute: 24 * 60, closedDays: .none)

    /// By id: names repeat (青森 has a 草津 too).
    func area(_ id: String) throws -> Fixtures.Area {
        try #require(Fixtures.areas.first { $0.id == FacilityID(id) })
    }

    func days(_ inputs: [TripDayInput], mode: TravelMode = .car, stay: Int = 45) -> [TripDayTimetable] {
        TripTimetable.days(inputs, origin: nil, mode: mode, stayMinutes: stay, limits: .defaults(for: mode))
    }

    @Test func aFittingDayHasNone() {
        let day = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: beppu.prefix(3).map { Fixtures.stop($0, hours: open) })])
        #expect(day[0].warnings.isEmpty)
        #expect(day[0].heading == "12/05 (土)")
    }

    @Test func travelOverTheLimitAndPastTheWindowAskToSplit() throws {
        let stops = [try area("aist-2711"), try area("aist-5458")].map { Fixtures.stop($0, hours: open) }
        let day = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: stops)])[0]
        #expect(day.warnings.map(\.kind) == [.travelOverLimit, .pastWindow], "\(day.warnings)")
        #expect(day.warnings.allSatisfy { $0.fix == .split })
        #expect(day.travelMinutes > 420)
    }

    @Test func aDayEndingAfterMidnightSaysSo() {
        let stops = beppu.prefix(3).map { Fixtures.stop($0, hours: .always) }
        let day = days([TripDayInput(date: saturday, startMinute: 23 * 60, stops: stops)])[0]
        #expect(day.warnings.map(\.kind) == [.afterMidnight])
        #expect(day.warnings[0].fix == .split)
    }

    @Test func closedBathsSayWhyAndOfferReorderMoveOrDrop() {
        let morning = OpeningHours(openingMinute: 6 * 60, closingMinute: 10 * 60, closedDays: .none)
        let late = OpeningHours(openingMinute: 15 * 60, closingMinute: 22 * 60, closedDays: .none)
        let closedSaturdays = OpeningHours(openingMinute: 6 * 60, closingMinute: 22 * 60, closedDays: .weekly(.saturday))
        let stops = [Fixtures.stop(beppu[0], hours: open), Fixtures.stop(beppu[1], hours: morning),
                     Fixtures.stop(beppu[2], hours: late)]
        let trip = days([TripDayInput(date: saturday, startMinute: 11 * 60, stops: stops),
                         TripDayInput(date: saturday.adding(days: 1), startMinute: 9 * 60, stops: [Fixtures.stop(beppu[3], hours: closedSaturdays)])])
        #expect(trip[0].warnings.map(\.kind) == [.afterClosing, .beforeOpening])
        #expect(trip[0].warnings.allSatisfy { $0.fix == .reorder }, "several baths: reorder first")
        #expect(trip[0].warnings.map(\.stop) == [beppu[1].id, beppu[2].id])
        #expect(trip[1].warnings.isEmpty, "closed on Saturdays, open on Sunday")
        // On its closing day, the fix is the day it opens.
        let swapped = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: [Fixtures.stop(beppu[3], hours: closedSaturdays)]),
                            TripDayInput(date: saturday.adding(days: 1), startMinute: 9 * 60, stops: [Fixtures.stop(beppu[0], hours: open)])])
        #expect(swapped[0].warnings.map(\.kind) == [.closingDay])
        #expect(swapped[0].warnings[0].fix == .moveToDay(1))
        // Alone, on a one-day trip, with no other day: drop it.
        let alone = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: [Fixtures.stop(beppu[3], hours: closedSaturdays)])])
        #expect(alone[0].warnings.map(\.fix) == [.drop])
    }

    @Test func aClosingDayOnAHolidayIsTheDayAfter() {
        let mondays = OpeningHours(openingMinute: 6 * 60, closingMinute: 22 * 60, closedDays: .weekly(.monday))
        let holiday = VisitDate.japanToday(Fixtures.japan(2026, 11, 23, 12))
        let trip = days([TripDayInput(date: holiday, startMinute: 9 * 60, stops: [Fixtures.stop(beppu[0], hours: mondays)]),
                         TripDayInput(date: holiday.adding(days: 1), startMinute: 9 * 60, stops: [Fixtures.stop(beppu[1], hours: mondays)])])
        #expect(trip[0].heading == "11/23 (月・祝 勤労感謝の日)")
        #expect(trip[0].warnings.isEmpty, "open on the holiday")
        #expect(trip[1].warnings.map(\.kind) == [.closingDay], "closed the day after instead")
        #expect(trip[1].warnings[0].fix == .moveToDay(0))
    }

    @Test func aLongWalkAsksForTheCar() throws {
        let stops = [try area("aist-7152"), try area("aist-7160")].map { Fixtures.stop($0, hours: open) }
        let day = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: stops)], mode: .walk)[0]
        #expect(day.warnings.map(\.kind) == [.legTooLong], "\(day.warnings)")
        #expect(day.warnings[0].fix == .switchMode(.car))
        let byCar = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: stops)], mode: .car)[0]
        #expect(byCar.warnings.isEmpty)
    }

    /// The case: 日本三名泉 by car in one day warns; split as few as fit, no day does.
    @Test func sanmeisenByCarWarnsInOneDayAndFitsWhenSplit() throws {
        let stops = [try area("aist-2711"), try area("aist-5185"), try area("aist-5458")].map { Fixtures.stop($0) }
        let oneDay = days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: stops)])
        #expect(!oneDay[0].warnings.isEmpty)
        let split = TripSplitter.split(stops: stops, origin: nil, firstDate: saturday, mode: .car, stayMinutes: 45,
                                       limits: .defaults(for: .car), days: .asFewAsFit)
        let inputs = split.days.enumerated().map { index, day in
            TripDayInput(date: saturday.adding(days: index), startMinute: split.startMinutes[index], stops: day.map { stops[$0] })
        }
        let trip = days(inputs)
        #expect(trip.count >= 2)
        #expect(trip.allSatisfy { $0.warnings.isEmpty }, "\(trip.map(\.warnings))")
    }
}
