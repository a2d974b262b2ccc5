import Entities
import Foundation
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
            Messages.centered(["読み込み中… loading \(state.id.rawValue)"], style: .muted, in: rect, on: &canvas)
        case .failed(let message):
            Messages.centered(["この温泉を表示できません — cannot show this area", message, "Esc: back"],
                              style: .error, in: rect, on: &canvas)
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
            field("別名", f.aliases.map(\.name).joined(separator: " · "), note: "(aka)")
        }
        field("所在地", "\(detail.prefecture.displayName) (\(detail.prefecture.region.displayName))")
        field("位置", f.coordinate.formatted, note: "(源泉の概略位置 approx.)")
        if let temperature = f.maxTemperature, let klass = f.temperatureClass {
            field("泉温", "\(formatTemperature(temperature))  \(klass.label)", SearchStyle.temperature(klass), note: "(\(klass.rangeDescription))")
        } else {
            field("泉温", "— 記載なし (not recorded)", .muted)
        }
        if let ph = f.ph, let klass = f.phClass {
            field("pH", "\(formatPH(ph))  \(klass.label)", note: "(\(klass.rangeDescription))")
        } else {
            field("pH", "— 記載なし (not recorded)", .muted)
        }
        field("泉質", f.springType ?? "— 記載なし (not recorded)", f.springType == nil ? .muted : .normal)
        lines += springLines(detail.springGuide, width: width)
        var springFacts: [String] = []
        if let source = detail.representativeSource { springFacts.append("代表源泉 \(source)") }
        if let year = detail.analysisYear { springFacts.append("分析 \(year)年") }
        springFacts.append("源泉 \(f.sourceCount)か所")
        field("源泉", springFacts.joined(separator: " · "))
        blank()

        heading("湯めぐり記録 Visits (\(visits.count))")
        if visits.isEmpty {
            lines.append([Span("まだ記録はありません — \(DetailScreen.keyMap.label(for: .recordVisit)): 訪問を記録 record a visit", .muted)])
        }
        for visit in visits {
            let note = visit.note.isEmpty ? "" : "  " + TerminalText.sanitized(visit.note)
            let text = "\(visit.date)  " + Visit.stars(visit.rating, ascii: ascii) + note
            for (index, part) in text.wrapped(toWidth: width).enumerated() {
                lines.append([Span(index == 0 ? part : "  " + part)])
            }
        }
        blank()

        heading("分析された源泉 Analysed sources (\(detail.sources.count))")
        let tempWidth = 8, phWidth = 6
        let typeWidth = max(8, min(28, width / 3))
        let nameWidth = max(8, width - tempWidth - phWidth - typeWidth - 3)
        lines.append([Span("名称 / 源泉名".padded(toWidth: nameWidth) + " " + "泉温".padded(toWidth: tempWidth, alignRight: true)
                           + " " + "pH".padded(toWidth: phWidth, alignRight: true) + " " + "泉質", .muted)])
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

        heading("療養泉と温泉に共通 General (環境省の基準)")
        lines += springGeneralLines(detail.springGuide, width: width)
        blank()

        let sample = detail.sample
        heading("施設情報 Facility info", tag: facts?.hasUserFacts == true ? "sample · あなたの記録" : "sample")
        let yours = "[\(FactSource.user.label)]"
        if let facts, facts.hours.source == .user {
            field("営業時間", facts.hours.ruleText, note: yours)
        } else {
            field("営業時間", sample.hoursText + "   定休日 " + sample.closedDays.ruleText)
        }
        if let now {
            // The date-aware status (holidays, the user's hours) when the day is known.
            let status = facts.map(\.status) ?? sample.hours.status(at: now)
            let note = "(\(facts.map { $0.today.shortText + " " } ?? "")\(ClockText.minute(now.minute)) 現在)"
            if let status {
                // The short form where the long one would not share a line with the time it is for.
                let text = (status.text + "  " + note).displayWidth <= width - 10 ? status.text : status.shortText
                field("", text, status.isOpen ? Style(.accent) : .muted, note: note)
            } else {
                field("", "7日間休業 closed for the coming week", .muted, note: note)
            }
        }
        if let yen = facts?.userPriceYen {
            field("料金", "大人 \(formatYen(yen)) \(yours) / 小人 \(formatYen(sample.childPriceYen)) [sample]")
        } else {
            field("料金", "大人 \(formatYen(sample.adultPriceYen)) / 小人 \(formatYen(sample.childPriceYen))")
        }
        if let note = facts?.note { field("メモ", note, note: yours) }
        if let unreadable = facts?.unreadable { field("", "読めない記録 unreadable: " + unreadable, .error) }
        field("設備", sample.sortedAmenities.map(\.label).joined(separator: " · ") + (sample.hasCoupons ? " · クーポンあり" : ""))
        field("チケット", sample.ticketProducts.map { "\($0.name) \(formatYen($0.priceYen))" }.joined(separator: " · "))
        for part in "※ sample: 料金・営業時間・設備・チケットは見本データです (generated, not real offers)".wrapped(toWidth: width) {
            lines.append([Span(part, .sample)])
        }
        if facts?.hasUserFacts == true {
            for part in "※ \(yours): あなたが記録した情報で見本を置き換えています (your own record replaces the sample)".wrapped(toWidth: width) {
                lines.append([Span(part, .sample)])
            }
        }
        blank()

        heading("出典 Data credit")
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
