import Entities
import Foundation
import TerminalKit
import Localization

/// A facility's facts as `facts show` prints them: each with its source (yours or sample), and the
/// hours of the coming week as the planner will read them.
struct FactsReport {
    let listing: FacilityListing
    let facts: FacilityFacts?
    let unreadable: String?
    let today: VisitDate

    static let weekLength = 7

    var hours: FacilityHours { FacilityHours.effective(sample: listing.hours, facts: facts) }
    var priceSource: FactSource { facts?.priceYen == nil ? .sample : .user }
    var priceYen: Int { facts?.priceYen ?? listing.adultPriceYen }

    /// The coming week's days the holidays are known for (none past 2099).
    var week: [(day: CalendarDay, hours: DayHours)] {
        (0..<Self.weekLength).compactMap { offset in
            guard let day = try? CalendarDay(today.adding(days: offset)) else { return nil }
            return (day, hours.hours(on: day))
        }
    }

    var text: String {
        var lines = ["\(listing.id.rawValue)  \(listing.displayName)  (\(listing.prefectureDisplayName))"]
        lines.append(ShowText.facts(hours: hours.ruleText, source: hours.source.label).text)
        for (day, hours) in week {
            lines.append("  " + day.shortText.padded(toWidth: 10) + "  "
                         + (hours.isClosed ? ShowText.factsClosed.text : hours.text.replacingOccurrences(of: ",", with: ", ") + " JST"))
        }
        lines.append(ShowText.factsPrice(yen: formatYen(priceYen), source: priceSource.label).text)
        if let note = facts?.note { lines.append(ShowText.factsNote(note: note, source: FactSource.user.label).text) }
        if let unreadable { lines.append(ShowText.factsUnreadable(unreadable).text) }
        if let facts { lines.append(ShowText.factsUpdated(ClockText.moment(facts.updatedAt)).text) }
        return lines.joined(separator: "\n")
    }

    struct JSON: Encodable {
        struct Hours: Encodable { var rule: String; var source: FactSource }
        struct Price: Encodable { var yen: Int; var source: FactSource }
        struct Day: Encodable {
            var date: VisitDate
            var weekday: String
            /// null on an ordinary day (written, not left out: every day has the same keys).
            var holiday: String?
            var closed: Bool
            /// `HH:MM-HH:MM`, Japan time; past 24:00 for late hours.
            var sessions: [String]

            enum CodingKeys: String, CodingKey { case date, weekday, holiday, closed, sessions }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(date, forKey: .date)
                try container.encode(weekday, forKey: .weekday)
                try container.encode(holiday, forKey: .holiday)
                try container.encode(closed, forKey: .closed)
                try container.encode(sessions, forKey: .sessions)
            }
        }
        var facilityId: String
        var name: String
        var hours: Hours
        var price: Price
        var note: String?
        var unreadable: String?
        /// ISO 8601 with Japan's offset (`2026-11-28T18:35:24+09:00`), as the plan's JSON.
        var updatedAt: String?
        var week: [Day]
    }

    static func japanISO8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = JapanTime.timeZone
        return formatter.string(from: date)
    }

    var json: JSON {
        JSON(facilityId: listing.id.rawValue, name: listing.name, hours: .init(rule: hours.ruleText, source: hours.source),
             price: .init(yen: priceYen, source: priceSource), note: facts?.note, unreadable: unreadable, updatedAt: facts.map { Self.japanISO8601($0.updatedAt) },
             week: week.map { day, hours in
                 JSON.Day(date: day.date, weekday: day.weekday.label, holiday: day.holiday?.name, closed: hours.isClosed,
                          sessions: hours.isClosed ? [] : hours.text.split(separator: ",").map(String.init))
             })
    }
}

