import Entities
import Localization
import TerminalKit
import UseCases
import Widgets

public enum DeskView {
    public static func render(_ state: DeskViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        var y = rect.y
        // Every row of text wraps under its own indent, never cut mid-word nor back at column 0.
        func paragraph(_ text: String, style: Style, first: String = " ", rest: String = " ") {
            for (row, part) in text.wrapped(toWidth: max(10, rect.width - rest.count - 1)).enumerated() where y < rect.maxY {
                canvas.put((row == 0 ? first : rest) + part, x: rect.x, y: y, style: style, clip: rect)
                y += 1
            }
        }
        paragraph(DeskText.heading.text, style: .title)
        paragraph(DeskText.howTo.text, style: .muted)
        paragraph(DeskText.howToPass.text, style: .muted)
        guard y < rect.maxY else { return nil }
        let end = canvas.put(" " + DeskText.codeLabel.text + " ", x: rect.x, y: y, style: .title, clip: rect)
        let field = Rect(x: end, y: y, width: max(1, rect.maxX - end - 1), height: 1)
        let caret = TextFieldView.render(state.input, placeholder: DeskText.placeholder.text, focused: true, in: field, on: &canvas)
        y += 2
        if state.isChecking, y < rect.maxY {
            canvas.put(" " + DeskText.checking.text, x: rect.x, y: y, style: .muted, clip: rect)
            y += 1
        }
        for (index, verdict) in state.verdicts.enumerated() where y < rect.maxY {
            let style: Style = index == 0 ? Style(verdict.isAccepted ? .success : .error, bold: true) : .muted
            // Only a verdict's first row starts at the verdict column: the rest of a long one (names
            // from stored data) is indented, so no name can draw what looks like a verdict of its own.
            paragraph(verdict.text(names: state.names), style: style, first: " ", rest: "    ")
        }
        return caret
    }
}
