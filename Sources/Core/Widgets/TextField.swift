import Localization
import TerminalKit

/// An editable line of text: Japanese input, a caret that moves by character (a grapheme cluster:
/// a ZWJ family or a flag is one), word deletion.
/// Pure value type: the view model owns it, the view draws it, the run loop puts the real
/// terminal cursor at `caretColumn` so an input method's candidate window appears there.
public struct TextFieldState: Hashable, Sendable {
    public private(set) var characters: [Character] = []
    /// Caret position, in characters (0...count).
    public private(set) var caret = 0
    public let maxLength: Int

    public init(text: String = "", maxLength: Int = 256) {
        self.maxLength = maxLength
        characters = Array(text.prefix(maxLength))
        caret = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts at the caret; control characters are ignored. Returns false when text had to be
    /// cut at `maxLength`.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        var accepted = true
        var added = String.UnicodeScalarView()
        var room = maxLength - characters.count
        // The cluster being built at the caret: a scalar that joins it (a ZWJ and what follows,
        // the second half of a flag, a mark) takes no room of its own.
        var last = caret > 0 ? String(characters[caret - 1]) : ""
        for character in text where !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            var piece = String(character)
            if character.unicodeScalars.count > Self.maxClusterScalars {
                piece = String(String.UnicodeScalarView(character.unicodeScalars.prefix(Self.maxClusterScalars)))
                accepted = false
            }
            let joined = last + piece
            if !last.isEmpty, joined.count == 1 {
                // However many marks a paste piles on, a cluster stays small enough to edit and draw.
                guard joined.unicodeScalars.count <= Self.maxClusterScalars else { accepted = false; continue }
                last = joined
            } else {
                guard room > 0 else { accepted = false; break }
                room -= 1
                last = piece
            }
            added.append(contentsOf: piece.unicodeScalars)
        }
        guard !added.isEmpty else { return accepted }
        resegment(inserting: String(added))
        return accepted
    }

    /// Code points one character may gather (the longest emoji sequences have ten).
    static let maxClusterScalars = 16

    /// Keys arrive a code point at a time, so a ZWJ emoji or a flag is typed as several
    /// "characters" that Swift joins into one cluster: the text is split into clusters again around
    /// the insertion, and the caret lands after the last scalar inserted, never inside a cluster.
    private mutating func resegment(inserting inserted: String) {
        let before = String(characters[..<caret]), after = String(characters[caret...])
        let caretScalars = before.unicodeScalars.count + inserted.unicodeScalars.count
        characters = Array(before + inserted + after)
        var scalars = 0
        caret = 0
        while caret < characters.count, scalars < caretScalars {
            scalars += characters[caret].unicodeScalars.count
            caret += 1
        }
    }

    public mutating func backspace() {
        guard caret > 0 else { return }
        characters.remove(at: caret - 1)
        caret -= 1
    }

    public mutating func delete() {
        guard caret < characters.count else { return }
        characters.remove(at: caret)
    }

    public mutating func clear() {
        characters.removeAll()
        caret = 0
    }

    /// Ctrl-W: deletes back to the start of the previous word (spaces, then non-spaces).
    public mutating func deleteWord() {
        var start = caret
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<caret)
        caret = start
    }

    /// Ctrl-K: deletes from the caret to the end.
    public mutating func killToEnd() { characters.removeSubrange(caret...) }

    /// Alt-B / Alt-F: to the start of this or the previous word, to the end of this or the next.
    public mutating func moveWordLeft() {
        while caret > 0, characters[caret - 1].isWhitespace { caret -= 1 }
        while caret > 0, !characters[caret - 1].isWhitespace { caret -= 1 }
    }

    public mutating func moveWordRight() {
        while caret < characters.count, characters[caret].isWhitespace { caret += 1 }
        while caret < characters.count, !characters[caret].isWhitespace { caret += 1 }
    }

    public mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .start: moveToStart()
        case .end: moveToEnd()
        case .killToEnd: killToEnd()
        case .wordLeft: moveWordLeft()
        case .wordRight: moveWordRight()
        }
    }

    public mutating func moveLeft() { caret = max(0, caret - 1) }
    public mutating func moveRight() { caret = min(characters.count, caret + 1) }
    public mutating func moveToStart() { caret = 0 }
    public mutating func moveToEnd() { caret = characters.count }

    /// Display columns from the start of the text to the caret.
    public var caretColumn: Int { characters[..<caret].reduce(0) { $0 + DisplayWidth.of($1) } }
}

/// Draws a text field; returns where the terminal cursor belongs. Long text scrolls so the caret
/// stays visible.
public enum TextFieldView {
    @discardableResult
    public static func render(_ field: TextFieldState, placeholder: String, focused: Bool, in rect: Rect, on canvas: inout Canvas) -> Point? {
        canvas.fill(rect, style: focused ? Style(.normal, underline: true) : .normal)
        guard rect.width > 2 else { return nil }
        if field.isEmpty && !focused {
            canvas.put(placeholder, x: rect.x, y: rect.y, style: .muted, clip: rect)
            return nil
        }
        // Scroll so the caret fits: drop characters from the left until it does.
        var start = 0
        var caretColumn = field.caretColumn
        while caretColumn >= rect.width - 1, start < field.characters.count {
            caretColumn -= DisplayWidth.of(field.characters[start])
            start += 1
        }
        let visible = String(field.characters[start...])
        canvas.put(visible, x: rect.x, y: rect.y, style: focused ? Style(.normal, underline: true) : .accent, clip: rect)
        return focused ? Point(x: rect.x + caretColumn, y: rect.y) : nil
    }
}

/// The readline keys every text field understands, on top of its own table.
public enum TextEdit: Hashable, Sendable {
    case start, end, killToEnd, wordLeft, wordRight

    /// Bindings for a field's key table, each wrapped into that screen's action.
    public static func bindings<Action: Sendable>(_ action: (TextEdit) -> Action) -> [KeyBinding<Action>] {
        [
            KeyBinding([.home, .ctrl("a")], action(.start), WidgetText.startOfText),
            KeyBinding([.end, .ctrl("e")], action(.end), WidgetText.endOfText),
            KeyBinding([.ctrl("k")], action(.killToEnd), WidgetText.deleteToEnd),
            KeyBinding([.alt("b")], action(.wordLeft), WidgetText.wordLeft),
            KeyBinding([.alt("f")], action(.wordRight), WidgetText.wordRight),
        ]
    }
}
