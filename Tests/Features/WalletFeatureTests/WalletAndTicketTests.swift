import Dependencies
import Entities
import Foundation
import Navigation
import Stores
import TerminalKit
import Testing
import TicketTestSupport
import UseCases
import Synchronization
import TestSupport
@testable import WalletFeature

@MainActor
@Suite struct WalletAndTicketTests {
    /// Issue 31 §9: `u` on a ticket for a later day says from when it can be used, and asks nothing.
    @Test func aTicketDatedLaterSaysWhenItCanBeUsed() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K-later", daysAhead: 3) { context, tickets in
            let ticket = TicketViewModel(ticketID: tickets[0].id, context: context)
            await ticket.appearAndSettle()
            await ticket.sendAndSettle(.use)
            #expect(ticket.state.confirming == nil, "no confirm for a use that cannot happen")
            #expect(ticket.state.error?.contains("から使えます") == true && ticket.state.error?.contains("\(VisitDate(TicketFixtures.now))") == true,
                    "\(ticket.state.error ?? "nil")")
            await ticket.sendAndSettle(.refund)
            #expect(ticket.state.confirming == .refund, "a refund is still asked for")
        }
    }

    @Test func walletGroupsByStateAndTicketUseNeedsAConfirm() async throws {
        let router = Router()
        try await WalletFixtures.withTickets(adults: 2, key: "K1", router: router) { context, tickets in
            let wallet = WalletViewModel(context: context)
            await wallet.appearAndSettle()
            #expect(wallet.state.groups.map(\.state) == [.unused])
            await wallet.sendAndSettle(.last)
            #expect(wallet.state.selection == 1)
            await wallet.sendAndSettle(.pageUp)
            #expect(wallet.state.selection == 0)
            await wallet.sendAndSettle(.pageDown)
            #expect(wallet.state.selection == 1)
            await wallet.sendAndSettle(.first)
            #expect(wallet.state.selection == 0)
            await wallet.sendAndSettle(.moveDown)
            await wallet.sendAndSettle(.open)
            let opened = try #require(wallet.state.selected)
            #expect(router.currentStack.last == .ticket(opened.id))

            let ticket = TicketViewModel(ticketID: tickets[0].id, context: context)
            await ticket.appearAndSettle()
            await ticket.sendAndSettle(.use)
            #expect(ticket.state.confirming == .use && ticket.state.state == .unused)
            await ticket.sendAndSettle(.no)
            #expect(ticket.state.confirming == nil && ticket.state.state == .unused)
            await ticket.sendAndSettle(.use)
            await ticket.sendAndSettle(.yes)
            #expect(ticket.state.state == .used)
            await ticket.sendAndSettle(.refund)
            #expect(ticket.state.confirming == nil && ticket.state.error != nil)
            let second = TicketViewModel(ticketID: tickets[1].id, context: context)
            await second.sendAndSettle(.refund)
            await second.sendAndSettle(.yes)
            #expect(second.state.state == .refunded)
            #expect(wallet.state.groups.map(\.state) == [.used, .refunded])
        }
    }

    /// Rendering only reads: the code is signed once, in the screen's effect, not while frames
    /// are drawn (the first signing creates and syncs the key file).
    @Test func composingFramesNeverSigns() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K-sign") { context, tickets in
            let signings = Mutex(0)
            @Dependency(\.codeSigning) var live
            let counting = CodeSigningUseCase(
                ticket: { ticket in signings.withLock { $0 += 1 }; return live.ticket(ticket) },
                pass: { pass in signings.withLock { $0 += 1 }; return live.pass(pass) })
            let model = withDependencies { $0.codeSigning = counting } operation: {
                TicketViewModel(ticketID: tickets[0].id, context: context)
            }
            #expect(model.state.payload == nil, "nothing is signed before the screen appears")
            await model.appearAndSettle()
            for _ in 0..<20 {
                _ = renderCanvas(Size(width: 100, height: 30)) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
            }
            #expect(signings.withLock { $0 } == 1)
            let payload = try model.state.payload?.get()
            #expect(payload?.hasPrefix("yumeguri-ticket:2:") == true)
        }
    }

    @Test func ticketScreenSnapshotHasAQRCodeWithAQuietZone() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K1") { context, tickets in
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            // A signed code is version 7 (53 modules with its quiet zone): 27 rows.
            let small = renderCanvas(Size(width: 100, height: 24)) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
            #expect(small.plainText.contains("以上の端末が必要です") && small.plainText.contains("yumeguri-ticket:2:"))
            let canvas = renderCanvas(Size(width: 100, height: 30)) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "ticket-100x30")
            // Issue 15, item 6: half blocks are ambiguous-width, so when wide the code is drawn in
            // ASCII (two characters a module); at 100×30 that does not fit and its text is shown.
            let wide = AmbiguousWidth.$current.withValue(.wide) {
                let wide = renderCanvas(Size(width: 100, height: 30)) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
                return wide
            }
            assertTextSnapshot(wide.plainText, named: "ticket-100x30-wide")
            #expect(!wide.plainText.contains("▀") && wide.plainText.contains("yumeguri-ticket:2:"))
            let payload = try #require(try model.state.payload?.get())
            let qr = TicketView.qrLines(for: payload, ascii: false)
            // Quiet zone: the first two lines are all light modules (no ink), and so is each line's first 4 columns.
            #expect(qr[0].allSatisfy { $0 == " " } && qr[1].allSatisfy { $0 == " " })
            #expect(qr.allSatisfy { $0.prefix(4).allSatisfy { $0 == " " } })
            #expect(qr[2].contains("█") || qr[2].contains("▄"))
            // Drawn black on white by the theme, light terminal or dark, quiet zone included.
            #expect(canvas[0, 0].style.role == .scanCode && canvas[0, qr.count - 1].style.role == .scanCode)
            #expect(Theme(.dark).resolve(Style(.scanCode)) == Theme(.light).resolve(Style(.scanCode)))
            #expect(Theme(.dark).resolve(Style(.scanCode)).background == .white)
            #expect(canvas.plainText.contains("未使用"))
            #expect(payload.hasPrefix("yumeguri-ticket:2:\(tickets[0].id):"))
        }
    }

    /// Issue 22 item 15: at 80×24, where the code cannot fit, the ticket still shows every fact,
    /// then the text code, each line indented as the screen's others are.
    @Test func aTicketAt80x24KeepsItsFactsAndIndentsTheTextCode() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K1") { context, tickets in
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            for ambiguous in [AmbiguousWidth.narrow, .wide] {
                let canvas = AmbiguousWidth.$current.withValue(ambiguous) {
                    let canvas = renderCanvas(Size(width: 80, height: 22)) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
                    return canvas
                }
                let rows = (0..<canvas.size.height).map { canvas.text(row: $0) }
                for fact in ["利用日 ", "有効期限 ", "番号 \(tickets[0].id)", "状態 "] {
                    #expect(rows.contains { $0.contains(fact) }, "\(ambiguous): \(fact) missing")
                }
                let code = try #require(rows.firstIndex { $0.contains("yumeguri-ticket:2:") })
                let facts = try #require(rows.firstIndex { $0.contains("番号 ") })
                #expect(facts < code)
                for row in rows where !row.allSatisfy(\.isWhitespace) { #expect(row.first == " ", "at column 0: \(row)") }
            }
        }
    }

    /// A used or refunded ticket shows its state where the code was, and offers neither u nor r.
    @Test func aTicketThatCannotBeUsedShowsItsStateNotACode() async throws {
        try await WalletFixtures.withTickets(adults: 2, key: "K1") { context, tickets in
            let screen = TicketScreen(ticketID: tickets[0].id, context: context)
            await screen.viewModel.appearAndSettle()
            #expect(screen.keyHelp.contains { $0.keys.contains("u") })
            await screen.viewModel.sendAndSettle(.use)
            await screen.viewModel.sendAndSettle(.yes)
            let canvas = renderCanvas(Size(width: 100, height: 24)) { TicketView.render(screen.viewModel.state, in: $0.bounds, on: &$0) }
            let text = canvas.plainText
            #expect(text.contains("使用済み"))
            #expect(!(0..<24).contains { y in (0..<100).contains { canvas[$0, y].style.role == .scanCode } })
            #expect(!text.contains("u: フロントで使用"))
            #expect(!screen.keyHelp.contains { $0.keys.contains("u") || $0.keys.contains("r") })
        }
    }
}
