import Entities
import Foundation
import Localization
import TerminalKit

extension DetailView {
    /// The content as lines of at most `width` cells, section by section.
    public static func lines(for detail: FacilityDetail, width: Int, ascii: Bool,
                             favorite: Bool = false, visits: [Visit] = [], now: JapanTime? = nil, facts: DetailFacts? = nil) -> [Line] {
        var writer = DetailLineWriter(width: width, ascii: ascii)
        springSection(detail, favorite: favorite, into: &writer)
        visitsSection(visits, into: &writer)
        sourcesSection(detail, into: &writer)
        writer.heading(DetailText.generalHeading.text)
        writer.lines += springGeneralLines(detail.springGuide, width: width)
        writer.blank()
        facilitySection(detail.sample, now: now, facts: facts, into: &writer)
        writer.blank()
        writer.heading(DetailText.creditHeading.text)
        for credit in [DataCredit.onsenJapanese, DataCredit.onsenEnglish, DataCredit.mirror] {
            for part in credit.wrapped(toWidth: width) { writer.lines.append([Span(part, .muted)]) }
        }
        return writer.lines
    }

    /// The name, its reading and id, then the catalog's facts about the spring.
    private static func springSection(_ detail: FacilityDetail, favorite: Bool, into writer: inout DetailLineWriter) {
        let f = detail.listing
        var titleLine: Line = favorite ? [Span(writer.ascii ? "* " : "★ ", Style(.favorite))] : []
        titleLine.append(Span(f.displayName, .title))
        let reading = f.readingDisplay
        if !reading.isEmpty { titleLine.append(Span("  " + reading, .muted)) }
        writer.lines.append(titleLine)
        writer.lines.append([Span(([f.id.rawValue] + [f.readingSource.note].compactMap { $0 }).joined(separator: " · "), .muted)])
        writer.blank()
        if !f.aliases.isEmpty {
            writer.field(DetailText.fieldAliases.text, f.aliases.map(\.displayName).joined(separator: " · "))
        }
        writer.field(DetailText.fieldLocation.text, DetailText.location(detail.prefecture).text)
        writer.field(DetailText.fieldPosition.text, f.coordinate.formatted, note: DetailText.fieldPositionNote.text)
        if let temperature = f.maxTemperature, let klass = f.temperatureClass {
            writer.field(DetailText.fieldTemperature.text, "\(formatTemperature(temperature))  \(klass.label)", SearchStyle.temperature(klass),
                         note: "(\(klass.rangeDescription))")
        } else {
            writer.field(DetailText.fieldTemperature.text, DetailText.notRecorded.text, .muted)
        }
        if let ph = f.ph, let klass = f.phClass {
            writer.field(DetailText.fieldPH.text, "\(formatPH(ph))  \(klass.label)", note: "(\(klass.rangeDescription))")
        } else {
            writer.field(DetailText.fieldPH.text, DetailText.notRecorded.text, .muted)
        }
        writer.springTypeField(f.springType)
        writer.lines += springLines(detail.springGuide, width: writer.width)
        var springFacts: [String] = []
        if let source = detail.representativeSource { springFacts.append(DetailText.representativeSource(source).text) }
        if let year = detail.analysisYear { springFacts.append(DetailText.analysedIn(year: year).text) }
        springFacts.append(DetailText.sourceCount(f.sourceCount).text)
        writer.field(DetailText.fieldSources.text, springFacts.joined(separator: " · "))
        writer.blank()
    }

    /// The user's visits, newest first, each wrapped under its date.
    private static func visitsSection(_ visits: [Visit], into writer: inout DetailLineWriter) {
        writer.heading(DetailText.visitsHeading(count: visits.count).text)
        if visits.isEmpty {
            writer.lines.append([Span(DetailText.noVisitsYet(key: DetailScreen.keyMap.label(for: .recordVisit)).text, .muted)])
        }
        for visit in visits {
            let note = visit.note.isEmpty ? "" : "  " + TerminalText.sanitized(visit.note)
            let text = "\(visit.date)  " + Visit.stars(visit.rating, ascii: writer.ascii) + note
            for (index, part) in text.wrapped(toWidth: writer.width).enumerated() {
                writer.lines.append([Span(index == 0 ? part : "  " + part)])
            }
        }
        writer.blank()
    }

    /// The analysed sources as a table whose columns fit the width.
    private static func sourcesSection(_ detail: FacilityDetail, into writer: inout DetailLineWriter) {
        writer.heading(DetailText.sourcesHeading(count: detail.sources.count).text)
        let tempWidth = 8, phWidth = 6
        let typeWidth = max(8, min(28, writer.width / 3))
        let nameWidth = max(8, writer.width - tempWidth - phWidth - typeWidth - 3)
        writer.lines.append([Span(DetailText.columnSourceName.text.padded(toWidth: nameWidth) + " "
                                  + DetailText.columnTemperature.text.padded(toWidth: tempWidth, alignRight: true)
                                  + " " + DetailText.columnPH.text.padded(toWidth: phWidth, alignRight: true) + " "
                                  + DetailText.columnSpringType.text, .muted)])
        for source in detail.sources {
            let name = [source.areaName, source.sourceName].compactMap { $0 }.joined(separator: " / ")
            // One precision per column, so the decimal points line up.
            let temperature = source.maxTemperature.map { formatTemperatureColumn($0) } ?? "—"
            let ph = formatPH(source.ph)
            writer.lines.append([
                Span(name.padded(toWidth: nameWidth) + " "),
                Span(temperature.padded(toWidth: tempWidth, alignRight: true) + " ",
                     source.maxTemperature.map { SearchStyle.temperature(TemperatureClass(celsius: $0)) } ?? .muted),
                Span(ph.padded(toWidth: phWidth, alignRight: true) + " "),
                Span((AreaName.springTypeDisplay(source.springType) ?? "—").truncated(toWidth: typeWidth), source.springType == nil ? .muted : .normal),
            ])
        }
        writer.blank()
    }

