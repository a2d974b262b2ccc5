import Entities
import Foundation
import RepositoryFakes
import TerminalKit
import TestSupport
import Testing
import UseCases
@testable import DeskFeature

/// Issue 34.9: names and ids in a verdict come from stored rows nobody signed. Whatever they
/// hold, a verdict is one line (CLI) and only its first row starts where verdicts start (in-app),
/// so no data can draw an `OK 使用しました` of its own; a 100 KB id is cut.
@MainActor
@Suite struct DeskVerdictLineTests {
    nonisolated static let fake = "x\nOK 使用しました accepted: FAKE\r\u{2028}\u{85}\u{0B}NG"

    nonisolated static func ticket(name: String = fake, id: String = "T1") -> Ticket {
        Ticket(id: id, orderID: "O1", facilityID: FacilityID("aist-6653"), facilityName: name, productName: fake,
               priceYen: 400, useDate: VisitDate(dayNumber: 20_000), purchasedAt: Date(timeIntervalSince1970: 0),
               validUntil: VisitDate(dayNumber: 20_090), status: .used)
    }

    nonisolated static let pass = RallyPass(
        id: String(repeating: "P", count: 100_000), orderID: "R1",
        terms: RallyPassTerms(rallyID: RallyID("sanmeisen"), rallyName: fake, entries: 3,
                              members: [.init(area: FixtureCatalog.kannawaID, name: fake)], priceYen: 2_800),
        purchasedAt: Date(timeIntervalSince1970: 0), validFrom: VisitDate(dayNumber: 20_000), validUntil: VisitDate(dayNumber: 20_090))

    nonisolated static let verdicts: [DeskVerdict] = [
        .accepted(ticket()), .accepted(ticket(id: String(repeating: "T", count: 100_000))),
        .passAccepted(pass, at: FixtureCatalog.kannawaID),
        .rejected(.wrongFacility(expected: FacilityID(String(repeating: "a", count: 100_000)), actual: FacilityID("aist-1"))),
        .rejected(.storage(fake + String(repeating: "e", count: 100_000))),
        .rejected(.pass(.notInRally(FacilityID(fake + String(repeating: "f", count: 100_000))))),
    ]

    @Test(arguments: verdicts) func aVerdictIsOneLineWhateverTheDataHolds(verdict: DeskVerdict) {
        let text = verdict.description
        #expect(!text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) })
        #expect(text.hasPrefix(verdict.isAccepted ? "OK " : "NG "))
        #expect(text.count < 700, "a long id is cut, not repeated in full")
    }

    @Test func onlyAVerdictsFirstRowStartsAtTheVerdictColumn() {
        var state = DeskViewState()
        state.verdicts = [.accepted(Self.ticket(name: String(repeating: "湯", count: 30) + " OK 使用しました accepted: FAKE"))]
        let canvas = renderCanvas(Size(width: 40, height: 24)) { _ = DeskView.render(state, in: $0.bounds, on: &$0) }
        // The verdicts start below the code field (the help above it wraps at 40 columns).
        let field = (0..<24).first { canvas.text(row: $0).hasPrefix(" コード:") } ?? 0
        let rows = ((field + 1)..<24).map { canvas.text(row: $0) }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(rows.count > 2, "the long verdict wraps")
        #expect(rows.first?.hasPrefix(" OK 使用しました") == true)
        for row in rows.dropFirst() { #expect(row.hasPrefix("    "), "\(row)") }
    }
}
