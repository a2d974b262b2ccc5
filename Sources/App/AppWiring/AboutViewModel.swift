import Entities
import Observation
import ScreenKit
import TerminalKit
import Widgets
import YumeguriCLI

/// The credits and licences (`?` then `a`), the same text as `yumeguri --about`, scrolled: at
/// 80×24 the licences at its end did not fit and could not be reached.
@MainActor
@Observable
public final class AboutViewModel {
    public let effects = Effects()
    /// The text wrapped to the width it was last laid out at: made once per width, not per frame.
    private var lines: [AboutViewState.Line] = []
    private var width: Int?
    /// The rows the text has where the screen is laid out (`TextScroll.windowLines`).
    private var windowLines = 0
    private var top = 0

    public init() {}

    public var state: AboutViewState { AboutViewState(lines: lines, top: top, windowLines: windowLines) }

    /// Where the text goes, told before each frame.
    public func layout(width: Int, height: Int) {
        if self.width != width {
            self.width = width
            lines = Self.lines(width: width)
        }
        let rows = TextScroll.windowLines(contentLines: lines.count, height: height)
        if windowLines != rows { windowLines = rows }
        let kept = TextScroll.clamped(top, contentLines: lines.count, windowLines: rows)
        if top != kept { top = kept }
    }

    public func appear() {}

    public func send(_ action: AboutAction) {
        switch action {
        case .move(let move): top = TextScroll.top(after: move, from: top, contentLines: lines.count, windowLines: windowLines)
        }
    }

    static func lines(width: Int) -> [AboutViewState.Line] {
        AboutText.lines(version: AppVersion.current).enumerated().flatMap { index, line in
            let style: Style = index == 0 ? .title : (index == 2 ? .accent : .normal)
            return (line.isEmpty ? [""] : line.wrapped(toWidth: max(1, width))).map { AboutViewState.Line(text: $0, style: style) }
        }
    }
}

extension AboutViewModel: ViewModel {}
