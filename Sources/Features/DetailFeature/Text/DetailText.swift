import Entities
import Localization

/// The detail screen's, its forms' and the summary panel's words: each case one whole sentence or
/// label, its numbers and names as placeholders; `DetailText+ja.swift` and `DetailText+en.swift`
/// give each case its text.
enum DetailText: SampledCatalog {
    // The screen
    case loading(id: String), cannotShow, backHint(key: String), notFound(id: String), notFoundHint(searchKey: String)
    // Field labels (at most nine cells: the values start at the tenth)
    case fieldAliases, location(Prefecture), fieldLocation, fieldPosition, fieldPositionNote, fieldTemperature, fieldPH, fieldSpringType
    case notRecorded, representativeSource(String), analysedIn(year: Int), sourceCount(Int), fieldSources
    case visitsHeading(count: Int), noVisitsYet(key: String)
    case sourcesHeading(count: Int), columnSourceName, columnTemperature, columnPH, columnSpringType
    case generalHeading
    case facilityHeading, tagSampleAndYours, fieldHours, closedDays(String), asOf(time: String)
    case closedThisWeek, fieldPrice, adultAndChild(adult: String, child: String), adultYoursAndChild(adult: String, tag: String, child: String)
    case fieldNote, unreadable(String), fieldAmenities, withCoupons, fieldTickets, sampleFootnote, yoursFootnote(tag: String)
    case creditHeading
    // The 泉質 block's labels (the words of the standard are the spring catalog's)
    case springTherapeutic, springUnclassified(reason: String), springProperties, springBath, springNoEffectsOfItsOwn
    case springDrink, springDrinkWhereAllowed(String), springContraindications, springGeneral, springGeneralBelow
    case springCaution, springAppNote
    /// Items of the standard (effects, contraindications) in a row, with the language's list mark.
    case generalIndications, generalContraindications, listMark
    // The summary panel
    case summaryTitle, summaryNotFound(id: String), summaryTemperature, summarySpring, summaryPrice, adultPrice(String)
    case summaryClosedThisWeek, couponCount(Int), summaryDetailsHint(key: String)
    // The summary `y` copies
    case copyTemperature(String), copySpring(String), copyHours(hours: String, adult: String)
    // The facts form (the visit form's words are VisitFormKit's VisitFormText)
    case formNote, saving
    case factsFormTitle(yours: String), formHours, formHoursExample, formPrice, factsNotePlaceholder, factsFormFooter
    case sampleValue(String)
    // Notices and form errors
    case sentToTerminal, recorded(date: String, stars: String), noteTooLong(Int), hoursTooLong(Int), priceDigitsOnly
    case factsCleared, factsSaved
    // Key summaries and the status bar's short forms
    case keyScrollDown, hintDown, keyScrollUp, keyTop, keyBottom, keyPageDown, keyPageUp
    case keyBuyTicket, hintTicket, keyShowOnMap, hintMap, keyCoupons, keyToggleFavourite, hintFavourite, keyRecordVisit, hintRecord
    case keyEditFacts, keyCopySummary
    case keySaveVisit
    case keyNearby, hintNearby

    static let samples: [DetailText] = [
        .loading(id: "aist-1"), .cannotShow, .backHint(key: "Esc"), .notFound(id: "aist-99999"), .notFoundHint(searchKey: "1"),
        .fieldAliases, .location(DetailText.samplePrefecture), .fieldLocation, .fieldPosition, .fieldPositionNote, .fieldTemperature, .fieldPH, .fieldSpringType,
        .notRecorded, .representativeSource("湯畑源泉"), .analysedIn(year: 2010), .sourceCount(1), .sourceCount(6), .fieldSources,
        .visitsHeading(count: 0), .noVisitsYet(key: "v"),
        .sourcesHeading(count: 3), .columnSourceName, .columnTemperature, .columnPH, .columnSpringType,
        .generalHeading,
        .facilityHeading, .tagSampleAndYours, .fieldHours, .closedDays("毎週月曜"), .asOf(time: "10:30"),
        .closedThisWeek, .fieldPrice, .adultAndChild(adult: "¥800", child: "¥400"),
        .adultYoursAndChild(adult: "¥700", tag: "[yours]", child: "¥400"),
        .fieldNote, .unreadable("bad row"), .fieldAmenities, .withCoupons, .fieldTickets, .sampleFootnote, .yoursFootnote(tag: "[yours]"),
        .creditHeading,
        .springTherapeutic, .springUnclassified(reason: "成分が基準に満たない"), .springProperties, .springBath, .springNoEffectsOfItsOwn,
        .springDrink, .springDrinkWhereAllowed("便秘"), .springContraindications, .springGeneral, .springGeneralBelow,
        .springCaution, .springAppNote,
        .generalIndications, .generalContraindications, .listMark,
        .summaryTitle, .summaryNotFound(id: "aist-99999"), .summaryTemperature, .summarySpring, .summaryPrice, .adultPrice("¥800"),
        .summaryClosedThisWeek, .couponCount(1), .couponCount(3), .summaryDetailsHint(key: "Enter"),
        .copyTemperature("55.0℃"), .copySpring("酸性泉"), .copyHours(hours: "10:00–22:00", adult: "¥800"),
        .formNote, .saving,
        .factsFormTitle(yours: "yours"), .formHours, .formHoursExample, .formPrice, .factsNotePlaceholder, .factsFormFooter,
        .sampleValue("10:00–22:00"),
        .sentToTerminal, .recorded(date: "2026-11-28", stars: "★★★★☆"), .noteTooLong(200), .hoursTooLong(255), .priceDigitsOnly,
        .factsCleared, .factsSaved,
        .keyScrollDown, .hintDown, .keyScrollUp, .keyTop, .keyBottom, .keyPageDown, .keyPageUp,
        .keyBuyTicket, .hintTicket, .keyShowOnMap, .hintMap, .keyCoupons, .keyToggleFavourite, .hintFavourite, .keyRecordVisit, .hintRecord,
        .keyEditFacts, .keyCopySummary,
        .keySaveVisit,
        .keyNearby, .hintNearby,
    ]

    static let samplePrefecture = Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma",
                                             region: Region(id: 3, name: "関東", englishName: "Kanto"))
}
