import Dependencies
import Entities
import LoginScope
import Navigation
import Observation
import QRCode
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

/// Everything one ticket's screen shows: its details, its state today, the QR code and a pending confirm.
public struct TicketViewState: Equatable, Sendable {
    public enum Confirm: Equatable, Sendable { case use, refund }

    public var ticketID: String
    public var ticket: Ticket?
    public var state: TicketState?
    public var isLoaded = false
    /// The signed QR payload, or why there is none.
    public var payload: Result<String, CodeSigningProblem>?
    public var confirming: Confirm?
    public var notice: String?
    public var error: String?

    public init(ticketID: String) { self.ticketID = ticketID }
}

public enum TicketAction: Sendable, Equatable {
    case use, refund, yes, no
    /// A plain-text summary (and the code) to the clipboard (OSC 52).
    case share
}

@MainActor
@Observable
public final class TicketViewModel {
    public let context: LoginContext
    public let ticketID: String
    private var confirming: TicketViewState.Confirm?
    private var notice: String?
    private var error: String?
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.codeSigning) private var codeSigning
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard
    /// The code, signed in an effect when the facts it signs change.
    private let code = SignedCode()
    /// Loading the wallet and the use or refund; cancelled when the screen leaves its stack.
    public let effects = Effects()

    public init(ticketID: String, context: LoginContext) {
        self.ticketID = ticketID
        self.context = context
    }

    public var state: TicketViewState {
        var state = TicketViewState(ticketID: ticketID)
        state.isLoaded = context.wallet.isLoaded
        state.ticket = context.wallet.ticket(id: ticketID)
        state.state = state.ticket?.state(on: VisitDate(date.now))
        state.payload = state.ticket.flatMap { code.payload(for: $0.signedMessage) }
        state.confirming = confirming
        state.notice = notice
        state.error = error
        return state
    }

    public func appear() {
        effects.run { [weak self, context] in
            if !context.wallet.isLoaded { await context.wallet.load() }
            await self?.signCode()
        }
        // A ticket that arrives or changes later (another process's purchase) is signed then.
        effects.schedule("follow the code") { [weak self, context, ticketID] in
            while !Task.isCancelled {
                await observedChange { _ = context.wallet.ticket(id: ticketID) }
                self?.effects.run("sign") { await self?.signCode() }
            }
        }
    }

    private func signCode() async {
        guard let ticket = context.wallet.ticket(id: ticketID) else { return }
        await code.update(message: ticket.signedMessage) { [codeSigning] in codeSigning.ticket(ticket) }
    }

    public func send(_ action: TicketAction) {
        switch action {
        case .use, .refund:
            guard state.state == .unused else {
                error = "未使用のチケットだけが使用・払い戻しできます — only unused tickets"
                return
            }
            error = nil
            notice = nil
            confirming = action == .use ? .use : .refund
        case .no:
            confirming = nil
        case .share:
            // The code may still be being signed (the screen has just appeared): sign, then copy.
            effects.run("share") { [weak self] in
                guard let self else { return }
                await self.signCode()
                let state = self.state
                guard let ticket = state.ticket else { return }
                let lines = [
                    "湯めぐり e-ticket \(ticket.id) — \(state.state?.label ?? "")",
                    "\(ticket.facilityName) (\(ticket.facilityID.rawValue)) · \(ticket.productName)",
                    "利用日 date of use \(ticket.useDate) · 有効期限 valid until \(ticket.validUntil)",
                ] + ((try? state.payload?.get()).map { ["QR: \($0)"] } ?? [])
                self.clipboard.copy(lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
                self.notice = "コピーしました copied to the clipboard (OSC 52)"
            }
        case .yes:
            guard let pending = confirming, let ticket = state.ticket else { return }
            confirming = nil
            effects.run("change") { [weak self, context] in
                do throws(WalletError) {
                    switch pending {
                    case .use:
                        _ = try await context.wallet.use(ticket)
                        self?.notice = "使用済みにしました — marked as used"
                    case .refund:
                        _ = try await context.wallet.refund(ticket)
                        self?.notice = "払い戻しました — refunded (mock)"
                        // The last refund of an order gives its coupon back while it is valid.
                        await context.coupons.load()
                    }
                } catch {
                    self?.error = error.description
                }
            }
        }
    }
}

