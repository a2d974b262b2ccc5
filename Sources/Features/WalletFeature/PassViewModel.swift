import Dependencies
import Entities
import Foundation
import Localization
import Observation
import Observing
import ScreenKit
import Stores
import TerminalKit
import UseCases

/// `.pass(id)`: reads the signed-in account's wallet store only, so a use at any desk, in this
/// process or another, shows here as soon as the store has it.
@MainActor
@Observable
public final class PassViewModel {
    public let context: LoginContext
    public let passID: String
    @ObservationIgnored @Dependency(\.date) private var date
    /// Kept in both languages and read in the one in force when the state is read.
    private var notice: LocalizedText?
    /// The code, signed in an effect when the facts it signs change.
    private let code: FollowedCode<RallyPass>
    public let effects = Effects()

    public init(passID: String, context: LoginContext) {
        self.passID = passID
        self.context = context
        code = FollowedCode(wallet: context.wallet, item: { $0.pass(id: passID) },
                            message: \.signedMessage, sign: { $0.pass($1) })
    }

    public var state: PassViewState {
        var state = PassViewState(passID: passID)
        state.isLoaded = context.wallet.isLoaded
        state.pass = context.wallet.pass(id: passID)
        state.state = state.pass?.state(on: RallyPassTerms.day(date.now))
        state.payload = state.pass.flatMap { code.payload(for: $0) }
        state.scanCode = state.pass.flatMap { code.scanCode(for: $0) }
        state.notice = notice?.text
        return state
    }

    public func appear() {
        code.appear(in: effects)
    }

    public func send(_ action: PassAction) {
        switch action {
        case .reload: effects.run("load") { [context] in await context.wallet.load() }
        case .share:
            code.share(in: effects, lines: { [weak self] in self?.shareLines() }) { [weak self] in
                self?.notice = WalletText.sentToTerminal.localized
            }
        }
    }

    private func shareLines() -> [String]? {
        let current = state
        guard let pass = current.pass else { return nil }
        let uses = pass.uses.map { "  \(pass.terms.member(at: $0.area)?.name ?? $0.area.rawValue) \(formatJapanDateTime($0.usedAt))" }
        return [
            WalletText.sharePassHeading(rally: pass.terms.title, id: pass.id, state: current.state?.label ?? "").text,
            WalletText.sharePassEntries(left: pass.entriesLeft, of: pass.terms.entries,
                                        from: pass.validFrom.description, until: pass.validUntil.description).text,
            WalletText.sharePassBaths(names: pass.terms.members.map(\.name).joined(separator: " · ")).text,
        ] + uses
    }
}

extension PassViewModel: ViewModel {}
