import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases
import VisitFormKit
import Widgets

@MainActor
@Observable
public final class DetailViewModel {
    /// The screen's own fields: the loaded detail, scroll, the visit form, a notice.
    private var own: DetailViewState
    /// Content height and window height where the screen is laid out, for scrolling limits.
    @ObservationIgnored public var layout = (contentLines: 0, windowLines: 10)
    /// The load and the writes this screen started; cancelled when it leaves its stack.
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.factsStore) private var factsStore
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard

    public init(id: FacilityID) { own = DetailViewState(id: id) }

    /// The breadcrumb's name for the area: read for every screen of the stack in each frame (this
    /// one may be under another, never laid out), so it reads the loaded area's name alone, not
    /// the state with its visits and hours.
    public var title: String { own.detail?.listing.displayName ?? own.id.rawValue }

    /// Everything the screen shows: its own fields, and the ★ and the visits from the stores
    /// that own them, so they are never stale.
    public var state: DetailViewState {
        var state = own
        state.isFavorite = favorites.contains(own.id)
        state.visits = visitLog.visits(for: own.id)
        if let detail = own.detail, let day = own.loadedDay, let now = own.loadedAt {
            let key = FactsKey(sample: detail.sample.hours, facts: factsStore.facts(for: own.id), unreadable: factsStore.unreadable[own.id],
                               day: day, minute: now.minute)
            state.facts = derivedFacts.value(for: key) { key in
                DetailFacts(sample: key.sample, facts: key.facts, unreadable: key.unreadable, today: key.day, minute: key.minute)
            }
        }
        return state
    }

    /// What the hours shown are worked out from: the sample's, the user's, and the moment the
    /// area was loaded (its day's weekday and holiday).
    private struct FactsKey: Equatable {
        var sample: OpeningHours
        var facts: FacilityFacts?
        var unreadable: String?
        var day: CalendarDay
        var minute: Int
    }

    /// Worked out when the facts or the loaded moment changed (by the screen's `layout`, before
    /// a frame; an edit from another screen or process reaches it through the facts store).
    @ObservationIgnored private var derivedFacts = DerivedOnChange<FactsKey, DetailFacts>("the detail's hours for today")

    public func appear() {
        guard own.detail == nil else { return }
        let (facilityDetail, id) = (self.facilityDetail, own.id)
        effects.run("load") { [weak self] in
            let phase: DetailViewState.Phase
            do throws(CatalogError) {
                phase = .loaded(try await facilityDetail.execute(id))
            } catch .notFound {
                phase = .notFound
            } catch {
                phase = .failed(error.description)
            }
            guard !Task.isCancelled else { return }
            self?.own.phase = phase
            if let self {
                let now = self.date.now
                self.own.loadedAt = JapanTime.withCalendar(now)
                self.own.loadedDay = try? CalendarDay(VisitDate(now, timeZone: JapanTime.timeZone))
            }
        }
    }

    private func scroll(_ move: ListMove) {
        own.scroll = TextScroll.top(after: move, from: own.scroll, contentLines: layout.contentLines, windowLines: layout.windowLines)
    }

    public func send(_ action: DetailAction) {
        own.notice = nil
        // Until the area has loaded (or when its id is not in the catalog) there is nothing to buy,
        // map, favour or record a visit to.
        if DetailScreen.needsTheArea.contains(action), own.detail == nil { return }
        switch action {
        case .scrollDown: scroll(.down)
        case .scrollUp: scroll(.up)
        case .pageDown: scroll(.pageDown)
        case .pageUp: scroll(.pageUp)
        case .top: scroll(.first)
        case .bottom: scroll(.last)
        case .buyTicket: router.navigate(to: .ticketPurchase(own.id))
        case .showOnMap: router.navigate(to: .map(focus: own.id))
        case .showCoupons: router.navigate(to: .coupons(own.id))
        case .toggleFavorite:
            let id = own.id
            effects.run { [favorites] in await favorites.toggle(id) }
        case .recordVisit:
            own.factsForm = nil
            own.form = VisitForm(today: VisitDate(date.now, timeZone: JapanTime.timeZone))
        case .editFacts:
            guard let detail = own.detail else { return }
            own.form = nil
            own.factsForm = FactsFormState(facts: factsStore.facts(for: own.id),
                                           sampleHours: FacilityHours(sample: detail.sample.hours, user: nil).ruleText,
                                           samplePriceYen: detail.sample.adultPriceYen)
        case .copySummary:
            guard let detail = own.detail else { return }
            clipboard.copy(Self.summary(detail))
            own.notice = DetailText.sentToTerminal.text
        case .formCancel:
            own.form = nil
            own.factsForm = nil
        case .formSubmit: if own.factsForm != nil { submitFacts() } else { submitForm() }
        default: editForm(action)
        }
    }

    /// The area as plain text for sharing; every field from data is sanitised, so a pasted summary
    /// carries no control character or direction override.
    nonisolated static func summary(_ detail: FacilityDetail) -> String {
        let listing = detail.listing
        let reading = listing.readingDisplay
        let lines = [
            "\(listing.displayName)" + (reading.isEmpty ? "" : " (\(reading))") + " — \(listing.prefectureDisplayName)",
            "\(listing.coordinate.formatted) · " + DetailText.copyTemperature(listing.temperatureText).text + (listing.ph.map { " · pH \(formatPH($0))" } ?? "")
                + (listing.springTypeDisplay.map { " · " + DetailText.copySpring($0).text } ?? ""),
            DetailText.copyHours(hours: detail.sample.hoursText, adult: formatYen(detail.sample.adultPriceYen)).text,
            "yumeguri open facility/\(listing.id.rawValue)",
        ]
        return lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n"
    }

    private func editForm(_ action: DetailAction) {
        if own.factsForm != nil { return editFactsForm(action) }
        switch action {
        case .formNextField: own.form?.handle(.nextField)
        case .formPreviousField: own.form?.handle(.previousField)
        case .form(let edit): own.form?.handle(.edit(edit))
        default: break
        }
    }

    private func submitForm() {
        guard var form = own.form, !form.isSaving else { return }
        switch form.draft(for: own.id, today: VisitDate(date.now, timeZone: JapanTime.timeZone)) {
        case .failure(let error):
            form.field = error.field
            form.error = error.message
            own.form = form
        case .success(let draft):
            form.isSaving = true
            own.form = form
            effects.run("submit") { [weak self, visitLog] in
                do throws(UserDataError) {
                    try await visitLog.record(draft)
                    self?.own.form = nil
                    self?.own.notice = DetailText.recorded(date: "\(draft.date)", stars: Visit.stars(draft.rating)).text
                } catch {
                    form.isSaving = false
                    form.error = error.description
                    self?.own.form = form
                }
            }
        }
    }
}