public enum TicketView {
    /// The QR symbol as half-block lines with a 4-module quiet zone, dark modules drawn as ink, or
    /// `##` pairs in ASCII mode, which `ScanCodeDrawing` draws as solid dark cells. Drawn in the
    /// `.scanCode` style, which the theme makes black on white, so a phone reads it on dark and
    /// light terminals alike.
    public static func qrLines(for payload: String, ascii: Bool) -> [String] {
        guard let code = try? QRCode.encode(payload) else { return ["(QR code unavailable)"] }
        return ascii ? code.asciiLines(quietZone: 4, invert: false) : code.halfBlockLines(quietZone: 4, invert: false)
    }

    /// What stands in for the code of a ticket that cannot be used.
    static func stateStamp(_ state: TicketState?, ascii: Bool) -> [String] {
        let label = switch state {
        case .used: "使用済み USED"
        case .refunded: "払い戻し REFUNDED"
        case .expired: "期限切れ EXPIRED"
        case .unused, nil: "—"
        }
        let inner = label.displayWidth + 4
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "┌", "┐", "└", "┘")
        return [tl + String(repeating: h, count: inner) + tr,
                v + String(repeating: " ", count: inner) + v,
                v + "  " + label + "  " + v,
                v + String(repeating: " ", count: inner) + v,
                bl + String(repeating: h, count: inner) + br]
    }

    public static func render(_ state: TicketViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let ticket = state.ticket else {
            Messages.centered([state.isLoaded ? "チケットが見つかりません — no such ticket" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        // The facts of the ticket come first and are always shown, whatever the size.
        var lines: [(String, Style)] = [
            (ticket.facilityName, .title),
            (ticket.productName + "  " + formatYen(ticket.priceYen), .normal),
            ("状態 " + (state.state?.label ?? ""), state.state == .unused ? Style(.success, bold: true) : .warning),
            ("利用日 \(ticket.useDate)", .normal),
            ("有効期限 \(ticket.validUntil)まで", .normal),
            ("番号 \(ticket.id)", .muted),
            ("見本 sample · mock ticket", .sample),
            ("", .normal),
        ]
        // Only a ticket that can still be used is scannable: a used, refunded or expired one shows
        // its state where the code would be, so nobody presents it at a desk by mistake.
        let scannable = state.state == .unused
        if let confirming = state.confirming {
            lines.append((confirming == .use ? "フロントで使用しますか? use now at the front desk? y/n"
                                             : "払い戻しますか? refund this ticket? y/n", .highlight))
        } else if scannable {
            lines.append(("u: 使用 use   r: 払い戻し refund", .muted))
        }
        if let notice = state.notice { lines.append((notice, .accent)) }
        if let error = state.error { lines.append((error, .error)) }

        var qr: [String]
        var isCode = false
        var sideBySide: Bool
        switch (scannable, state.payload) {
        case (true, .success(let payload)?):
            // Half blocks are ambiguous-width characters: where the terminal draws them two cells
            // wide, the code is drawn in ASCII (two characters a module) instead.
            let code = qrLines(for: payload, ascii: canvas.asciiOnly || AmbiguousWidth.current == .wide)
            let width = code.first.map { $0.displayWidth } ?? 0
            if code.count <= rect.height, width + 40 <= rect.width {
                (qr, isCode, sideBySide) = (code, true, true)
            } else if lines.count + code.count <= rect.height, width <= rect.width {
                (qr, isCode, sideBySide) = (code, true, false)
            } else {
                // A cut code scans as nothing: say what size it needs, and give the text a desk can type.
                let room = max(20, min(rect.width - 2, 60))
                qr = ["QRコードには \(width)×\(code.count) の表示領域が必要です",
                      "(the code needs \(width)×\(code.count) cells: enlarge the terminal)", "コード code:"]
                    + payload.wrapped(toWidth: room)
                sideBySide = false
            }
        case (true, .failure(let error)?):
            qr = [error.description]
            sideBySide = false
        case (true, nil):
            qr = []
            sideBySide = true
        case (false, _):
            qr = stateStamp(state.state, ascii: canvas.asciiOnly)
            sideBySide = rect.width >= (qr.map(\.displayWidth).max() ?? 0) + 40
        }
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        let qrStyle = isCode ? Style(.scanCode) : Style(.warning, bold: true)
        if sideBySide {
            let info = Rect(x: rect.x + qrWidth + 2, y: rect.y, width: max(0, rect.width - qrWidth - 2), height: rect.height)
            var y = info.y + 1
            for (text, style) in lines where y < info.maxY {
                canvas.put(text, x: info.x, y: y, style: style, clip: info)
                y += 1
            }
            let qrColumn = Rect(x: rect.x, y: rect.y, width: qrWidth, height: rect.height)
            for (offset, line) in qr.enumerated() where rect.y + offset < rect.maxY {
                if isCode {
                    ScanCodeDrawing.draw(line, x: rect.x, y: rect.y + offset, clip: qrColumn, on: &canvas)
                } else {
                    canvas.put(line, x: rect.x, y: rect.y + offset, style: qrStyle, clip: qrColumn)
                }
            }
            return
        }
        // Stacked: the facts, then the code (its quiet zone is its margin) or what stands in for
        // it, indented as the facts are.
        var y = rect.y
        for (text, style) in lines where y < rect.maxY {
            canvas.put(" " + text, x: rect.x, y: y, style: style, clip: rect)
            y += 1
        }
        for line in qr where y < rect.maxY {
            if isCode {
                ScanCodeDrawing.draw(line, x: rect.x, y: y, clip: rect, on: &canvas)
            } else {
                canvas.put(" " + line, x: rect.x, y: y, style: qrStyle, clip: rect)
            }
            y += 1
        }
    }
}

@MainActor
public final class TicketScreen: ViewModelScreen {
    public let viewModel: TicketViewModel

    public init(ticketID: String, context: LoginContext) { viewModel = TicketViewModel(ticketID: ticketID, context: context) }

    /// `.ticket(id)`: shown only for the signed-in account's own ticket.
    public static func scoped(ticketID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: "チケット", presentSignInOnAppear: false) { context in TicketScreen(ticketID: ticketID, context: context) }
    }

    public static let keyMap = KeyMap<TicketAction>([
        KeyBinding([.character("u")], .use, "フロントで使用 use at the front desk", hint: true),
        KeyBinding([.character("r")], .refund, "払い戻し refund", hint: true),
        KeyBinding([.character("y")], .share, "コピー copy a summary (OSC 52; tmux: set-clipboard on)"),
    ])

    /// A ticket that can no longer be used or refunded can still be shared.
    public static let shareKeys = KeyMap<TicketAction>([
        KeyBinding([.character("y")], .share, "コピー copy a summary (OSC 52; tmux: set-clipboard on)", hint: true),
    ])

    public static let confirmKeys = KeyMap<TicketAction>([
        KeyBinding([.character("y")], .yes, "はい yes", hint: true),
        KeyBinding([.character("n"), .escape], .no, "いいえ no", hint: true),
    ])

    /// u and r only for a ticket that can still be used or refunded.
    public var keys: KeyMap<TicketAction> {
        let state = viewModel.state
        if state.confirming != nil { return Self.confirmKeys }
        return state.state == .unused || state.state == nil ? Self.keyMap : Self.shareKeys
    }

    public var title: String { viewModel.state.ticket?.productName ?? "チケット" }
    public func render(in rect: Rect, on canvas: inout Canvas) { TicketView.render(viewModel.state, in: rect, on: &canvas) }

    /// While a question is open, a key it does not have is kept (and does nothing).
    public func unmatched(_ key: KeyEvent) -> Bool { viewModel.state.confirming != nil }
}

extension TicketViewModel: ViewModel {}
