import Entities
import Foundation
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// Draws a facility's detail from its state: the content is laid out as lines for the width, then
/// the window starting at `state.scroll` is drawn.
public enum DetailView {
    public struct Span: Equatable, Sendable {
        public var text: String
        public var style: Style
        public init(_ text: String, _ style: Style = .normal) { self.text = text; self.style = style }
    }

    public typealias Line = [Span]

    /// `content` is the loaded detail laid out for `rect`'s width (`lines(for:…)`), which the
    /// screen computes once per width and change, not once per frame.
    public static func render(_ state: DetailViewState, content: [Line], in rect: Rect, on canvas: inout Canvas) {
        switch state.phase {
        case .loading:
            Messages.centered([DetailText.loading(id: state.id.rawValue).text], style: .muted, in: rect, on: &canvas)
        case .failed(let message):
            Messages.centered([DetailText.cannotShow.text, message, DetailText.backHint(key: KeyMention.back.label).text],
                              style: .error, in: rect, on: &canvas)
        case .notFound:
            Messages.centered([DetailText.notFound(id: state.id.rawValue).text,
                               DetailText.notFoundHint(searchKey: KeyMention.searchTab.label).text,
                               DetailText.backHint(key: KeyMention.back.label).text], style: .warning, in: rect, on: &canvas)
        case .loaded:
            let rows = TextScroll.windowLines(contentLines: content.count, height: rect.height)
            let start = TextScroll.clamped(state.scroll, contentLines: content.count, windowLines: rows)
            for (offset, line) in content.dropFirst(start).prefix(rows).enumerated() {
                var x = rect.x + 1
                for span in line { x = canvas.put(span.text, x: x, y: rect.y + offset, style: span.style, clip: rect) }
            }
            if let marker = TextScroll.marker(top: start, contentLines: content.count, height: rect.height) {
                canvas.put(marker, x: rect.maxX - marker.displayWidth - 1, y: rect.maxY - 1, style: .muted, clip: rect)
            }
        }
    }

    /// The lines of a loaded state without a ★ or visits (previews and snapshots); none otherwise.
    public static func content(_ state: DetailViewState, width: Int, ascii: Bool = false) -> [Line] {
        state.detail.map { lines(for: $0, width: width, ascii: ascii, now: state.loadedAt, facts: state.facts) } ?? []
    }

    /// The content as lines of at most `width` cells.
    public static func lines(for detail: FacilityDetail, width: Int, ascii: Bool,
                             favorite: Bool = false, visits: [Visit] = [], now: JapanTime? = nil, facts: DetailFacts? = nil) -> [Line] {
        let f = detail.listing
        var lines: [Line] = []
        func blank() { lines.append([]) }
        func heading(_ text: String, tag: String? = nil) {
            let rule = ascii ? "-" : "─"
            var spans = [Span(rule + rule + " " + text + " ", .title)]
            if let tag { spans.append(Span("[\(tag)]", Style(.sample, bold: true))); spans.append(Span(" ")) }
            let used = spans.reduce(0) { $0 + $1.text.displayWidth }
            spans.append(Span(String(repeating: rule, count: max(0, width - used)), .border))
            lines.append(spans)
        }
        func field(_ label: String, _ value: String, _ style: Style = .normal, note: String? = nil) {
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
                lines.append([Span(index == 0 ? labelText : String(repeating: " ", count: 10), .muted), Span(part, style)])
            }
        }

        var titleLine: Line = favorite ? [Span(ascii ? "* " : "★ ", Style(.favorite))] : []
        titleLine.append(Span(f.displayName, .title))
        let reading = f.readingDisplay
        if !reading.isEmpty { titleLine.append(Span("  " + reading, .muted)) }
        lines.append(titleLine)
        lines.append([Span(([f.id.rawValue] + [f.readingSource.note].compactMap { $0 }).joined(separator: " · "), .muted)])
        blank()
        if !f.aliases.isEmpty {
            field(DetailText.fieldAliases.text, f.aliases.map(\.name).joined(separator: " · "))
        }
        field(DetailText.fieldLocation.text, DetailText.location(detail.prefecture).text)
        field(DetailText.fieldPosition.text, f.coordinate.formatted, note: DetailText.fieldPositionNote.text)
        if let temperature = f.maxTemperature, let klass = f.temperatureClass {
            field(DetailText.fieldTemperature.text, "\(formatTemperature(temperature))  \(klass.label)", SearchStyle.temperature(klass), note: "(\(klass.rangeDescription))")
        } else {
            field(DetailText.fieldTemperature.text, DetailText.notRecorded.text, .muted)
        }
        if let ph = f.ph, let klass = f.phClass {
            field(DetailText.fieldPH.text, "\(formatPH(ph))  \(klass.label)", note: "(\(klass.rangeDescription))")
        } else {
            field(DetailText.fieldPH.text, DetailText.notRecorded.text, .muted)
        }
        field(DetailText.fieldSpringType.text, f.springType ?? DetailText.notRecorded.text, f.springType == nil ? .muted : .normal)
        lines += springLines(detail.springGuide, width: width)
        var springFacts: [String] = []
        if let source = detail.representativeSource { springFacts.append(DetailText.representativeSource(source).text) }
        if let year = detail.analysisYear { springFacts.append(DetailText.analysedIn(year: year).text) }
        springFacts.append(DetailText.sourceCount(f.sourceCount).text)
        field(DetailText.fieldSources.text, springFacts.joined(separator: " · "))
        blank()

