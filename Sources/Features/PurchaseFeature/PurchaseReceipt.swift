import Dependencies
import Navigation
import ScreenKit
import Stores

/// What a purchase's last step does, for one order or a trip day's: it loads the wallet when shown
/// (a receipt opened by deep link finds it empty), and `w` opens the wallet.
@MainActor
struct PurchaseReceipt {
    let context: LoginContext
    @Dependency(\.router) private var router

    func appear(in effects: Effects) {
        effects.run { [context] in if !context.wallet.isLoaded { await context.wallet.load() } }
    }

    func send(_ action: PurchasedAction) {
        switch action {
        case .openWallet:
            // The receipt is done with; the tab the purchase began in goes back to where it began.
            router.back()
            router.select(tab: .tickets)
        }
    }
}
