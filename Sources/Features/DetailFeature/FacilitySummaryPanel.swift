import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// What the summary panel shows: the few facts that tell areas apart at a glance.
public struct FacilitySummaryState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable { case loading, loaded(FacilityListing), missing }
    public var id: FacilityID
    public var phase: Phase = .loading
    /// When it was loaded, in Japan time, for the open-now line.
    public var loadedAt: JapanTime?
    /// The Japan date it was loaded on, with its holiday (nil past the known years).
    public var loadedDay: CalendarDay?
    /// The user's own facts, which replace the sample's hours and price (read from the facts store).
    public var facts: FacilityFacts?

    public init(id: FacilityID, phase: Phase = .loading) {
        self.id = id
        self.phase = phase
    }
}

/// A facility's summary, built by this module and shown by others (the map, beside its focused
/// marker) through `ViewBuildingClient.facilitySummaryPanel`, so they need not import this module.
/// It reads the catalog store, not the database: every field it shows is in the listing, and the
/// map asks for a new panel on every `n`, which must not wait for a query.
@MainActor
@Observable
public final class FacilitySummaryPanel: Panel {
    public private(set) var state: FacilitySummaryState
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.factsStore) private var factsStore
    public let effects = Effects()

    public init(id: FacilityID) { state = FacilitySummaryState(id: id) }

    public func appear() {
        effects.run { [weak self] in
            guard let self else { return }
            await self.catalog.load()
            guard !Task.isCancelled else { return }
            let now = self.date.now
            self.state.loadedAt = JapanTime.withCalendar(now)
            self.state.loadedDay = try? CalendarDay(VisitDate(now, timeZone: JapanTime.timeZone))
            self.state.phase = self.catalog.listing(self.state.id).map { .loaded($0) } ?? .missing
        }
    }

    public func disappear() { effects.cancelAll() }
    public func settled() async { await effects.settled() }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        // The store's facts, read as the frame is drawn, so a correction anywhere shows at once.
        var shown = state
        shown.facts = factsStore.facts(for: state.id)
        FacilitySummaryView.render(shown, in: rect, on: &canvas)
    }
}

public enum FacilitySummaryView {
    public static func render(_ state: FacilitySummaryState, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 3 else { return }
        Box.draw(rect, title: DetailText.summaryTitle.text, on: &canvas)
        let inner = rect.inset(dx: 2, dy: 1)
        switch state.phase {
        case .loading:
            canvas.put(DetailText.loading(id: state.id.rawValue).text, x: inner.x, y: inner.y, style: .muted, clip: inner)
        case .missing:
            canvas.put(DetailText.summaryNotFound(id: state.id.rawValue).text, x: inner.x, y: inner.y, style: .error, clip: inner)
        case .loaded(let listing):
            let lines = lines(for: listing, width: inner.width, now: state.loadedAt, day: state.loadedDay, facts: state.facts)
            for (index, line) in lines.prefix(inner.height).enumerated() {
                var x = inner.x
                for span in line { x = canvas.put(span.text, x: x, y: inner.y + index, style: span.style, clip: inner) }
            }
        }
    }

    /// Name, prefecture, temperature and its class, spring type, sample price: one fact per line so
    /// the panel reads the same at the side (38 columns) and at the bottom (half of 80).
    public static func lines(for listing: FacilityListing, width: Int, now: JapanTime? = nil, day: CalendarDay? = nil,
                             facts: FacilityFacts? = nil) -> [DetailView.Line] {
        typealias Span = DetailView.Span
        var lines: [DetailView.Line] = []
        lines.append([Span(listing.displayName.truncated(toWidth: width), .title)])
        let place = [listing.prefectureDisplayName, listing.regionDisplayName].filter { !$0.isEmpty }.joined(separator: " · ")
        lines.append([Span(place, .muted)])
        if let temperature = listing.maxTemperature, let klass = listing.temperatureClass {
            lines.append([Span(DetailText.summaryTemperature.text, .muted), Span("\(formatTemperature(temperature)) \(klass.label)", SearchStyle.temperature(klass))])
        } else {
            lines.append([Span(DetailText.summaryTemperature.text, .muted), Span(DetailText.notRecorded.text, .muted)])
        }
        let springLabel = DetailText.summarySpring.text
        lines.append([Span(springLabel, .muted), Span((listing.springTypeDisplay ?? DetailText.notRecorded.text).truncated(toWidth: max(1, width - springLabel.displayWidth)),
                                                  listing.springType == nil ? .muted : .normal)])
        let priceSource: FactSource = facts?.priceYen == nil ? .sample : .user
        var price: DetailView.Line = [Span(DetailText.summaryPrice.text, .muted), Span(DetailText.adultPrice(formatYen(facts?.priceYen ?? listing.adultPriceYen)).text)]
        price.append(Span("[\(priceSource.shortLabel)]", Style(.sample, bold: true)))
        lines.append(price)
        if let now {
            let hours = FacilityHours.effective(sample: listing.hours, facts: facts)
            // On a known date the holidays and the user's hours count; else the sample's weekday rule.
            let status: OpeningStatus? = day.map { hours.status(on: $0, minute: now.minute) } ?? listing.hours.status(at: now)
            let tag = " [\(hours.source.shortLabel)]"
            let room = max(1, width - tag.displayWidth)
            if let status {
                // The longest form that fits whole: the time is never the part cut off.
                let text = [status.text, status.shortText, status.compactText].first { $0.displayWidth <= room } ?? status.compactText
                lines.append([Span(text.truncated(toWidth: room), status.isOpen ? Style(.accent) : .muted),
                              Span(tag, Style(.sample, bold: true))])
            } else {
                lines.append([Span(DetailText.summaryClosedThisWeek.text.truncated(toWidth: room), .muted), Span(tag, Style(.sample, bold: true))])
            }
        }
        // The same sample coupons `c` offers on the facility.
        let coupons = SampleCoupons.offerCount(for: listing.id, hasCoupons: listing.hasCoupons)
        if coupons > 0 { lines.append([Span(DetailText.couponCount(coupons).text, .sample)]) }
        lines.append([Span(DetailText.summaryDetailsHint(key: KeyEvent.enter.label).text, .muted)])
        return lines
    }
}