        heading(DetailText.visitsHeading(count: visits.count).text)
        if visits.isEmpty {
            lines.append([Span(DetailText.noVisitsYet(key: DetailScreen.keyMap.label(for: .recordVisit)).text, .muted)])
        }
        for visit in visits {
            let note = visit.note.isEmpty ? "" : "  " + TerminalText.sanitized(visit.note)
            let text = "\(visit.date)  " + Visit.stars(visit.rating, ascii: ascii) + note
            for (index, part) in text.wrapped(toWidth: width).enumerated() {
                lines.append([Span(index == 0 ? part : "  " + part)])
            }
        }
        blank()

        heading(DetailText.sourcesHeading(count: detail.sources.count).text)
        let tempWidth = 8, phWidth = 6
        let typeWidth = max(8, min(28, width / 3))
        let nameWidth = max(8, width - tempWidth - phWidth - typeWidth - 3)
        lines.append([Span(DetailText.columnSourceName.text.padded(toWidth: nameWidth) + " "
                           + DetailText.columnTemperature.text.padded(toWidth: tempWidth, alignRight: true)
                           + " " + DetailText.columnPH.text.padded(toWidth: phWidth, alignRight: true) + " "
                           + DetailText.columnSpringType.text, .muted)])
        for source in detail.sources {
            let name = [source.areaName, source.sourceName].compactMap { $0 }.joined(separator: " / ")
            // One precision per column, so the decimal points line up.
            let temperature = source.maxTemperature.map { formatTemperatureColumn($0) } ?? "—"
            let ph = formatPH(source.ph)
            lines.append([
                Span(name.padded(toWidth: nameWidth) + " "),
                Span(temperature.padded(toWidth: tempWidth, alignRight: true) + " ", source.maxTemperature.map { SearchStyle.temperature(TemperatureClass(celsius: $0)) } ?? .muted),
                Span(ph.padded(toWidth: phWidth, alignRight: true) + " "),
                Span((source.springType ?? "—").truncated(toWidth: typeWidth), source.springType == nil ? .muted : .normal),
            ])
        }
        blank()

        heading(DetailText.generalHeading.text)
        lines += springGeneralLines(detail.springGuide, width: width)
        blank()

        let sample = detail.sample
        heading(DetailText.facilityHeading.text, tag: facts?.hasUserFacts == true ? DetailText.tagSampleAndYours.text : FactSource.sample.shortLabel)
        let yours = "[\(FactSource.user.label)]"
        if let facts, facts.hours.source == .user {
            field(DetailText.fieldHours.text, facts.hours.ruleText, note: yours)
        } else {
            field(DetailText.fieldHours.text, sample.hoursText + "   " + DetailText.closedDays(sample.closedDays.ruleText).text)
        }
        if let now {
            // The date-aware status (holidays, the user's hours) when the day is known.
            let status = facts.map(\.status) ?? sample.hours.status(at: now)
            let note = "(" + DetailText.asOf(time: (facts.map { $0.today.shortText + " " } ?? "") + ClockText.minute(now.minute)).text + ")"
            if let status {
                // The short form where the long one would not share a line with the time it is for.
                let text = (status.text + "  " + note).displayWidth <= width - 10 ? status.text : status.shortText
                field("", text, status.isOpen ? Style(.accent) : .muted, note: note)
            } else {
                field("", DetailText.closedThisWeek.text, .muted, note: note)
            }
        }
        if let yen = facts?.userPriceYen {
            field(DetailText.fieldPrice.text, DetailText.adultYoursAndChild(adult: formatYen(yen), tag: yours, child: formatYen(sample.childPriceYen)).text)
        } else {
            field(DetailText.fieldPrice.text, DetailText.adultAndChild(adult: formatYen(sample.adultPriceYen), child: formatYen(sample.childPriceYen)).text)
        }
        if let note = facts?.note { field(DetailText.fieldNote.text, note, note: yours) }
        if let unreadable = facts?.unreadable { field("", DetailText.unreadable(unreadable).text, .error) }
        field(DetailText.fieldAmenities.text, sample.sortedAmenities.map(\.label).joined(separator: " · ") + (sample.hasCoupons ? " · " + DetailText.withCoupons.text : ""))
        field(DetailText.fieldTickets.text, sample.ticketProducts.map { "\($0.title) \(formatYen($0.priceYen))" }.joined(separator: " · "))
        for part in DetailText.sampleFootnote.text.wrapped(toWidth: width) {
            lines.append([Span(part, .sample)])
        }
        if facts?.hasUserFacts == true {
            for part in DetailText.yoursFootnote(tag: yours).text.wrapped(toWidth: width) {
                lines.append([Span(part, .sample)])
            }
        }
        blank()

        heading(DetailText.creditHeading.text)
        for credit in [DataCredit.onsenJapanese, DataCredit.onsenEnglish, DataCredit.mirror] {
            for part in credit.wrapped(toWidth: width) { lines.append([Span(part, .muted)]) }
        }
        return lines
    }
}

/// Colours for temperature classes, shared by the detail lines.
enum SearchStyle {
    static func temperature(_ klass: TemperatureClass) -> Style {
        switch klass {
        case .hot: Style(.warning)
        case .warm: Style(.accent)
        case .low, .cold: .normal
        }
    }
}
