import Entities
import Foundation

/// An all-day event: a ticket's validity, a planned trip.
public struct CalendarEvent: Hashable, Sendable {
    /// Globally unique and stable across exports, so a calendar updates the event instead of
    /// adding a copy (`ticket-T1234@yumeguri`).
    public var uid: String
    public var summary: String
    public var location: String
    public var description: String
    public var firstDay: VisitDate
    /// Inclusive: the event ends at the end of this day.
    public var lastDay: VisitDate

    public init(uid: String, summary: String, location: String = "", description: String = "", firstDay: VisitDate, lastDay: VisitDate) {
        self.uid = uid
        self.summary = summary
        self.location = location
        self.description = description
        self.firstDay = firstDay
        self.lastDay = lastDay
    }
}

/// iCalendar (RFC 5545) documents of all-day events.
public enum ICalendarWriter {
    public static let productID = "-//yumeguri//yumeguri//JA"
    /// RFC 5545 §3.1: content lines longer than this many octets (without the CRLF) are folded.
    public static let maximumLineOctets = 75

    /// `stamp` is when the document was made (DTSTAMP); pass the clock's now.
    public static func document(_ events: [CalendarEvent], stamp: Date) -> String {
        let stampText = CivilTime.compactUTCText(seconds: CivilTime.seconds(stamp))
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:" + escapedText(UntrustedText.singleLine(event.uid)))
            lines.append("DTSTAMP:" + stampText)
            lines.append("DTSTART;VALUE=DATE:" + dateText(event.firstDay, addingDays: 0))
            // DTEND is exclusive for dates (§3.6.1): the day after the last; never before the start.
            lines.append("DTEND;VALUE=DATE:" + dateText(max(event.firstDay, event.lastDay), addingDays: 1))
            lines.append("SUMMARY:" + escapedText(UntrustedText.singleLine(event.summary)))
            if !event.location.isEmpty { lines.append("LOCATION:" + escapedText(UntrustedText.singleLine(event.location))) }
            if !event.description.isEmpty { lines.append("DESCRIPTION:" + escapedText(UntrustedText.multiline(event.description))) }
            lines.append("TRANSP:TRANSPARENT")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined() // each folded line ends in CRLF
    }

    /// TEXT value escaping (§3.3.11): backslash, semicolon, comma and line breaks.
    public static func escapedText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded (§3.1) into CRLF-terminated lines of at most 75 octets, each
    /// continuation starting with a space. Breaks fall between grapheme clusters, so that no
    /// UTF-8 sequence is split and a reader that unfolds by characters does not see a space glued
    /// to a combining mark; only a cluster too long for a line of its own is split between scalars.
    public static func folded(_ line: String) -> String {
        var out = ""
        var octets = 0
        func append(_ piece: some Sequence<Unicode.Scalar>, width: Int) {
            if octets + width > maximumLineOctets {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(contentsOf: piece)
            octets += width
        }
        for character in line {
            let text = String(character)
            if text.utf8.count < maximumLineOctets {
                append(text.unicodeScalars, width: text.utf8.count)
            } else {
                for scalar in text.unicodeScalars {
                    append(CollectionOfOne(scalar), width: UTF8.width(scalar))
                }
            }
        }
        return out + "\r\n"
    }

    /// The inverse of folding: a CRLF followed by one space or tab disappears. By scalars, as a
    /// continuation's space may form one character with what follows it.
    public static func unfolded(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\r", index + 2 < scalars.count, scalars[index + 1] == "\n",
               scalars[index + 2] == " " || scalars[index + 2] == "\t" {
                index += 3
                continue
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }

    private static func dateText(_ day: VisitDate, addingDays offset: Int) -> String {
        let (year, month, date) = CivilTime.civil(days: CivilTime.days(year: day.year, month: day.month, day: day.day) + offset)
        return CivilTime.pad(year, 4) + CivilTime.pad(month, 2) + CivilTime.pad(date, 2)
    }
}
