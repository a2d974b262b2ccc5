import Localization
import TerminalKit
import Widgets

/// The keys of the visit form, the same on the detail (recording a visit) and in the visit log
/// (correcting one): each screen wraps them into its own action, and names only what Enter saves.
public enum VisitFormKey: Hashable, Sendable {
    case submit, cancel, nextField, previousField
    case edit(TextFieldAction)

    public static func bindings<Action: Sendable>(save: some Localizable, _ action: (VisitFormKey) -> Action) -> [KeyBinding<Action>] {
        [
            KeyBinding([.enter], action(.submit), save, short: VisitFormText.hintSave, priority: 1),
            KeyBinding([.escape], action(.cancel), VisitFormText.keyCancel, hint: true),
            KeyBinding([.tab, .down], action(.nextField), VisitFormText.keyNextField, short: VisitFormText.hintNext, hint: true),
            KeyBinding([.backTab, .up], action(.previousField), VisitFormText.keyPreviousField),
            KeyBinding([.left], action(.edit(.caretLeft)), VisitFormText.keyCaretLeft),
            KeyBinding([.right], action(.edit(.caretRight)), VisitFormText.keyCaretRight),
            KeyBinding([.backspace], action(.edit(.backspace)), WidgetText.deleteBack),
            KeyBinding([.ctrl("u")], action(.edit(.clear)), WidgetText.clearField),
            KeyBinding([.ctrl("w")], action(.edit(.deleteWord)), WidgetText.deleteWord),
        ] + TextEdit.bindings { action(.edit(.edit($0))) }
    }
}
