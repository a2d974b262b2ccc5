import Widgets
import Dependencies
import Entities
import Navigation
import ScreenKit
import TerminalKit

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
        KeyBinding([.character("j"), .down], .scrollDown, "下へ scroll down", hint: true),
        KeyBinding([.character("k"), .up], .scrollUp, "上へ scroll up"),
        KeyBinding([.character("g"), .home], .top, "先頭 top"),
        KeyBinding([.character("G"), .end], .bottom, "末尾 bottom"),
        KeyBinding([.ctrl("d"), .pageDown], .pageDown, "次のページ page down"),
        KeyBinding([.ctrl("u"), .pageUp], .pageUp, "前のページ page up"),
        KeyBinding([.character("t")], .buyTicket, "チケット購入 buy e-ticket", priority: 1),
        KeyBinding([.character("m")], .showOnMap, "地図 show on map", priority: 2),
        KeyBinding([.character("c")], .showCoupons, "クーポン coupons", hint: true),
        KeyBinding([.character("f")], .toggleFavorite, "お気に入り toggle favourite", priority: 2),
        KeyBinding([.character("v")], .recordVisit, "訪問記録 record a visit", priority: 2),
        KeyBinding([.character("e")], .editFacts, "あなたの記録 correct hours, price, note (yours)"),
        KeyBinding([.character("y")], .copySummary, "コピー copy a summary (OSC 52; tmux: set-clipboard on)"),
    ])

    public nonisolated static let formKeys = KeyMap<DetailAction>([
        KeyBinding([.enter], .formSubmit, "保存 save the visit", priority: 1),
        KeyBinding([.escape], .formCancel, "取消 cancel", hint: true),
        KeyBinding([.tab, .down], .formNextField, "次の項目 next field", hint: true),
        KeyBinding([.backTab, .up], .formPreviousField, "前の項目 previous field"),
        KeyBinding([.left], .form(.caretLeft), "左へ / 評価−1 caret left, rating down"),
        KeyBinding([.right], .form(.caretRight), "右へ / 評価+1 caret right, rating up"),
        KeyBinding([.backspace], .form(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .form(.clear), "全部消す clear field"),
        KeyBinding([.ctrl("w")], .form(.deleteWord), "1語消す delete word"),
    ] + TextEdit.bindings { .form(.edit($0)) })

    /// What needs the area itself: an id that is not in the catalog offers none of it.
    static let needsTheArea: Set<DetailAction> = [.buyTicket, .showOnMap, .showCoupons, .toggleFavorite, .recordVisit, .copySummary, .editFacts]

    public var keys: KeyMap<DetailAction> {
        if viewModel.state.form != nil || viewModel.state.factsForm != nil { return Self.formKeys }
        if viewModel.state.detail == nil { return KeyMap(Self.keyMap.defaults.filter { !Self.needsTheArea.contains($0.action) }) }
        return Self.keyMap
    }

    public var title: String { viewModel.state.detail?.listing.displayName ?? viewModel.state.id.rawValue }
    public var keyHelp: [KeyHelp] {
        if let focusable, focusable.isFocused { return focusable.keyHelp }
        return keys.help + (canFocusNearby ? Self.nearbyKey.help : [])
    }

    /// `n` hands the keys to the nearby list (like the map's `n`, the next area by distance).
    public nonisolated static let nearbyKey = KeyMap<Bool>([
        KeyBinding([.character("n")], true, "近く choose a nearby area", priority: 2),
    ])

    private var focusable: (any FocusablePanel)? { nearby as? any FocusablePanel }
    /// Where the last frame was laid out: the nearby list is only focused while it is on screen.
    private var lastRect: Rect?
    private var canFocusNearby: Bool {
        viewModel.state.form == nil && viewModel.state.factsForm == nil && focusable != nil && lastRect.map { Self.layout($0).panel != nil } == true
    }
    public var capturesText: Bool { viewModel.state.form != nil || viewModel.state.factsForm != nil }
    public var statusMessage: String? { viewModel.state.notice }

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
        var detail: FacilityDetail?
        var favorite: Bool
        var visits: [Visit]
        var now: JapanTime?
        var facts: DetailFacts?
    }

    private var laidOut: (key: LinesKey, lines: [DetailView.Line])?

    private func linesKey(width: Int, ascii: Bool) -> LinesKey {
        let state = viewModel.state
        return LinesKey(width: width, ascii: ascii, detail: state.detail, favorite: state.isFavorite, visits: state.visits, now: state.loadedAt,
                        facts: state.facts)
    }

    private func lines(for key: LinesKey) -> [DetailView.Line] {
        if let laidOut, laidOut.key == key { return laidOut.lines }
        guard let detail = key.detail else { return [] }
        return DetailView.lines(for: detail, width: key.width, ascii: key.ascii, favorite: key.favorite, visits: key.visits,
                                now: key.now, facts: key.facts)
    }

    /// Lays the content out for this width (once per width and change, not per frame) and tells
    /// the view model how far it can scroll.
    public func layout(in rect: Rect, asciiOnly: Bool) {
        lastRect = rect
        if Self.layout(rect).panel == nil, let focusable, focusable.isFocused { focusable.isFocused = false }
        let content = Self.layout(rect).content
        let key = linesKey(width: content.width - 2, ascii: asciiOnly)
        let lines = lines(for: key)
        laidOut = (key, lines)
        viewModel.layout = (lines.count, TextScroll.windowLines(contentLines: lines.count, height: content.height))
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let (content, panel) = Self.layout(rect)
        let state = viewModel.state
        DetailView.render(state, content: lines(for: linesKey(width: content.width - 2, ascii: canvas.asciiOnly)), in: content, on: &canvas)
        if let panel { nearby.render(in: panel, on: &canvas) }
        canvas.cursor = nil
        if let form = state.form {
            let height = min(VisitFormView.height, rect.height)
            let box = Rect(x: rect.x, y: rect.maxY - height, width: min(rect.width, 76), height: height)
            canvas.cursor = VisitFormView.render(form, in: box, on: &canvas)
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
