import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import UseCases
@testable import DeskFeature

/// Issue 32: the ticket keeps its area's name as bought (`草津`); the desk's verdict names the
/// area as the catalog does in the language in force (`Kusatsu 草津`), looked up once when the
/// verdict comes, and as the ticket kept it when the catalog no longer has the area.
@MainActor
@Suite struct DeskNamesTests {
    static let kusatsu = FixtureCatalog.kusatsuID
    static let listing = FixtureCatalog.kusatsu

    static func ticket(at id: FacilityID, stored: String) -> Ticket {
        Ticket(id: "T1", orderID: "O1", facilityID: id, facilityName: stored, productName: "大人 入浴券", priceYen: 1_200,
               useDate: VisitDate(dayNumber: 20_000), purchasedAt: Date(timeIntervalSince1970: 0),
               validUntil: VisitDate(dayNumber: 20_090), status: .used)
    }

    func verdictLine(for ticket: Ticket) async -> String {
        let catalog = withDependencies { $0.loadCatalog = .returning([Self.listing]) } operation: { CatalogStore() }
        await catalog.load()
        let screen = withDependencies {
            $0.router = Router()
            $0.catalogStore = catalog
            $0.deskUseCase = DeskUseCase { _, _ in .accepted(ticket) }
        } operation: { DeskScreen() }
        for character in "yumeguri-ticket:2:T1:good" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        await screen.settled()
        let state = screen.viewModel.state
        return AppLanguage.$scoped.withValue(.en) {
            var canvas = Canvas(size: Size(width: 80, height: 24))
            _ = DeskView.render(state, in: canvas.bounds, on: &canvas)
            return canvas.plainText.split(separator: "\n").first { $0.contains("OK accepted") }.map(String.init) ?? ""
        }
    }

    @Test func theVerdictNamesTheAreaAsTheCatalogDoes() async {
        let line = await verdictLine(for: Self.ticket(at: Self.kusatsu, stored: "草津"))
        #expect(line.contains("OK accepted: Kusatsu 草津 · Adult bath ticket"), "\(line)")
    }

    @Test func anAreaTheCatalogLacksKeepsTheTicketsName() async {
        let line = await verdictLine(for: Self.ticket(at: FacilityID("aist-99999"), stored: "消えた湯"))
        #expect(line.contains("OK accepted: 消えた湯 · Adult bath ticket"), "\(line)")
    }

    @Test func theVerdictTextReadsTheLanguageInForce() {
        let verdict = DeskVerdict.accepted(Self.ticket(at: Self.kusatsu, stored: "草津"))
        let names = FacilityNames([Self.kusatsu: .init(name: "草津", hepburn: "Kusatsu")])
        #expect(verdict.namedArea == Self.kusatsu)
        #expect(AppLanguage.$scoped.withValue(.en) { verdict.text(names: names) }.hasPrefix("OK accepted: Kusatsu 草津 · "))
        #expect(verdict.text(names: names).contains("草津") && !verdict.text(names: names).contains("Kusatsu"))
    }
}
