import Localization
import Navigation
import ScreenKit
import TerminalKit
import VisitFormKit
import Widgets

/// The visit log (湯めぐり記録) inside the Favorites tab: history and stamp card.
@MainActor
public final class VisitsScreen: ViewModelScreen {
    public let viewModel: VisitsViewModel

    public init(viewModel: VisitsViewModel = VisitsViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<VisitsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, VisitsText.keyOpen, short: FavoritesText.keyOpen, hint: true),
        KeyBinding([.character("/")], .focusFilter, VisitsText.keyFilter, short: VisitsText.hintFilter, hint: true),
        KeyBinding([.character("v")], .showFavorites, VisitsText.keyFavourites, short: VisitsText.hintFavourites, hint: true),
        KeyBinding([.character("R")], .showRallies, VisitsText.keyRallies, short: VisitsText.hintRallies, hint: true),
        KeyBinding([.character("e")], .edit, VisitsText.keyEdit, short: VisitsText.hintEdit, hint: true),
        KeyBinding([.character("d")], .delete, VisitsText.keyDelete, short: VisitsText.hintDelete, hint: true),
        KeyBinding([.character("u")], .undo, VisitsText.keyUndo),
        KeyBinding([.character("M")], .showStampMap, VisitsText.keyStampMap, short: VisitsText.hintStampMap, hint: true),
        KeyBinding([.character("C")], .showCalendar, VisitsText.keyCalendar, short: VisitsText.hintCalendar, hint: true),
        KeyBinding([.character("P")], .showPassport, VisitsText.keyPassport, short: VisitsText.hintPassport, hint: true),
    ])

    public nonisolated static let confirmKeys = KeyMap<VisitsAction>([
        KeyBinding([.character("y")], .confirmDelete, VisitsText.keyYes, hint: true),
        KeyBinding([.character("n"), .escape], .cancelDelete, VisitsText.keyNo, hint: true),
    ])

    public nonisolated static let formKeys = KeyMap<VisitsAction>(VisitFormKey.bindings(save: VisitsText.keySave) { key in
        switch key {
        case .submit: .formSubmit
        case .cancel: .formCancel
        case .nextField: .formNextField
        case .previousField: .formPreviousField
        case .edit(let edit): .form(edit)
        }
    })

    public nonisolated static let filterKeys = KeyMap<VisitsAction>(FilterFieldAction.bindings { .filter($0) })

    public var keys: KeyMap<VisitsAction> {
        let state = viewModel.state
        if state.form != nil { return Self.formKeys }
        if state.confirmingDelete != nil { return Self.confirmKeys }
        return state.focus == .list ? Self.keyMap : Self.filterKeys
    }

    public var title: String { VisitsText.title.text }
    public var capturesText: Bool { viewModel.state.focus == .filter || viewModel.state.form != nil }

    public var statusMessage: String? {
        let state = viewModel.state
        if let row = state.confirmingDelete {
            return VisitsText.confirmDelete(date: "\(row.date)", name: row.name).text
        }
        if let notice = state.notice {
            guard !state.undoable.isEmpty, state.form == nil else { return notice }
            return notice + VisitsText.undoHint(key: Self.keyMap.label(for: .undo)).text
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
        viewModel.pageHeight = VisitsView.listHeight(for: rect, stamps: viewModel.state.content.stamps, ascii: asciiOnly)
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        VisitsView.render(viewModel.state, in: rect, on: &canvas)
    }
}
