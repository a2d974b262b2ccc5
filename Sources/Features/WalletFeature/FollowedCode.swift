import Dependencies
import Entities
import Observing
import ScreenKit
import Stores
import TerminalKit
import UseCases

/// What the ticket's and the pass's screens do around their code, written once: load the wallet,
/// sign the code, sign it again whenever the item changes (another process's purchase or use), and
/// share a text only once the code is signed, so the copy carries the QR payload.
@MainActor
final class FollowedCode<Item: Sendable> {
    private let code = SignedCode()
    private let wallet: WalletStore
    private let item: @MainActor (WalletStore) -> Item?
    private let message: (Item) -> [UInt8]
    private let sign: @Sendable (CodeSigningUseCase, Item) -> Result<String, CodeSigningProblem>
    @Dependency(\.codeSigning) private var codeSigning
    @Dependency(\.clipboard) private var clipboard

    /// `item` finds the ticket or pass in the wallet; `message` gives the facts its code signs.
    init(wallet: WalletStore,
         item: @escaping @MainActor (WalletStore) -> Item?,
         message: @escaping (Item) -> [UInt8],
         sign: @escaping @Sendable (CodeSigningUseCase, Item) -> Result<String, CodeSigningProblem>) {
        self.wallet = wallet
        self.item = item
        self.message = message
        self.sign = sign
    }

    /// The code for the item as the wallet has it now; nil while it is being signed.
    func payload(for item: Item) -> Result<String, CodeSigningProblem>? {
        code.payload(for: message(item))
    }

    /// The QR symbol of that code, encoded once when it was signed; nil while it is being signed.
    func scanCode(for item: Item) -> ScanCode? {
        code.scanCode(for: message(item))
    }

    func appear(in effects: Effects) {
        effects.run { [weak self, wallet] in
            if !wallet.isLoaded { await wallet.load() }
            await self?.signCode()
        }
        // An item that arrives or changes later (another process's purchase) is signed then.
        effects.schedule("follow the code") { [weak self, weak effects, wallet, item] in
            while !Task.isCancelled {
                await observedChange { _ = item(wallet) }
                effects?.run("sign") { await self?.signCode() }
            }
        }
    }

    /// Copies `lines` (read once the code is signed; nil when there is nothing to share) with the
    /// code's payload after them, every line sanitized, then calls `copied`.
    func share(in effects: Effects, lines: @escaping @MainActor () -> [String]?, copied: @escaping @MainActor () -> Void) {
        // The code may still be being signed (the screen has just appeared): sign, then copy.
        effects.run("share") { [self] in
            await signCode()
            guard let text = lines() else { return }
            let signed = item(wallet).flatMap { try? self.payload(for: $0)?.get() }
            let all = text + (signed.map { ["QR: \($0)"] } ?? [])
            clipboard.copy(all.map(TerminalText.sanitized).joined(separator: "\n") + "\n")
            copied()
        }
    }

    private func signCode() async {
        guard let item = item(wallet) else { return }
        await code.update(message: message(item)) { [codeSigning, sign] in sign(codeSigning, item) }
    }
}
