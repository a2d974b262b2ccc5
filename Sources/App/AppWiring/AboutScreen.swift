import Navigation
import ScreenKit
import TerminalKit
import Widgets
import Entities
import YumeguriCLI

/// Data credits and licences (`?` then `a`, or `yumeguri --about`).
@MainActor
final class AboutScreen: Screen {
    var title: String { "このアプリについて" }
    var keyHelp: [KeyHelp] { [] }

    func render(in rect: Rect, on canvas: inout Canvas) {
        let inner = rect.inset(dx: 2, dy: 1)
        var y = inner.y
        for (index, line) in AboutText.lines(version: AppVersion.current).enumerated() {
            for part in (line.isEmpty ? [""] : line.wrapped(toWidth: inner.width)) {
                guard y < inner.maxY else { return }
                canvas.put(part, x: inner.x, y: y, style: index == 0 ? .title : (index == 2 ? .accent : .normal), clip: inner)
                y += 1
            }
        }
    }

    func appear() {}
    func handle(_ key: KeyEvent) -> Bool { false }
}
