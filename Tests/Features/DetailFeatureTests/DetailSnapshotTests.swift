import Entities
import TerminalKit
import TestSupport
import Testing
@testable import DetailFeature

@Suite struct DetailSnapshotTests {
    func render(_ state: DetailViewState, _ size: Size) -> String {
        var canvas = Canvas(size: size)
        DetailView.render(state, in: canvas.bounds, on: &canvas)
        return canvas.plainText
    }

    @Test func detail80x24() {
        let text = render(DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu)), Size(width: 80, height: 24))
        assertTextSnapshot(text, named: "detail-80x24")
        #expect(text.contains("草津"))
        #expect(text.contains("[sample]"))
        #expect(!text.contains("\u{1b}"))
    }

    @Test func detail120x40ScrolledToTheCredit() {
        let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu), scroll: 5)
        let text = render(state, Size(width: 120, height: 40))
        assertTextSnapshot(text, named: "detail-120x40")
        #expect(text.contains("GRES-DB ONSEN 2020"))
        #expect(text.contains("湯畑␛[2J"))
    }

    @Test func failedAndLoading() {
        let failed = render(DetailViewState(id: FacilityID("aist-9999"), phase: .failed("no hot-spring area with id aist-9999")), Size(width: 80, height: 24))
        assertTextSnapshot(failed, named: "detail-failed-80x24")
        #expect(render(DetailViewState(id: FacilityID("aist-1")), Size(width: 80, height: 24)).contains("loading aist-1"))
    }
}
