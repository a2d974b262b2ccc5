import Localization

/// The catalog of what a facility's (sample) data says beside its water: amenities, closing days,
/// opening hours and their status, where a fact or a reading comes from, the search filter's
/// summary and sort orders and the data credits.
public enum FacilityText: SampledCatalog {
    case amenity(Amenity)
    case openEveryDay
    case closedWeekly(Weekday)
    case closedSecondAndFourth(Weekday)
    /// A weekly closing day that moves to the next day after a public holiday.
    case closedWeeklyHolidayRule(rule: String)
    case openNow(closes: String)
    case opensLaterToday(opens: String)
    case opensTomorrow(opens: String)
    case opensInDays(days: Int, opens: String)
    case openShort(closes: String)
    case opensLaterTodayShort(opens: String)
    case opensTomorrowShort(opens: String)
    case opensInDaysShort(days: Int, opens: String)
    case openCompact(closes: String)
    case opensLaterTodayCompact(opens: String)
    case opensTomorrowCompact(opens: String)
    case opensInDaysCompact(days: Int, opens: String)
    case factSource(FactSource)
    case factSourceShort(FactSource)
    case sampleRule(hours: String, closed: String)
    case closedOn(day: String, source: String, rule: String)
    case reading(ReadingSource)
    case filterInView
    case filterCoupons
    case filterOpenAt(time: String)
    case sortRelevance, sortReading, sortTemperature, sortPH, sortPrice
    case sortDistance(from: String)
    case creditOnsen
    case creditPrefectures
    case creditMirror, creditMap, creditReadings, creditSample

    public static let samples: [FacilityText] =
        Amenity.allCases.map(FacilityText.amenity) + Weekday.allCases.flatMap { [FacilityText.closedWeekly($0), .closedSecondAndFourth($0)] }
        + [.openEveryDay, .closedWeeklyHolidayRule(rule: "every Tuesday"),
           .openNow(closes: "22:00"), .opensLaterToday(opens: "10:00"), .opensTomorrow(opens: "10:00"), .opensInDays(days: 2, opens: "10:00"),
           .openShort(closes: "22:00"), .opensLaterTodayShort(opens: "10:00"), .opensTomorrowShort(opens: "10:00"),
           .opensInDaysShort(days: 3, opens: "10:00"), .openCompact(closes: "22:00"), .opensLaterTodayCompact(opens: "10:00"),
           .opensTomorrowCompact(opens: "10:00"), .opensInDaysCompact(days: 2, opens: "10:00"),
           .factSource(.user), .factSource(.sample), .factSourceShort(.user), .factSourceShort(.sample),
           .sampleRule(hours: "10:00–22:00", closed: "every Tuesday"), .closedOn(day: "Tue 8 Dec", source: "sample", rule: "10:00–22:00")]
        + ReadingSource.allCases.map(FacilityText.reading)
        + [.filterInView, .filterCoupons, .filterOpenAt(time: "15:00"), .sortRelevance, .sortReading, .sortTemperature, .sortPH,
           .sortPrice, .sortDistance(from: "Kusatsu"), .creditOnsen, .creditPrefectures,
           .creditMirror, .creditMap, .creditReadings, .creditSample]
}
