import Entities
import TerminalKit
import UseCases
import Widgets

public enum DeskView {
    public static func render(_ state: DeskViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        canvas.put(" フロント Front desk — チケットのコードを確認して使用します (mock)", x: rect.x, y: rect.y, style: .title, clip: rect)
        canvas.put(" コードを貼り付けるか、QR画像のパスを入力して Enter — paste a code or an image path, Enter",
                   x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        canvas.put(" 湯めぐり手形は施設IDを続けて — a pass: the code, a space, this desk's facility id (aist-…)",
                   x: rect.x, y: rect.y + 2, style: .muted, clip: rect)
        let label = " コード: "
        let end = canvas.put(label, x: rect.x, y: rect.y + 3, style: .title, clip: rect)
        let field = Rect(x: end, y: rect.y + 3, width: max(1, rect.maxX - end - 1), height: 1)
        let caret = TextFieldView.render(state.input, placeholder: "yumeguri-ticket:2:… または /path/to/qr.png", focused: true,
                                         in: field, on: &canvas)
        var y = rect.y + 5
        if state.isChecking {
            canvas.put(" 確認中… checking", x: rect.x, y: y, style: .muted, clip: rect)
            y += 1
        }
        for (index, verdict) in state.verdicts.enumerated() where y < rect.maxY {
            let accepted = verdict.isAccepted
            let style: Style = index == 0 ? Style(accepted ? .success : .error, bold: true) : .muted
            // Only a verdict's first row starts at the verdict column: the rest of a long one (names
            // from stored data) is indented, so no name can draw what looks like a verdict of its own.
            for (row, part) in verdict.description.wrapped(toWidth: max(10, rect.width - 5)).enumerated() where y < rect.maxY {
                canvas.put((row == 0 ? " " : "    ") + part, x: rect.x, y: y, style: style, clip: rect)
                y += 1
            }
        }
        return caret
    }
}
