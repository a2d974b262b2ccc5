import Localization
@testable import SearchFeature
import TerminalKit
import Testing
import TestSupport

/// Issue 33 part 2: the search's prefecture names (by code, in the language in force) are made in
/// `layout` when the catalog or the language changes, never while a frame is drawn.
@MainActor
@Suite struct SearchFramesOnlyReadTests {
    @Test func thePrefectureNamesAreMadeBeforeTheFrameInEachLanguage() async {
        let (viewModel, _) = SearchViewModelTests().make()
        await viewModel.appearAndSettle()
        let screen = SearchScreen(viewModel: viewModel)
        let japanese = composedFrame(screen, size: .terminal80x24)
        #expect(japanese.violations == 0)
        #expect(japanese.text.contains("群馬県"), "\(japanese.text)")
        let english = composedFrame(screen, size: .terminal80x24, language: .en)
        #expect(english.violations == 0)
        #expect(english.text.contains("Gunma") && !english.text.contains("群馬県"), "\(english.text)")
    }
}
