import Entities
import Foundation
import Localization
import RepositoryFakes
import TerminalKit
import Testing
import TestSupport
import UseCases
@testable import DeskFeature

/// Issue 32: the desk in one language at a time, and its messages fit 80 columns in both: wrapped
/// at spaces under their own indent, never cut mid-word, never back at column 0.
@MainActor
@Suite struct DeskLanguageTests {
    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: DeskText.self).isEmpty)
    }

    static let ticket = Ticket(id: "T0000000000000002", orderID: "O1", facilityID: FixtureCatalog.kusatsuID, facilityName: "Kusatsu 草津",
                               productName: "Adult bath ticket", priceYen: 1_200, useDate: VisitDate(dayNumber: 20_000),
                               purchasedAt: Date(timeIntervalSince1970: 0), validUntil: VisitDate(dayNumber: 20_090), status: .used)

    static var state: DeskViewState {
        var state = DeskViewState()
        state.verdicts = [
            .rejected(.passNeedsFacility),
            .rejected(.notOneCode(DeskText.codeHasSpaces.text)),
            .rejected(.wrongFacility(expected: FixtureCatalog.kannawaID, actual: FixtureCatalog.kusatsuID)),
            .accepted(ticket),
        ]
        return state
    }

    func draw(in language: Language) -> [String] {
        renderText(.terminal80x24, in: language) { _ = DeskView.render(Self.state, in: $0.bounds, on: &$0) }
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theDeskSnapshotsAt80x24() {
        let ja = draw(in: .ja).joined(separator: "\n")
        let en = draw(in: .en).joined(separator: "\n")
        assertTextSnapshot(ja, named: "desk-80x24")
        assertTextSnapshot(en, named: "desk-80x24-en")
        #expect(en.contains("Front desk") && en.contains("NG A pass needs this desk's facility id") && !en.contains("フロント"))
        #expect(ja.contains("フロント") && !ja.contains("Front desk"))
    }

    /// Every word of every message is whole on some row (nothing cut, no ellipsis); a row that
    /// carries on a message starts indented, never at column 0.
    @Test(arguments: Language.allCases) func messagesWrapUnderTheirOwnIndent(language: Language) {
        let rows = draw(in: language)
        #expect(!rows.contains { $0.contains("…") && !$0.contains("yumeguri-ticket:2:…") && !$0.contains("aist-…") }, "nothing is cut")
        #expect(rows.allSatisfy { $0.displayWidth <= 80 })
        #expect(rows.allSatisfy { $0.isEmpty || $0.hasPrefix(" ") }, "no row starts at column 0")
        let texts = AppLanguage.$scoped.withValue(language) {
            [DeskText.heading.text, DeskText.howTo.text, DeskText.howToPass.text] + Self.state.verdicts.map(\.description)
        }
        let shown = rows.joined(separator: " ")
        for text in texts where language == .en {
            for word in text.split(separator: " ") { #expect(shown.contains(word), "\(word) is cut") }
        }
    }
}
