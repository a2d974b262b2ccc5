import Dependencies
import Entities
import Localization
import Navigation
import ScreenKit
import TerminalKit
import VisitFormKit
import Widgets

/// A facility's detail. The nearby panel beside it is built by another module through the
/// ViewBuilding registry; this module never imports that module.
@MainActor
public final class DetailScreen: ViewModelScreen {
    public let viewModel: DetailViewModel
    private let nearby: any Panel

    public init(id: FacilityID) {
        @Dependency(\.viewBuilding) var viewBuilding
        viewModel = DetailViewModel(id: id)
        nearby = viewBuilding.nearbyPanel(id)
    }

    public nonisolated static let keyMap = KeyMap<DetailAction>([
        KeyBinding([.character("j"), .down], .scrollDown, DetailText.keyScrollDown, short: DetailText.hintDown, hint: true),
        KeyBinding([.character("k"), .up], .scrollUp, DetailText.keyScrollUp),
        KeyBinding([.character("g"), .home], .top, DetailText.keyTop),
        KeyBinding([.character("G"), .end], .bottom, DetailText.keyBottom),
        KeyBinding([.ctrl("d"), .pageDown], .pageDown, DetailText.keyPageDown),
        KeyBinding([.ctrl("u"), .pageUp], .pageUp, DetailText.keyPageUp),
        KeyBinding([.character("t")], .buyTicket, DetailText.keyBuyTicket, short: DetailText.hintTicket, priority: 1),
        KeyBinding([.character("m")], .showOnMap, DetailText.keyShowOnMap, short: DetailText.hintMap, priority: 2),
        KeyBinding([.character("c")], .showCoupons, DetailText.keyCoupons, hint: true),
        KeyBinding([.character("f")], .toggleFavorite, DetailText.keyToggleFavourite, short: DetailText.hintFavourite, priority: 2),
        KeyBinding([.character("v")], .recordVisit, DetailText.keyRecordVisit, short: DetailText.hintRecord, priority: 2),
        KeyBinding([.character("e")], .editFacts, DetailText.keyEditFacts),
        KeyBinding([.character("y")], .copySummary, DetailText.keyCopySummary),
    ])

    public nonisolated static let formKeys = KeyMap<DetailAction>(VisitFormKey.bindings(save: DetailText.keySaveVisit) { key in
        switch key {
        case .submit: .formSubmit
        case .cancel: .formCancel
        case .nextField: .formNextField
        case .previousField: .formPreviousField
        case .edit(let edit): .form(edit)
        }
    })

    /// What needs the area itself: an id that is not in the catalog offers none of it.
    static let needsTheArea: Set<DetailAction> = [.buyTicket, .showOnMap, .showCoupons, .toggleFavorite, .recordVisit, .copySummary, .editFacts]

    public var keys: KeyMap<DetailAction> {
        if viewModel.state.form != nil || viewModel.state.factsForm != nil { return Self.formKeys }
        // Until the area is loaded there is nothing to scroll either; an unknown id offers no key.
        if viewModel.state.detail == nil { return KeyMap([]) }
        return Self.keyMap
    }

    public var title: String { viewModel.title }
    public var keyHelp: [KeyHelp] {
        if let focusable, focusable.isFocused { return focusable.keyHelp }
        return keys.help + (canFocusNearby ? Self.nearbyKey.help : [])
    }

    /// `n` hands the keys to the nearby list (like the map's `n`, the next area by distance).
    public nonisolated static let nearbyKey = KeyMap<Bool>([
        KeyBinding([.character("n")], true, DetailText.keyNearby, short: DetailText.hintNearby, priority: 2),
    ])

    private var focusable: (any FocusablePanel)? { nearby as? any FocusablePanel }
    /// Where the last frame was laid out: the nearby list is only focused while it is on screen.
    private var lastRect: Rect?
    private var canFocusNearby: Bool {
        showsNearby && viewModel.state.form == nil && viewModel.state.factsForm == nil && focusable != nil && lastRect.map { Self.layout($0).panel != nil } == true
    }
    public var capturesText: Bool { viewModel.state.form != nil || viewModel.state.factsForm != nil }
    public var statusMessage: String? { viewModel.state.notice }

    /// An id the catalog does not have (or a catalog that failed) has no neighbours to show.
    private var showsNearby: Bool {
        switch viewModel.state.phase {
        case .loading, .loaded: true
        case .failed, .notFound: false
        }
    }

    /// Wide terminals show the nearby panel at the side, others below the content.
    static func layout(_ rect: Rect) -> (content: Rect, panel: Rect?) {
        if rect.width >= 100 {
            let (content, side) = rect.splitRight(38)
            return (content, side)
        }
        if rect.height >= 20 {
            let (content, bottom) = rect.splitBottom(7)
            return (content, bottom)
        }
        return (rect, nil)
    }

