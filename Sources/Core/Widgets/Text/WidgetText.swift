import Localization

/// The shared widgets' words: the list keys every list answers to, a text field's editing keys (the
/// one place the search, desk, plan, account, payment and visit-form fields take them from), a
/// list's filter line, the help overlay's frame and the too-small screen. Public, so a table that
/// embeds the same keys (the help overlay's filter) says them the same way.
public enum WidgetText: SampledCatalog {
    // The list keys.
    case moveDown, moveUp, first, last, pageDown, pageUp
    case downShort
    // A filter field's keys.
    case doneBackToList, doneShort, leaveField, leaveShort, deleteBack, clearField, clearShort, deleteWord, caretLeft, caretRight
    // The readline keys of every field.
    case startOfText, endOfText, deleteToEnd, wordLeft, wordRight, deleteForward
    // The filter line.
    case filterLabel, filterPlaceholder
    // The help overlay.
    case helpTitle, helpNoMatch(String), helpMoreAbove(Int), helpMoreBelow(Int), helpFilterPlaceholder
    // The too-small screen.
    case tooSmall(width: Int, height: Int), tooSmallNow(width: Int, height: Int), tooSmallQuit(key: String)

    public static let samples: [WidgetText] = [
        .moveDown, .moveUp, .first, .last, .pageDown, .pageUp, .downShort,
        .doneBackToList, .doneShort, .leaveField, .leaveShort, .deleteBack, .clearField, .clearShort, .deleteWord, .caretLeft, .caretRight,
        .startOfText, .endOfText, .deleteToEnd, .wordLeft, .wordRight, .deleteForward,
        .filterLabel, .filterPlaceholder,
        .helpTitle, .helpNoMatch("zz"), .helpMoreAbove(1), .helpMoreAbove(3), .helpMoreBelow(1), .helpMoreBelow(12), .helpFilterPlaceholder,
        .tooSmall(width: 60, height: 16), .tooSmallNow(width: 40, height: 10), .tooSmallQuit(key: "q"),
    ]
}