extension DetailViewModel: ViewModel {}

extension DetailViewModel {
    func editFactsForm(_ action: DetailAction) {
        guard var form = own.factsForm else { return }
        form.error = nil
        let fields = FactsFormState.Field.allCases
        let index = fields.firstIndex(of: form.field) ?? 0
        switch (action, form.field) {
        case (.formNextField, _): form.field = fields[(index + 1) % fields.count]
        case (.formPreviousField, _): form.field = fields[(index + fields.count - 1) % fields.count]
        case (.form(let edit), .hours):
            if !form.hours.apply(edit) { form.error = DetailText.hoursTooLong(OSMOpeningHours.maximumLength).text }
        case (.form(let edit), .price):
            if case .insert(let text) = edit, !text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                form.error = DetailText.priceDigitsOnly.text
            } else {
                _ = form.price.apply(edit)
            }
        case (.form(let edit), .note):
            if !form.note.apply(edit) { form.error = DetailText.noteTooLong(FacilityFacts.maximumNoteLength).text }
        default: break
        }
        own.factsForm = form
    }

    /// Stores the form through the facts store (every screen that shows the facts follows).
    func submitFacts() {
        guard var form = own.factsForm, !form.isSaving else { return }
        switch form.edit() {
        case .failure(let error):
            form.field = error.field
            form.error = error.message
            own.factsForm = form
        case .success(let edit):
            form.isSaving = true
            own.factsForm = form
            let (id, factsStore) = (own.id, self.factsStore)
            effects.run("facts") { [weak self] in
                switch await factsStore.edit(id, edit) {
                case .success(let stored):
                    self?.own.factsForm = nil
                    self?.own.notice = stored.isEmpty ? DetailText.factsCleared.text : DetailText.factsSaved.text
                case .failure(let problem):
                    form.isSaving = false
                    form.field = FactsFormState.field(of: problem)
                    form.error = problem.description
                    self?.own.factsForm = form
                }
            }
        }
    }
}
