import Dependencies
import Entities
import Foundation
import LoginScope
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases
import TerminalKit
import Widgets

/// Everything one pass's screen shows: its terms, its state today, its QR code and its uses.
public struct PassViewState: Equatable, Sendable {
    public var passID: String
    public var pass: RallyPass?
    public var state: PassState?
    public var isLoaded = false
    /// The signed QR payload, or why there is none.
    public var payload: Result<String, CodeSigningProblem>?

    public init(passID: String) { self.passID = passID }
}

public enum PassAction: Sendable, Equatable {
    case reload
    /// A plain-text summary (and the code) to the clipboard (OSC 52).
    case share
}

/// `.pass(id)`: reads the signed-in account's wallet store only, so a use at any desk, in this
/// process or another, shows here as soon as the store has it.
@MainActor
@Observable
public final class PassViewModel {
    public let context: LoginContext
    public let passID: String
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.codeSigning) private var codeSigning
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard
    /// Shown in the status bar after a copy.
    public private(set) var notice: String?
    /// The code, signed in an effect when the facts it signs change.
    private let code = SignedCode()
    public let effects = Effects()

    public init(passID: String, context: LoginContext) {
        self.passID = passID
        self.context = context
    }

    public var state: PassViewState {
        var state = PassViewState(passID: passID)
        state.isLoaded = context.wallet.isLoaded
        state.pass = context.wallet.pass(id: passID)
        state.state = state.pass?.state(on: RallyPassTerms.day(date.now))
        state.payload = state.pass.flatMap { code.payload(for: $0.signedMessage) }
        return state
    }

    public func appear() {
        effects.run { [weak self, context] in
            if !context.wallet.isLoaded { await context.wallet.load() }
            await self?.signCode()
        }
        // A pass that arrives or changes later (another process's purchase) is signed then.
        effects.schedule("follow the code") { [weak self, context, passID] in
            while !Task.isCancelled {
                await observedChange { _ = context.wallet.pass(id: passID) }
                self?.effects.run("sign") { await self?.signCode() }
            }
        }
    }

    private func signCode() async {
        guard let pass = context.wallet.pass(id: passID) else { return }
        await code.update(message: pass.signedMessage) { [codeSigning] in codeSigning.pass(pass) }
    }

    public func send(_ action: PassAction) {
        switch action {
        case .reload: effects.run("load") { [context] in await context.wallet.load() }
        case .share:
            // The code may still be being signed (the screen has just appeared): sign, then copy.
            effects.run("share") { [weak self] in
                guard let self else { return }
                await self.signCode()
                let current = self.state
                guard let pass = current.pass else { return }
                let uses = pass.uses.map { "  \(pass.terms.member(at: $0.area)?.name ?? $0.area.rawValue) \(formatJapanDateTime($0.usedAt))" }
                let lines = [
                    "湯めぐり手形 \(pass.terms.rallyName) — \(pass.id) · \(current.state?.label ?? "")",
                    "残り entries left \(pass.entriesLeft)/\(pass.terms.entries) · 有効期間 valid \(pass.validFrom)–\(pass.validUntil)",
                    "温泉 baths: " + pass.terms.members.map(\.name).joined(separator: " · "),
                ] + uses + ((try? current.payload?.get()).map { ["QR: \($0)"] } ?? [])
                self.clipboard.copy(lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
                self.notice = "コピーしました copied to the clipboard (OSC 52)"
            }
        }
    }
}

extension PassViewModel: ViewModel {}

