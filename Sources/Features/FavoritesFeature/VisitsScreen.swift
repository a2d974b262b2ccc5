import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The visit log (湯めぐり記録) inside the Favorites tab: history and stamp card.
@MainActor
public final class VisitsScreen: ViewModelScreen {
    public let viewModel: VisitsViewModel

    public init(viewModel: VisitsViewModel = VisitsViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<VisitsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open the hot spring", hint: true),
        KeyBinding([.character("/")], .focusFilter, "絞り込み filter by place, note or date", hint: true),
        KeyBinding([.character("v")], .showFavorites, "お気に入りへ back to favourites", hint: true),
        KeyBinding([.character("R")], .showRallies, "湯めぐり帳 rallies and their progress", hint: true),
        KeyBinding([.character("e")], .edit, "直す edit the visit's date, rating or note", hint: true),
        KeyBinding([.character("d")], .delete, "削除 delete the visit (asked first; u: undo)", hint: true),
        KeyBinding([.character("u")], .undo, "元に戻す undo the last deletion"),
        KeyBinding([.character("M")], .showStampMap, "スタンプ地図 the stamps on a map of Japan", hint: true),
        KeyBinding([.character("C")], .showCalendar, "カレンダー a year of visits, day by day", hint: true),
        KeyBinding([.character("P")], .showPassport, "泉質パスポート the spring types collected", hint: true),
    ])

    public nonisolated static let confirmKeys = KeyMap<VisitsAction>([
        KeyBinding([.character("y")], .confirmDelete, "はい yes, delete", hint: true),
        KeyBinding([.character("n"), .escape], .cancelDelete, "いいえ no", hint: true),
    ])

    public nonisolated static let formKeys = KeyMap<VisitsAction>([
        KeyBinding([.enter], .formSubmit, "保存 save the correction", priority: 1),
        KeyBinding([.escape], .formCancel, "取消 cancel", hint: true),
        KeyBinding([.tab, .down], .formNextField, "次の項目 next field", hint: true),
        KeyBinding([.backTab, .up], .formPreviousField, "前の項目 previous field"),
        KeyBinding([.left], .form(.caretLeft), "左へ / 評価−1 caret left, rating down"),
        KeyBinding([.right], .form(.caretRight), "右へ / 評価+1 caret right, rating up"),
        KeyBinding([.backspace], .form(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .form(.clear), "全部消す clear field"),
        KeyBinding([.ctrl("w")], .form(.deleteWord), "1語消す delete word"),
    ] + TextEdit.bindings { .form(.edit($0)) })

    public nonisolated static let filterKeys = KeyMap<VisitsAction>(FilterFieldAction.bindings { .filter($0) })

    public var keys: KeyMap<VisitsAction> {
        let state = viewModel.state
        if state.form != nil { return Self.formKeys }
        if state.confirmingDelete != nil { return Self.confirmKeys }
        return state.focus == .list ? Self.keyMap : Self.filterKeys
    }

    public var title: String { "湯めぐり記録" }
    public var capturesText: Bool { viewModel.state.focus == .filter || viewModel.state.form != nil }

    public var statusMessage: String? {
        let state = viewModel.state
        if let row = state.confirmingDelete {
            return "\(row.date) \(row.name) の記録を削除しますか? delete this visit? y/n"
        }
        if let notice = state.notice {
            guard !state.undoable.isEmpty, state.form == nil else { return notice }
            return notice + " — \(Self.keyMap.label(for: .undo)): 元に戻す undo"
        }
        return nil
    }

    /// The open form or question keeps every key; the filter field types what its table does not have.
    public func unmatched(_ key: KeyEvent) -> Bool {
        let state = viewModel.state
        if state.form != nil {
            return TextFieldAction.unmatched(key, passing: [.ctrl("z"), .ctrl("l")]) { viewModel.send(.form($0)) }
        }
        if state.confirmingDelete != nil { return true }
        return state.focus == .filter && TextFieldAction.unmatched(key) { viewModel.send(.filter(.field($0))) }
    }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        viewModel.pageHeight = VisitsView.listHeight(for: rect, stamps: viewModel.state.content.stamps)
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        VisitsView.render(viewModel.state, in: rect, on: &canvas)
    }
}