    /// The facility's sample commerce, with the user's own facts in their place and marked so.
    private static func facilitySection(_ sample: SampleCommerce, now: JapanTime?, facts: DetailFacts?, into writer: inout DetailLineWriter) {
        writer.heading(DetailText.facilityHeading.text, tag: facts?.hasUserFacts == true ? DetailText.tagSampleAndYours.text : FactSource.sample.shortLabel)
        let yours = "[\(FactSource.user.label)]"
        if let facts, facts.hours.source == .user {
            writer.field(DetailText.fieldHours.text, facts.hours.ruleText, note: yours)
        } else {
            writer.field(DetailText.fieldHours.text, sample.hoursText + "   " + DetailText.closedDays(sample.closedDays.ruleText).text)
        }
        if let now { openingStatus(sample, now: now, facts: facts, into: &writer) }
        if let yen = facts?.userPriceYen {
            writer.field(DetailText.fieldPrice.text, DetailText.adultYoursAndChild(adult: formatYen(yen), tag: yours, child: formatYen(sample.childPriceYen)).text)
        } else {
            writer.field(DetailText.fieldPrice.text, DetailText.adultAndChild(adult: formatYen(sample.adultPriceYen), child: formatYen(sample.childPriceYen)).text)
        }
        if let note = facts?.note { writer.field(DetailText.fieldNote.text, note, note: yours) }
        if let unreadable = facts?.unreadable { writer.field("", DetailText.unreadable(unreadable).text, .error) }
        writer.field(DetailText.fieldAmenities.text,
                     sample.sortedAmenities.map(\.label).joined(separator: " · ") + (sample.hasCoupons ? " · " + DetailText.withCoupons.text : ""))
        writer.field(DetailText.fieldTickets.text, sample.ticketProducts.map { "\($0.title) \(formatYen($0.priceYen))" }.joined(separator: " · "))
        for part in DetailText.sampleFootnote.text.wrapped(toWidth: writer.width) {
            writer.lines.append([Span(part, .sample)])
        }
        if facts?.hasUserFacts == true {
            for part in DetailText.yoursFootnote(tag: yours).text.wrapped(toWidth: writer.width) {
                writer.lines.append([Span(part, .sample)])
            }
        }
    }

    /// The date-aware status (holidays, the user's hours) when the day is known.
    private static func openingStatus(_ sample: SampleCommerce, now: JapanTime, facts: DetailFacts?, into writer: inout DetailLineWriter) {
        let status = facts.map(\.status) ?? sample.hours.status(at: now)
        let note = "(" + DetailText.asOf(time: (facts.map { $0.today.shortText + " " } ?? "") + ClockText.minute(now.minute)).text + ")"
        if let status {
            // The short form where the long one would not share a line with the time it is for.
            let text = (status.text + "  " + note).displayWidth <= writer.width - 10 ? status.text : status.shortText
            writer.field("", text, status.isOpen ? Style(.accent) : .muted, note: note)
        } else {
            writer.field("", DetailText.closedThisWeek.text, .muted, note: note)
        }
    }
}

/// The detail's lines for one width as they are written: headings ruled across the width, and
/// labelled fields whose values wrap under their label.
struct DetailLineWriter {
    let width: Int
    let ascii: Bool
    var lines: [DetailView.Line] = []

    mutating func blank() { lines.append([]) }

    mutating func heading(_ text: String, tag: String? = nil) {
        let rule = ascii ? "-" : "─"
        var spans = [DetailView.Span(rule + rule + " " + text + " ", .title)]
        if let tag { spans.append(DetailView.Span("[\(tag)]", Style(.sample, bold: true))); spans.append(DetailView.Span(" ")) }
        let used = spans.reduce(0) { $0 + $1.text.displayWidth }
        spans.append(DetailView.Span(String(repeating: rule, count: max(0, width - used)), .border))
        lines.append(spans)
    }

    mutating func field(_ label: String, _ value: String, _ style: Style = .normal, note: String? = nil) {
        let labelText = label.padded(toWidth: 10)
        let room = max(8, width - 10)
        // Values come from data: a line break in one (an alias) is shown, never a new line. A
        // note is kept whole: after the value where it fits, else on a line of its own.
        var wrapped = TerminalText.sanitized(value).wrapped(toWidth: room)
        if let note {
            if let last = wrapped.last, (last + "  " + note).displayWidth <= room {
                wrapped[wrapped.count - 1] = last + "  " + note
            } else {
                wrapped += note.wrapped(toWidth: room)
            }
        }
        for (index, part) in wrapped.enumerated() {
            lines.append([DetailView.Span(index == 0 ? labelText : String(repeating: " ", count: 10), .muted), DetailView.Span(part, style)])
        }
    }
}
