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
    /// Where the screen is laid out (`layout`): the text wraps to the width, a page is the height.
    public private(set) var width = 80
    public private(set) var height = 20
    private var top = 0

    public init() {}

    public var state: AboutViewState {
        let lines = Self.lines(width: width)
        return AboutViewState(lines: lines, top: min(top, Self.lastTop(lines: lines.count, height: height)))
    }

    public func layout(width: Int, height: Int) {
        if self.width != width { self.width = width }
        if self.height != height { self.height = height }
    }

    public func appear() {}

    public func send(_ action: AboutAction) {
        let count = Self.lines(width: width).count
        let last = Self.lastTop(lines: count, height: height)
        let current = min(top, last)
        let page = max(1, AboutView.textRows(lines: count, height: height) - 1)
        switch action {
        case .move(.down): top = min(last, current + 1)
        case .move(.up): top = max(0, current - 1)
        case .move(.pageDown): top = min(last, current + page)
        case .move(.pageUp): top = max(0, current - page)
        case .move(.first): top = 0
        case .move(.last): top = last
        case .move(.select): break
        }
    }

    /// The first line of the last page: the text ends on the last row, never past it.
    static func lastTop(lines: Int, height: Int) -> Int {
        max(0, lines - AboutView.textRows(lines: lines, height: height))
    }

    static func lines(width: Int) -> [AboutViewState.Line] {
        AboutText.lines(version: AppVersion.current).enumerated().flatMap { index, line in
            let style: Style = index == 0 ? .title : (index == 2 ? .accent : .normal)
            return (line.isEmpty ? [""] : line.wrapped(toWidth: max(1, width))).map { AboutViewState.Line(text: $0, style: style) }
        }
    }
}

extension AboutViewModel: ViewModel {}