    /// What the content lines depend on; they are laid out again only when one of these changes.
    private struct LinesKey: Equatable {
        var width: Int
        var ascii: Bool
        var language: Language
        var detail: FacilityDetail?
        var favorite: Bool
        var visits: [Visit]
        var now: JapanTime?
        var facts: DetailFacts?
    }

    private var laidOut = DerivedOnChange<LinesKey, [DetailView.Line]>("the detail's lines")

    private func linesKey(width: Int, ascii: Bool) -> LinesKey {
        let state = viewModel.state
        return LinesKey(width: width, ascii: ascii, language: AppLanguage.current, detail: state.detail, favorite: state.isFavorite, visits: state.visits, now: state.loadedAt,
                        facts: state.facts)
    }

    private func lines(for key: LinesKey) -> [DetailView.Line] {
        laidOut.value(for: key) { key in
            guard let detail = key.detail else { return [] }
            return DetailView.lines(for: detail, width: key.width, ascii: key.ascii, favorite: key.favorite, visits: key.visits,
                                    now: key.now, facts: key.facts)
        }
    }

    /// Lays the content out for this width (once per width and change, not per frame) and tells
    /// the view model how far it can scroll.
    public func layout(in rect: Rect, asciiOnly: Bool) {
        lastRect = rect
        if Self.layout(rect).panel == nil, let focusable, focusable.isFocused { focusable.isFocused = false }
        let content = Self.layout(rect).content
        let key = linesKey(width: content.width - 2, ascii: asciiOnly)
        let lines = lines(for: key)
        viewModel.layout = (lines.count, TextScroll.windowLines(contentLines: lines.count, height: content.height))
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let (content, laidOutPanel) = Self.layout(rect)
        let panel = showsNearby ? laidOutPanel : nil
        let state = viewModel.state
        DetailView.render(state, content: lines(for: linesKey(width: content.width - 2, ascii: canvas.asciiOnly)), in: content, on: &canvas)
        if let panel { nearby.render(in: panel, on: &canvas) }
        canvas.cursor = nil
        if let form = state.form {
            let height = min(VisitFormView.height(withHeading: false), rect.height)
            let box = Rect(x: rect.x, y: rect.maxY - height, width: min(rect.width, 76), height: height)
            canvas.cursor = VisitFormView.render(form, title: VisitFormText.recordTitle.text, in: box, on: &canvas)
        } else if let form = state.factsForm {
            let height = min(FactsFormView.height, rect.height)
            let box = Rect(x: rect.x, y: rect.maxY - height, width: min(rect.width, 90), height: height)
            canvas.cursor = FactsFormView.render(form, in: box, on: &canvas)
        }
    }

    public func appear() {
        viewModel.appear()
        nearby.appear()
    }

    public func disappear() {
        viewModel.effects.cancelAll()
        nearby.disappear()
    }

    public func settled() async {
        await viewModel.effects.settled()
        await nearby.settled()
    }

    /// A click on a nearby row selects it (and focuses the list); a click on the selected row opens
    /// it, as in every list. A click elsewhere gives the keys back to the detail.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, let lastRect, showsNearby, viewModel.state.form == nil, viewModel.state.factsForm == nil,
              let clickable = nearby as? any ClickablePanel, let panel = Self.layout(lastRect).panel else { return false }
        let local = Rect(x: panel.x - lastRect.x, y: panel.y - lastRect.y, width: panel.width, height: panel.height)
        guard local.contains(Point(x: event.x, y: event.y)) else {
            if let focusable, focusable.isFocused { focusable.isFocused = false }
            return false
        }
        return clickable.handleMouse(event, in: local)
    }

    /// The nearby list takes the keys while focused, and `n` focuses it; the rest is the adapter's.
    public func handle(_ key: KeyEvent) -> Bool {
        if let focusable, focusable.isFocused { return focusable.handle(key) }
        if canFocusNearby, Self.nearbyKey.action(for: key) == true, let focusable {
            focusable.isFocused = true
            return true
        }
        if let action = keys.action(for: key) {
            viewModel.send(action)
            return true
        }
        return unmatched(key)
    }

    /// The open form types what its table does not have and keeps every other key (only suspend
    /// and redraw pass; Ctrl-C never gets here).
    public func unmatched(_ key: KeyEvent) -> Bool {
        capturesText && TextFieldAction.unmatched(key, passing: [.ctrl("z"), .ctrl("l")]) { viewModel.send(.form($0)) }
    }
}
