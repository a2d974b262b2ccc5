import Localization
import TerminalKit

/// What a list's filter line takes while it has the keys: `/` on the list gives them to it, and
/// typing narrows the list in place (lazygit, k9s) instead of leaving for the search tab.
public enum FilterFieldAction: Hashable, Sendable {
    /// An edit of the field's text.
    case field(TextFieldAction)
    /// Enter or ↓: the keys go back to the list, the filter stays.
    case submit
    /// Esc: the same, so a filter is never lost by leaving its field.
    case leave

    public static func insert(_ text: String) -> Self { .field(.insert(text)) }
    public static var clear: Self { .field(.clear) }

    /// The field's key table (the readline keys included), each wrapped into the screen's action.
    public static func bindings<Action: Sendable>(_ action: (FilterFieldAction) -> Action) -> [KeyBinding<Action>] {
        [
            KeyBinding([.enter, .down], action(.submit), WidgetText.doneBackToList, short: WidgetText.doneShort, hint: true),
            KeyBinding([.escape], action(.leave), WidgetText.leaveField, short: WidgetText.leaveShort, hint: true),
            KeyBinding([.backspace], action(.field(.backspace)), WidgetText.deleteBack),
            KeyBinding([.ctrl("u")], action(.field(.clear)), WidgetText.clearField, short: WidgetText.clearShort, hint: true),
            KeyBinding([.ctrl("w")], action(.field(.deleteWord)), WidgetText.deleteWord),
            KeyBinding([.left], action(.field(.caretLeft)), WidgetText.caretLeft),
            KeyBinding([.right], action(.field(.caretRight)), WidgetText.caretRight),
        ] + TextEdit.bindings { action(.field(.edit($0))) }
    }
}

extension TextFieldState {
    /// Applies an editing action; true when the text changed (the list must filter again).
    /// `submit` and `leave` change nothing here: where the keys go is the screen's state.
    public mutating func apply(_ action: FilterFieldAction) -> Bool {
        guard case .field(let edit) = action else { return false }
        let before = characters
        apply(edit)
        return characters != before
    }
}

/// A list's filter line: `絞り込み: [field]` / `Filter: [field]` on the left, what it keeps (`3/12件`) on the right.
public enum FilterLine {
    /// Draws the line; returns where the caret goes when the field has the keys.
    public static func render(_ field: TextFieldState, focused: Bool, summary: String, in row: Rect, on canvas: inout Canvas) -> Point? {
        let labelEnd = canvas.put(WidgetText.filterLabel.text, x: row.x + 1, y: row.y, style: focused ? .title : .muted, clip: row)
        // The field keeps three cells and a gap whatever the summary says: a long summary (sort,
        // count, marks) at 60 columns with ambiguous symbols wide was drawn over the field.
        let summary = summary.truncated(toWidth: max(0, row.maxX - labelEnd - 3 - 3))
        let fieldRect = Rect(x: labelEnd, y: row.y, width: max(3, row.maxX - labelEnd - summary.displayWidth - 3), height: 1)
        let caret = TextFieldView.render(field, placeholder: WidgetText.filterPlaceholder.text, focused: focused, in: fieldRect, on: &canvas)
        canvas.put(summary, x: row.maxX - summary.displayWidth - 1, y: row.y, style: .accent, clip: row)
        return caret
    }
}
