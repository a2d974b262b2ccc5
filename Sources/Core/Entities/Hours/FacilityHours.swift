import Localization

/// Where a fact about a facility comes from, said wherever it decides something.
public enum FactSource: String, Hashable, Sendable, Codable {
    /// The user's own record (`yumeguri facts set`, the detail screen).
    case user
    /// Generated sample data (`SampleCommerce`): no open data has hours or prices.
    case sample

    /// `あなたの記録` / `your record` / `sample`, in the language in force.
    public var label: String { FacilityText.factSource(self).text }

    /// `あなたの記録` / `yours`, for a narrow column.
    public var shortLabel: String { FacilityText.factSourceShort(self).text }
}

/// The hours a facility is planned and ticketed by: the user's own when they gave some, else the
/// sample's, and which of the two it is.
public struct FacilityHours: Hashable, Sendable {
    public enum Rule: Hashable, Sendable {
        case sample(OpeningHours)
        case user(OSMOpeningHours)
    }

    public let rule: Rule

    public init(sample: OpeningHours, user: OSMOpeningHours?) {
        rule = user.map(Rule.user) ?? .sample(sample)
    }

    public var source: FactSource {
        switch rule {
        case .sample: .sample
        case .user: .user
        }
    }

    /// The sessions that begin on `day`.
    public func hours(on day: CalendarDay) -> DayHours {
        switch rule {
        case .sample(let hours): hours.hours(on: day)
        case .user(let hours): hours.hours(on: day)
        }
    }

    /// The open minutes of `day` with the late hours of the day before (see `DayHours.windows`).
    public func windows(on day: CalendarDay) -> [Range<Int>] {
        DayHours.windows(on: hours(on: day), after: day.previous.map { hours(on: $0) })
    }

    /// `10:00–22:00 定休日 毎週火曜 (祝日は翌日)` or the user's `Mo-Fr 10:00-21:00; Tu off`.
    public var ruleText: String {
        switch rule {
        case .sample(let hours):
            let sample = SampleCommerce.clock(hours.openingMinute) + "–" + SampleCommerce.clock(hours.closingMinute)
            return FacilityText.sampleRule(hours: sample, closed: hours.closedDays.ruleText).text
        case .user(let hours):
            return hours.text
        }
    }

    /// Why `day` has no session, naming the rule and its source, or nil when it opens:
    /// `12/08 (火) は定休日 closed · sample: 10:00–22:00 定休日 毎週火曜 (祝日は翌日)`.
    public func closedNotice(on day: CalendarDay) -> String? {
        guard hours(on: day).isClosed else { return nil }
        return FacilityText.closedOn(day: day.shortText, source: source.label, rule: ruleText).text
    }
}

extension FacilityHours {
    /// Open or closed at `minute` of `day`, and what changes next, looking a week ahead; nil when
    /// it does not open in that week (or the week runs past the known holidays).
    public func status(on day: CalendarDay, minute: Int) -> OpeningStatus? {
        let today = hours(on: day)
        // Yesterday's late session still running?
        if let yesterday = day.previous.map({ hours(on: $0) }),
           let late = yesterday.sessions.first(where: { $0.upperBound > 1440 && minute < $0.upperBound - 1440 }) {
            return .open(closesAt: late.upperBound)
        }
        if let session = today.sessions.first(where: { $0.contains(minute) }) { return .open(closesAt: session.upperBound) }
        if let next = today.sessions.first(where: { $0.lowerBound > minute }) { return .closed(opensAt: next.lowerBound, inDays: 0) }
        for inDays in 1...7 {
            guard let later = try? CalendarDay(day.date.adding(days: inDays)) else { return nil }
            if let first = hours(on: later).sessions.first { return .closed(opensAt: first.lowerBound, inDays: inDays) }
        }
        return nil
    }
}
