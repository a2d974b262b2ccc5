import TerminalKit

/// The one editing action of every text field (the search query, a form's fields, a list's filter
/// line, the desk's code): a screen's action wraps it (`.query(.backspace)`), so no screen repeats
/// the editing cases, and `TextFieldState.apply` carries every one out the same way. Which keys
/// a field binds stays the screen's own table.
public enum TextFieldAction: Hashable, Sendable {
    case insert(String), backspace, deleteForward, clear, deleteWord, caretLeft, caretRight
    case edit(TextEdit)

    /// A key that the focused field's table does not have: a character is typed in, and every
    /// other key but those in `passing` (tab switches, suspend, redraw) stays with the field, so
    /// typing never sets off a global key. Ctrl-C never gets here: the run loop takes it first.
    @MainActor
    public static func unmatched(_ key: KeyEvent, passing: Set<KeyEvent> = [.tab, .backTab, .ctrl("z"), .ctrl("l")],
                                 send: (TextFieldAction) -> Void) -> Bool {
        if case .character(let character) = key { send(.insert(String(character))) }
        return !passing.contains(key)
    }
}

extension TextFieldState {
    /// Carries out an editing action. Returns false when an insert had to be cut at `maxLength`.
    @discardableResult
    public mutating func apply(_ action: TextFieldAction) -> Bool {
        switch action {
        case .insert(let text): return insert(text)
        case .backspace: backspace()
        case .deleteForward: delete()
        case .clear: clear()
        case .deleteWord: deleteWord()
        case .caretLeft: moveLeft()
        case .caretRight: moveRight()
        case .edit(let edit): apply(edit)
        }
        return true
    }
}
