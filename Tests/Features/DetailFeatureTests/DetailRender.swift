import TerminalKit
import TestSupport
@testable import DetailFeature

/// The detail drawn at a size with the content it derives for that width, as the screen does.
func renderDetail(_ state: DetailViewState, _ size: Size) -> String {
    renderText(size) { DetailView.render(state, content: DetailView.content(state, width: size.width - 2), in: $0.bounds, on: &$0) }
}