public enum PassView {
    public static func render(_ state: PassViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let pass = state.pass else {
            Messages.centered([state.isLoaded ? "手形が見つかりません — no such pass" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let usable = state.state == .active
        var qr: [String]
        var isCode = false
        switch (usable, state.payload) {
        case (true, .success(let payload)?):
            qr = TicketView.qrLines(for: payload, ascii: canvas.asciiOnly || AmbiguousWidth.current == .wide)
            isCode = true
            let width = qr.first.map { $0.displayWidth } ?? 0
            if qr.count > rect.height || width > rect.width {
                qr = ["QRコードには \(width)×\(qr.count) の表示領域が必要です",
                      "(the code needs \(width)×\(qr.count) cells: enlarge the terminal)", "コード code:"]
                    + payload.wrapped(toWidth: max(20, min(rect.width - 2, 60)))
                isCode = false
            }
        case (true, .failure(let error)?): qr = [error.description]
        case (true, nil): qr = []
        case (false, _): qr = [state.state == .expired ? "期限切れ EXPIRED" : "使用済み USED UP"]
        }
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        let sideBySide = rect.width >= qrWidth + 40
        let info = sideBySide ? Rect(x: rect.x + qrWidth + 2, y: rect.y, width: rect.width - qrWidth - 2, height: rect.height) : rect
        var lines: [(String, Style)] = [
            ("湯めぐり手形 \(pass.terms.rallyName)", .title),
            ("状態 \(state.state?.label ?? "") · 残り \(pass.entriesLeft)/\(pass.terms.entries)回 entries left",
             usable ? Style(.success, bold: true) : .warning),
            ("有効期間 \(pass.validFrom)〜\(pass.validUntil) (日本時間)", .normal),
            ("1施設1回 · one entry per bath", .muted),
        ]
        for member in pass.terms.members {
            let use = pass.use(at: member.area)
            let when = use.map { "使用 " + formatJapanDateTime($0.usedAt) } ?? "未使用"
            lines.append(("  \(use == nil ? "○" : "●") \(member.name.truncated(toWidth: 16).padded(toWidth: 16)) \(when)",
                          use == nil ? .normal : .muted))
        }
        lines.append(("番号 \(pass.id)", .muted))
        lines.append(("見本 sample · mock pass", .sample))
        var y = sideBySide ? info.y + 1 : rect.y
        if sideBySide {
            for (text, style) in lines where y < info.maxY {
                canvas.put(text, x: info.x, y: y, style: style, clip: info)
                y += 1
            }
        } else {
            // Narrow: the details on top, the code below.
            for (text, style) in lines where y < rect.maxY { canvas.put(" " + text, x: rect.x, y: y, style: style, clip: rect); y += 1 }
        }
        let qrTop = sideBySide ? rect.y : y
        let qrStyle = isCode ? Style(.scanCode) : Style(.warning, bold: true)
        let qrColumn = sideBySide ? Rect(x: rect.x, y: rect.y, width: qrWidth, height: rect.height) : rect
        for (offset, line) in qr.enumerated() where qrTop + offset < rect.maxY {
            // Text standing in for the code is indented as the details are; a code has its quiet zone.
            if isCode {
                ScanCodeDrawing.draw(line, x: rect.x, y: qrTop + offset, clip: qrColumn, on: &canvas)
            } else {
                canvas.put(sideBySide ? line : " " + line, x: rect.x, y: qrTop + offset, style: qrStyle, clip: qrColumn)
            }
        }
    }

}

@MainActor
public final class PassScreen: ViewModelScreen {
    public let viewModel: PassViewModel

    public init(passID: String, context: LoginContext) { viewModel = PassViewModel(passID: passID, context: context) }

    /// `.pass(id)`: shown only for the signed-in account's own pass.
    public static func scoped(passID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: Destination.pass(passID).defaultTitle, presentSignInOnAppear: false) { context in
            PassScreen(passID: passID, context: context)
        }
    }

    public var title: String { viewModel.state.pass?.terms.rallyName ?? Destination.pass(viewModel.passID).defaultTitle }
    public static let keyMap = KeyMap<PassAction>([
        KeyBinding([.character("R")], .reload, "再読み込み reload", hint: true),
        KeyBinding([.character("y")], .share, "コピー copy a summary (OSC 52; tmux: set-clipboard on)", hint: true),
    ])

    public var statusMessage: String? { viewModel.notice }

    public func render(in rect: Rect, on canvas: inout Canvas) { PassView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<PassAction> { Self.keyMap }
}
