import Entities
import Foundation
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// Draws a facility's detail from its state: the content is laid out as lines for the width, then
/// the window starting at `state.scroll` is drawn.
public enum DetailView {
    public struct Span: Equatable, Sendable {
        public var text: String
        public var style: Style
        public init(_ text: String, _ style: Style = .normal) { self.text = text; self.style = style }
    }

    public typealias Line = [Span]

    /// `content` is the loaded detail laid out for `rect`'s width (`lines(for:…)`), which the
    /// screen computes once per width and change, not once per frame.
    public static func render(_ state: DetailViewState, content: [Line], in rect: Rect, on canvas: inout Canvas) {
        switch state.phase {
        case .loading:
            Messages.centered([DetailText.loading(id: state.id.rawValue).text], style: .muted, in: rect, on: &canvas)
        case .failed(let message):
            Messages.centered([DetailText.cannotShow.text, message, DetailText.backHint(key: KeyMention.back.label).text],
                              style: .error, in: rect, on: &canvas)
        case .notFound:
            Messages.centered([DetailText.notFound(id: state.id.rawValue).text,
                               DetailText.notFoundHint(searchKey: KeyMention.searchTab.label).text,
                               DetailText.backHint(key: KeyMention.back.label).text], style: .warning, in: rect, on: &canvas)
        case .loaded:
            let rows = TextScroll.windowLines(contentLines: content.count, height: rect.height)
            let start = TextScroll.clamped(state.scroll, contentLines: content.count, windowLines: rows)
            for (offset, line) in content.dropFirst(start).prefix(rows).enumerated() {
                var x = rect.x + 1
                for span in line { x = canvas.put(span.text, x: x, y: rect.y + offset, style: span.style, clip: rect) }
            }
            if let marker = TextScroll.marker(top: start, contentLines: content.count, height: rect.height) {
                canvas.put(marker, x: rect.maxX - marker.displayWidth - 1, y: rect.maxY - 1, style: .muted, clip: rect)
            }
        }
    }

    /// The lines of a loaded state without a ★ or visits (previews and snapshots); none otherwise.
    public static func content(_ state: DetailViewState, width: Int, ascii: Bool = false) -> [Line] {
        state.detail.map { lines(for: $0, width: width, ascii: ascii, now: state.loadedAt, facts: state.facts) } ?? []
    }
}

/// Colours for temperature classes, shared by the detail lines.
enum SearchStyle {
    static func temperature(_ klass: TemperatureClass) -> Style {
        switch klass {
        case .hot: Style(.warning)
        case .warm: Style(.accent)
        case .low, .cold: .normal
        }
    }
}
