import Dependencies
import Entities
import Localization
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
@testable import WalletFeature

/// Issue 33 part 2: a ticket's and a pass's QR code is encoded once, when the code is signed;
/// drawing the screen (any size, half blocks or ASCII) only reads the symbol.
@MainActor
@Suite struct WalletFramesOnlyReadTests {
    /// Draws `render` at sizes where the code fits and where it does not, in half blocks and in ASCII.
    func drawn(_ render: (inout Canvas) -> Void) -> (texts: [String], violations: Int) {
        let (texts, violations) = composingFrame {
            [(Size(width: 120, height: 40), false), (Size(width: 120, height: 40), true), (Size(width: 80, height: 24), false)].map { size, ascii in
                var canvas = Canvas(size: size, asciiOnly: ascii)
                render(&canvas)
                return canvas.plainText
            }
        }
        return (texts, violations)
    }

    @Test func aTicketsCodeIsEncodedWhenSignedNotWhenDrawn() async throws {
        try await WalletFixtures.withTickets(adults: 1, key: "K-frames") { context, tickets in
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            let (texts, violations) = drawn { TicketView.render(model.state, in: $0.bounds, on: &$0) }
            #expect(violations == 0)
            #expect(texts[0].contains("▀") || texts[0].contains("▄"), "the code is drawn in half blocks:\n\(texts[0])")
            #expect(!texts[1].contains("▀") && !texts[1].contains("▄"), "an ASCII-only canvas gets the ASCII form")
            #expect(texts[2].contains("yumeguri-ticket:2:"), "a code that does not fit gives its text")
        }
    }

    @Test func aPasssCodeIsEncodedWhenSignedNotWhenDrawn() async throws {
        try await TicketFixtures.withApp {
            try await withDependencies { $0.rallyStore = RallyStore(rallies: [PassScreenTests.rally]) } operation: {
                @Dependency(\.sessionStore) var session
                let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
                let pass = try await PassScreenTests().buyAPass(context)
                let model = PassViewModel(passID: pass.id, context: context)
                await model.appearAndSettle()
                let (texts, violations) = drawn { PassView.render(model.state, in: $0.bounds, on: &$0) }
                #expect(violations == 0)
                #expect(texts[0].contains("▀") || texts[0].contains("▄"), "the code is drawn in half blocks:\n\(texts[0])")
                #expect(!texts[1].contains("▀") && !texts[1].contains("▄"), "an ASCII-only canvas gets the ASCII form")
            }
        }
    }

    @Test func theWalletIsArrangedBeforeItsFrameNotWhileDrawn() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            _ = try await WalletFixtures.buy(context, adults: 2, key: "K-wallet-frames")
            let screen = WalletScreen(context: context)
            await screen.viewModel.appearAndSettle()
            #expect(composedFrame(screen, size: .terminal80x24).violations == 0)
            #expect(screen.viewModel.state.groups.flatMap(\.tickets).count == 2)
        }
    }
}
