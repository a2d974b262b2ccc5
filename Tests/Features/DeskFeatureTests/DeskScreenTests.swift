import Dependencies
import Entities
import Foundation
import Navigation
import RepositoryFakes
import Testing
import UseCases
@testable import DeskFeature

@MainActor
@Suite struct DeskScreenTests {
    let ticket = Ticket(id: "T1", orderID: "O1", facilityID: FacilityID("aist-6653"), facilityName: "道後温泉", productName: "大人 入浴券",
                        priceYen: 400, useDate: VisitDate(Date(timeIntervalSince1970: 1_795_491_000)),
                        purchasedAt: Date(timeIntervalSince1970: 1_795_491_000),
                        validUntil: VisitDate(Date(timeIntervalSince1970: 1_795_491_000)).adding(days: 90), status: .used)

    func screen(read: @escaping @Sendable (String) -> String = { _ in "" }) -> DeskScreen {
        let ticket = self.ticket
        return withDependencies {
            $0.router = Router()
            $0.deskUseCase = DeskUseCase { payload, facility in
                if payload == "yumeguri-pass:1:P1:good" {
                    guard let facility else { return .rejected(.passNeedsFacility) }
                    return .passAccepted(Self.pass, at: facility)
                }
                return payload == "yumeguri-ticket:2:T1:good" ? .accepted(ticket) : .rejected(.forged)
            }
            $0.ticketCodeReader = TicketCodeReader(read: { path throws(TicketCodeReaderError) in read(path) },
                                                   fileExists: { FileManager.default.fileExists(atPath: $0) })
        } operation: { DeskScreen() }
    }

    func type(_ text: String, into screen: DeskScreen) {
        for character in text { _ = screen.handle(.character(character)) }
    }

    @Test func aTypedCodeIsCheckedAndTheVerdictShown() async {
        let desk = screen()
        type("yumeguri-ticket:2:T1:good", into: desk)
        #expect(desk.viewModel.state.input.text == "yumeguri-ticket:2:T1:good")
        #expect(desk.handle(.enter))
        await desk.settled()
        #expect(desk.viewModel.state.verdicts == [.accepted(ticket)])
        #expect(desk.viewModel.state.input.text.isEmpty)
        type("yumeguri-ticket:2:T1:bad", into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        #expect(desk.viewModel.state.verdicts.first == .rejected(.forged))
        // Keys typed into the field never reach the global table (a digit is not a tab switch).
        #expect(desk.handle(.character("1")))
    }

    nonisolated static let pass = RallyPass(
        id: "P1", orderID: "R1",
        terms: RallyPassTerms(rallyID: RallyID("sanmeisen"), rallyName: "日本三名泉", entries: 3,
                              members: [.init(area: FixtureCatalog.kannawaID, name: "有馬温泉")], priceYen: 2_800),
        purchasedAt: Date(timeIntervalSince1970: 0), validFrom: VisitDate(dayNumber: 20_000), validUntil: VisitDate(dayNumber: 20_090))

    /// Issue 34.10: `CODE id1 id2` was called forged; the desk says what is wrong with what was typed.
    @Test func twoFacilityIdsAfterACodeAreNamedNotCalledForged() async {
        let desk = screen()
        type("yumeguri-ticket:2:T1:good aist-2711 aist-7154", into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        guard case .rejected(.notOneCode(let reason)) = desk.viewModel.state.verdicts.first else {
            Issue.record("\(String(describing: desk.viewModel.state.verdicts.first))")
            return
        }
        #expect(reason.contains("ID が 3 個") || reason.contains("ID が 2 個"), "\(reason)")
        type("yumeguri ticket aist-2711", into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        #expect(desk.viewModel.state.verdicts.first == .rejected(.notOneCode(DeskText.codeHasSpaces.text)))
    }

    /// A pass needs the desk's bath: typed after the code, with a space.
    @Test func aPassCodeCarriesTheDesksFacility() async {
        let desk = screen()
        type("yumeguri-pass:1:P1:good", into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        #expect(desk.viewModel.state.verdicts == [.rejected(.passNeedsFacility)])
        type("yumeguri-pass:1:P1:good aist-7154", into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        #expect(desk.viewModel.state.verdicts.first == .passAccepted(Self.pass, at: FixtureCatalog.kannawaID))
        let typed = DeskInput("  code  aist-2711 ")
        #expect(typed.code == "code" && typed.facility == FixtureCatalog.kusatsuID)
        let path = DeskInput("/tmp/my qr.png")
        #expect(path.code == "/tmp/my qr.png" && path.facility == nil)
    }

    /// Issue 22: a path to an image that is not there says so, and the code reader is not asked.
    @Test func aMissingImageSaysTheFileDoesNotExist() async {
        let missing = "/tmp/yumeguri-no-such-\(UUID().uuidString).png"
        let desk = screen(read: { _ in
            Issue.record("the reader was asked for a missing file")
            return ""
        })
        type(missing, into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        let verdict = desk.viewModel.state.verdicts.first?.description ?? ""
        #expect(verdict.contains("ファイルがありません") && verdict.contains(missing), "\(verdict)")
        #expect(!verdict.contains("チケットではありません"))
        #expect(DeskInput("qr.PNG").isPath && DeskInput("~/qr").isPath && !DeskInput("yumeguri-ticket:2:T1:x").isPath)
    }

    @Test func anImagePathIsReadFirst() async throws {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("desk-\(UUID().uuidString).png")
        try Data([0]).write(to: image)
        defer { try? FileManager.default.removeItem(at: image) }
        let desk = screen(read: { path in path == image.path ? "yumeguri-ticket:2:T1:good" : "" })
        type(image.path, into: desk)
        _ = desk.handle(.enter)
        await desk.settled()
        #expect(desk.viewModel.state.verdicts == [.accepted(ticket)])
    }
}
