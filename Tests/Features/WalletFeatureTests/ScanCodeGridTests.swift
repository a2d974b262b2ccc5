import Dependencies
import Foundation
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
@testable import WalletFeature

/// Issue 22 item 18: the code a camera reads is what the terminal paints, not the characters.
/// With ambiguous characters wide (and with `--ascii`) a module is two cells; drawn as `##` its
/// strokes left most of each module light and a screenshot of xterm did not decode. The test
/// rebuilds the picture from the drawn cells — ink where the terminal paints a module dark — and
/// has zbarimg read it.
@MainActor
@Suite struct ScanCodeGridTests {
    @Test(arguments: [false, true])
    func theTwoCellCodeDecodesFromWhatTheTerminalPaints(asciiFlag: Bool) async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            let tickets = try await WalletFixtures.buy(context, adults: 1, key: "K1")
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            let payload = try #require(try model.state.payload?.get())
            let width: AmbiguousWidth = asciiFlag ? .narrow : .wide
            let canvas = AmbiguousWidth.$current.withValue(width) {
                let canvas = renderCanvas(Size(width: 170, height: 60), asciiOnly: asciiFlag) { TicketView.render(model.state, in: $0.bounds, on: &$0) }
                return canvas
            }
            // Every cell of the code is a space: what shows is the cell's colour, which no font changes.
            let ink = (0..<canvas.size.height).map { y in (0..<canvas.size.width).map { x in ScanCodeDrawing.isInk(canvas[x, y]) } }
            let codeRows = ink.filter { $0.contains { $0 != nil } }
            let modules = codeRows.map { row in stride(from: 0, to: row.count, by: 2).compactMap { x in row[x] } }
            #expect(codeRows.count == 53 && modules.allSatisfy { $0.count == 53 }, "\(codeRows.count) rows")
            for y in 0..<canvas.size.height {
                for x in 0..<canvas.size.width where ScanCodeDrawing.isInk(canvas[x, y]) != nil {
                    #expect(canvas[x, y].character == " ")
                }
            }
            #expect(try ZBarDecoder.decode(pbm: Self.pbm(modules), label: asciiFlag ? "ascii" : "wide") == payload)
        }
    }

    /// Half blocks, one cell two modules tall: a cell of two dark modules is painted (fonts draw
    /// █ narrower than the cell, and xterm screenshots showed the gaps); ▀ and ▄ stay glyphs.
    @Test func theHalfBlockCodeDecodesFromWhatTheTerminalPaints() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            let tickets = try await WalletFixtures.buy(context, adults: 1, key: "K1")
            let model = TicketViewModel(ticketID: tickets[0].id, context: context)
            await model.appearAndSettle()
            let payload = try #require(try model.state.payload?.get())
            // Drawn by hand, not through renderCanvas, and set up without WalletFixtures.withTickets'
            // closure: with either closure here the Swift 6.3.1 compiler crashes in its
            // SendNonSendable pass (map::at out of range).
            var canvas = Canvas(size: Size(width: 100, height: 30))
            TicketView.render(model.state, in: canvas.bounds, on: &canvas)
            var modules: [[Bool]] = []
            for y in 0..<canvas.size.height {
                let cells = (0..<canvas.size.width).map { canvas[$0, y] }.filter { $0.style.role == .scanCode }
                guard !cells.isEmpty else { continue }
                #expect(!cells.contains { $0.character == "█" }, "row \(y) draws █ as a glyph")
                modules.append(cells.map { $0.style.reverse || $0.character == "▀" })
                modules.append(cells.map { $0.style.reverse || $0.character == "▄" })
            }
            #expect(modules.count == 54 && modules[0].count == 53)
            #expect(try ZBarDecoder.decode(pbm: Self.pbm(modules), label: "half blocks") == payload)
        }
    }

    /// `scale`×`scale` pixels a module, dark where the module is ink.
    static func pbm(_ modules: [[Bool]], scale: Int = 4) -> [UInt8] {
        let width = (modules.map(\.count).max() ?? 0) * scale
        let bytesPerRow = (width + 7) / 8
        var pbm = Array("P4\n\(width) \(modules.count * scale)\n".utf8)
        for row in modules {
            var packed = [UInt8](repeating: 0, count: bytesPerRow)
            for pixelX in 0..<width where pixelX / scale < row.count && row[pixelX / scale] {
                packed[pixelX / 8] |= 0x80 >> UInt8(pixelX % 8)
            }
            for _ in 0..<scale { pbm.append(contentsOf: packed) }
        }
        return pbm
    }
}
