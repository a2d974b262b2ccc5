import Localization

/// Why a text is not opening hours this app reads (the OpenStreetMap `opening_hours` subset), in
/// both languages; the parser takes the sentence in force when it throws.
public enum OpeningHoursText: SampledCatalog {
    case tooLong(maximum: Int)
    case empty
    case slashOnly247
    case timeFormat
    case minuteRange
    case controlCharacter
    case fullWidth
    case onlyASCII
    case fallbackRules
    case comments
    case openEnded
    case sunTimes
    case unexpectedCharacter
    case emptyRule
    case expectedSemicolon
    case expectedRule
    case expectedTimesAfterDays
    case expectedTimes
    case expectedWeekdayAfterDash
    case nthWeekdayOneDay
    case weekRangeForwards
    case expectedCloseBracket
    case expectedCommaOrBracket
    case weekOfMonth
    case expectedTime
    case rangeStart
    case rangeFormat
    case expectedClosingTime
    case closingMax
    case endsWhenStarts
    case atMost24Hours
    case schoolHolidays
    case months
    case weekNumbers
    case easter
    case unknownWord
    case giveTimesInstead(word: String)
    case overlaps(String, String)
    case atTheEnd(String)
    case whole(reason: String)
    case at(reason: String, position: Int, token: String)

    public static let samples: [OpeningHoursText] = [.tooLong(maximum: 200), .empty, .slashOnly247, .timeFormat, .minuteRange, .controlCharacter, .fullWidth, .onlyASCII, .fallbackRules, .comments, .openEnded, .sunTimes, .unexpectedCharacter, .emptyRule, .expectedSemicolon, .expectedRule, .expectedTimesAfterDays, .expectedTimes, .expectedWeekdayAfterDash, .nthWeekdayOneDay, .weekRangeForwards, .expectedCloseBracket, .expectedCommaOrBracket, .weekOfMonth, .expectedTime, .rangeStart, .rangeFormat, .expectedClosingTime, .closingMax, .endsWhenStarts, .atMost24Hours, .schoolHolidays, .months, .weekNumbers, .easter, .unknownWord, .giveTimesInstead(word: "open"), .overlaps("10:00-12:00", "11:00-13:00"), .atTheEnd("expected a rule"), .whole(reason: "empty"), .at(reason: "unexpected character", position: 3, token: "U+FF10")]
}
