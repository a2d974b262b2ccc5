import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
import UseCases
@testable import WalletFeature

/// Issue 32: the wallet, a ticket and a pass speak one language at a time; the ticket says the
/// terminal its code really needs; a click picks a wallet row as in every other list.
@MainActor
@Suite struct WalletLanguageTests {
    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: WalletText.self, allowedInEnglish: ["草津", "太郎"]).isEmpty)
    }

    @Test func countsAgreeInNumber() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(WalletText.pendingTicketsRow(title: "A", count: 1, total: "¥1", useDate: "d", reviewed: "r").text.contains("1 ticket "))
            #expect(WalletText.pendingTicketsRow(title: "A", count: 4, total: "¥1", useDate: "d", reviewed: "r").text.contains("4 tickets "))
            #expect(WalletText.pendingPassesRow(title: "A", count: 1, total: "¥1", reviewed: "r").text.contains("1 pass "))
        }
        #expect(WalletText.pendingTicketsRow(title: "A", count: 4, total: "¥1", useDate: "d", reviewed: "r").text.contains("チケット 4 枚"))
    }

    @Test func walletAndTicketInEnglishAt80x24() async throws {
        try await WalletFixtures.withTickets(adults: 2, key: "K1", holder: "Taro") { context, tickets in
            let wallet = WalletViewModel(context: context)
            await wallet.appearAndSettle()
            let ticket = TicketViewModel(ticketID: tickets[0].id, context: context)
            await ticket.appearAndSettle()
            let payload = try #require(try ticket.state.payload?.get())
            let (walletState, ticketState) = (wallet.state, ticket.state)
            AppLanguage.$scoped.withValue(.en) {
                var canvas = renderCanvas(.terminal80x24) { WalletView.render(walletState, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "tickets-80x24-en")
                #expect(canvas.plainText.contains("Taro's tickets") && canvas.plainText.contains("  until "))
                canvas = renderCanvas(.terminal80x24) { TicketView.render(ticketState, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "ticket-80x24-en")
                #expect(canvas.plainText.contains("The QR code needs a terminal of at least"))
                #expect(canvas.plainText.contains(payload.prefix(30)))
            }
            assertTextSnapshot(renderText(.terminal80x24, in: .ja) { WalletView.render(walletState, in: $0.bounds, on: &$0) }, named: "tickets-80x24-ja")
            assertTextSnapshot(renderText(.terminal80x24, in: .ja) { TicketView.render(ticketState, in: $0.bounds, on: &$0) }, named: "ticket-80x24-ja")
        }
    }

    /// Issue 32 §4: at 112×63 with wide ambiguous characters the code (106×53 in ASCII) does not
    /// fit under the ticket's facts, and the ticket said it needed 106×53. It names the terminal
    /// it needs, from what it draws: at that size the code shows, one row less and it does not.
    @Test func theWideTicketNamesTheTerminalItReallyNeeds() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K1") { context, tickets in
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            // The shell's chrome: the tab bar (with the title) above the body, the status bar below.
            let state = model.state
            func draw(_ size: Size) -> Canvas {
                AmbiguousWidth.$current.withValue(.wide) {
                    renderCanvas(size) { TicketView.render(state, in: Rect(x: 0, y: 1, width: size.width, height: size.height - 2), on: &$0) }
                }
            }
            let payload = try #require(try model.state.payload?.get())
            let codeHeight = TicketView.qrLines(for: payload, ascii: true).count
            // Rows where the code is painted (its modules are styled cells, not glyphs).
            func codeRows(_ canvas: Canvas) -> Int {
                (0..<canvas.size.height).filter { y in (0..<canvas.size.width).contains { canvas[$0, y].style.role == .scanCode } }.count
            }
            for start in [Size(width: 112, height: 63), Size(width: 100, height: 40)] {
                let smallCanvas = draw(start)
                let small = smallCanvas.plainText
                let message = try #require(small.split(separator: "\n").first { $0.contains("×") && $0.contains("QR") })
                let numbers = message.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                let needed = try #require(numbers.count >= 2 ? Size(width: numbers[0], height: numbers[1]) : nil)
                #expect(needed.height > start.height && needed.width >= start.width, "\(message)")
                #expect(codeRows(smallCanvas) == 0, "no cut code")
                let fits = draw(needed)
                #expect(codeRows(fits) == codeHeight && !fits.plainText.contains("QRコード"), "the code shows whole at \(needed)")
                let oneRowLess = draw(Size(width: needed.width, height: needed.height - 1))
                #expect(oneRowLess.plainText.contains("QRコード") && codeRows(oneRowLess) == 0, "and not a row less: \(needed)")
            }
            // The old message named the code's own size (106×53), which no terminal of that size shows.
            #expect(draw(Size(width: 112, height: 63)).plainText.contains("112×64"))
        }
    }

    /// Issue 32 §4: a click on a wallet row selects it, a click on the selected row opens it;
    /// a group's heading picks nothing.
    @Test func aClickSelectsAndOpensAWalletRow() async throws {
        let router = Router()
        try await WalletFixtures.withTickets(adults: 3, key: "K1", router: router) { context, tickets in
            let screen = WalletScreen(context: context)
            screen.appear()
            await screen.settled()
            screen.layout(in: Rect(x: 0, y: 0, width: 80, height: 20), asciiOnly: false)
            // Row 2 of the screen is the group's heading, rows 3… its tickets.
            #expect(screen.handleMouse(MouseEvent(.press, x: 5, y: 2)) == false)
            #expect(screen.handleMouse(MouseEvent(.press, x: 5, y: 5)))
            #expect(screen.viewModel.state.selection == 2)
            #expect(router.currentStack.last != .ticket(screen.viewModel.state.ordered[2].id))
            #expect(screen.handleMouse(MouseEvent(.press, x: 5, y: 5)))
            #expect(router.currentStack.last == .ticket(screen.viewModel.state.ordered[2].id))
            #expect(tickets.count == 3)
            #expect(screen.handleMouse(MouseEvent(.press, x: 5, y: 19)) == false, "below the rows")
        }
    }
}
