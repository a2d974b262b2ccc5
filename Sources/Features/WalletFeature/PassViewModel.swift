import Dependencies
import Entities
import Foundation
import Localization
import Observation
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
    @ObservationIgnored @Dependency(\.codeSigning) private var codeSigning
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard
    /// Kept in both languages and read in the one in force when the state is read.
    private var notice: LocalizedText?
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
        state.scanCode = state.pass.flatMap { code.scanCode(for: $0.signedMessage) }
        state.notice = notice?.text
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
                    WalletText.sharePassHeading(rally: pass.terms.rallyName, id: pass.id, state: current.state?.label ?? "").text,
                    WalletText.sharePassEntries(left: pass.entriesLeft, of: pass.terms.entries,
                                                from: pass.validFrom.description, until: pass.validUntil.description).text,
                    WalletText.sharePassBaths(names: pass.terms.members.map(\.name).joined(separator: " · ")).text,
                ] + uses + ((try? current.payload?.get()).map { ["QR: \($0)"] } ?? [])
                self.clipboard.copy(lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
                self.notice = WalletText.sentToTerminal.localized
            }
        }
    }
}

extension PassViewModel: ViewModel {}
