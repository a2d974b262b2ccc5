import Widgets
import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases

@MainActor
@Observable
public final class DetailViewModel {
    public private(set) var state: DetailViewState
    /// Content height and window height where the screen is laid out, for scrolling limits.
    @ObservationIgnored public var layout = (contentLines: 0, windowLines: 10)
    /// The load and the writes this screen started; cancelled when it leaves its stack.
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard

    public init(id: FacilityID) { state = DetailViewState(id: id) }

    /// The ★ and the visits come from the stores that own them, so they are never stale.
    public var isFavorite: Bool { favorites.contains(state.id) }
    public var visits: [Visit] { visitLog.visits(for: state.id) }

    public func appear() {
        guard state.detail == nil else { return }
        let (facilityDetail, id) = (self.facilityDetail, state.id)
        effects.run("load") { [weak self] in
            let phase: DetailViewState.Phase
            do throws(CatalogError) { phase = .loaded(try await facilityDetail.execute(id)) } catch { phase = .failed(error.description) }
            guard !Task.isCancelled else { return }
            self?.state.phase = phase
            if let self { self.state.loadedAt = JapanTime(self.date.now) }
        }
    }

    public func send(_ action: DetailAction) {
        let maxScroll = max(0, layout.contentLines - layout.windowLines)
        let page = max(1, layout.windowLines - 1)
        state.notice = nil
        // Until the area has loaded (or when its id is not in the catalog) there is nothing to buy,
        // map, favour or record a visit to.
        if DetailScreen.needsTheArea.contains(action), state.detail == nil { return }
        switch action {
        case .scrollDown: state.scroll = min(maxScroll, state.scroll + 1)
        case .scrollUp: state.scroll = max(0, state.scroll - 1)
        case .pageDown: state.scroll = min(maxScroll, state.scroll + page)
        case .pageUp: state.scroll = max(0, state.scroll - page)
        case .top: state.scroll = 0
        case .bottom: state.scroll = maxScroll
        case .buyTicket: router.navigate(to: .ticketPurchase(state.id))
        case .showOnMap: router.navigate(to: .map(focus: state.id))
        case .showCoupons: router.navigate(to: .coupons(state.id))
        case .toggleFavorite:
            let id = state.id
            effects.run { [favorites] in await favorites.toggle(id) }
        case .recordVisit: state.form = VisitFormState(today: VisitDate(date.now, timeZone: JapanTime.timeZone))
        case .copySummary:
            guard let detail = state.detail else { return }
            clipboard.copy(Self.summary(detail))
            state.notice = "コピーしました copied to the clipboard (OSC 52)"
        case .formCancel: state.form = nil
        case .formSubmit: submitForm()
        default: editForm(action)
        }
    }

    /// The area as plain text for sharing; every field from data is sanitised, so a pasted summary
    /// carries no control character or direction override.
    nonisolated static func summary(_ detail: FacilityDetail) -> String {
        let listing = detail.listing
        let reading = [listing.reading, listing.romaji].filter { !$0.isEmpty }.joined(separator: " · ")
        let lines = [
            "\(listing.name)" + (reading.isEmpty ? "" : " (\(reading))") + " — \(listing.prefectureName)",
            "\(listing.coordinate.formatted) · 泉温 \(listing.temperatureText)" + (listing.ph.map { " · pH \(formatPH($0))" } ?? "")
                + (listing.springType.map { " · 泉質 \($0)" } ?? ""),
            "営業時間 \(detail.sample.hoursText) · 大人 \(formatYen(detail.sample.adultPriceYen)) [sample]",
            "yumeguri open facility/\(listing.id.rawValue)",
        ]
        return lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n"
    }

    private func editForm(_ action: DetailAction) {
        guard var form = state.form else { return }
        form.error = nil
        let fields = VisitFormState.Field.allCases
        let index = fields.firstIndex(of: form.field) ?? 0
        switch (action, form.field) {
        case (.formNextField, _): form.field = fields[(index + 1) % fields.count]
        case (.formPreviousField, _): form.field = fields[(index + fields.count - 1) % fields.count]
        case (.formLeft, .rating): form.rating = max(1, form.rating - 1)
        case (.formRight, .rating): form.rating = min(5, form.rating + 1)
        case (.formInsert(let text), .rating):
            if let digit = Int(text), VisitDraft.ratings.contains(digit) { form.rating = digit }
        case (.formInsert(let text), .date): form.date.insert(text)
        case (.formInsert(let text), .note):
            if !form.note.insert(text) { form.error = "メモは\(VisitDraft.maxNoteLength)文字まで (note cut at \(VisitDraft.maxNoteLength))" }
        case (.formBackspace, .date): form.date.backspace()
        case (.formBackspace, .note): form.note.backspace()
        case (.formClear, .date): form.date.clear()
        case (.formClear, .note): form.note.clear()
        case (.formDeleteWord, .date): form.date.deleteWord()
        case (.formDeleteWord, .note): form.note.deleteWord()
        case (.formLeft, .date): form.date.moveLeft()
        case (.formLeft, .note): form.note.moveLeft()
        case (.formRight, .date): form.date.moveRight()
        case (.formRight, .note): form.note.moveRight()
        case (.formEdit(let edit), .date): form.date.apply(edit)
        case (.formEdit(let edit), .note): form.note.apply(edit)
        default: break
        }
        state.form = form
    }

    private func submitForm() {
        guard var form = state.form, !form.isSaving else { return }
        switch form.draft(for: state.id, today: VisitDate(date.now, timeZone: JapanTime.timeZone)) {
        case .failure(let error):
            form.field = error.field
            form.error = error.message
            state.form = form
        case .success(let draft):
            form.isSaving = true
            state.form = form
            effects.run("submit") { [weak self, visitLog] in
                do throws(UserDataError) {
                    try await visitLog.record(draft)
                    self?.state.form = nil
                    self?.state.notice = "記録しました recorded: \(draft.date) \(Visit.stars(draft.rating))"
                } catch {
                    form.isSaving = false
                    form.error = error.description
                    self?.state.form = form
                }
            }
        }
    }
}

extension DetailViewModel: ViewModel {}
