import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// The account's claimed coupons in the Tickets tab (`c` in the wallet): 使える / 使用済み / 期限切れ.
public struct CouponWalletViewState: Equatable, Sendable {
    public struct Group: Equatable, Sendable {
        public var state: CouponState
        public var coupons: [ClaimedCoupon]
    }

    public var accountName: String
    public var groups: [Group] = []
    public var isLoaded = false
    public var error: String?
    public var names: [FacilityID: String] = [:]
}

public enum CouponWalletAction: Sendable, Equatable { case reload }

@MainActor
@Observable
public final class CouponWalletViewModel {
    public let context: LoginContext
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.date) private var date

    public init(context: LoginContext) { self.context = context }

    public var state: CouponWalletViewState {
        var state = CouponWalletViewState(accountName: context.account.displayName)
        state.isLoaded = context.coupons.isLoaded
        state.error = context.coupons.errorMessage
        state.groups = context.coupons.grouped(on: VisitDate(date.now)).map { CouponWalletViewState.Group(state: $0.state, coupons: $0.coupons) }
        for coupon in context.coupons.claimed {
            state.names[coupon.coupon.facilityID] = catalog.listing(coupon.coupon.facilityID)?.name
        }
        return state
    }

    public func appear() { send(.reload) }

    public func send(_ action: CouponWalletAction) {
        switch action {
        case .reload: effects.run("load") { [context] in await context.coupons.load() }
        }
    }
}

extension CouponWalletViewModel: ViewModel {}

public enum CouponWalletView {
    public static func render(_ state: CouponWalletViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" \(state.accountName) さんのクーポン — your coupons (sample)", x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
        guard state.isLoaded else {
            Messages.centered([state.error ?? "読み込み中… loading"], style: .muted, in: body, on: &canvas)
            return
        }
        guard !state.groups.isEmpty else {
            Messages.centered(["クーポンはまだありません — no coupons yet",
                               "温泉の詳細画面で c を押すと獲得できます — press c on a hot spring's page"], style: .title, in: body, on: &canvas)
            return
        }
        var y = body.y
        for group in state.groups {
            guard y < body.maxY else { break }
            canvas.put(" \(group.state.label) (\(group.coupons.count))", x: body.x, y: y, style: Style(.muted, underline: true), clip: body)
            y += 1
            for claimed in group.coupons where y < body.maxY {
                let name = state.names[claimed.coupon.facilityID] ?? claimed.coupon.facilityID.rawValue
                let text = "   \(name.truncated(toWidth: 16).padded(toWidth: 16))  \(claimed.coupon.title.padded(toWidth: 18))  有効 \(claimed.coupon.validityText)"
                canvas.put(text, x: body.x, y: y, style: group.state == .usable ? .normal : .muted, clip: body)
                y += 1
            }
        }
    }
}

@MainActor
public final class CouponWalletScreen: KeyTableScreen {
    public let viewModel: CouponWalletViewModel

    public init(context: LoginContext) { viewModel = CouponWalletViewModel(context: context) }

    public static let keyMap = KeyMap<CouponWalletAction>([
        KeyBinding([.character("R")], .reload, "再読み込み reload", hint: true),
    ])

    public var title: String { "クーポン" }
    public func render(in rect: Rect, on canvas: inout Canvas) { CouponWalletView.render(viewModel.state, in: rect, on: &canvas) }
    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
    public func perform(_ action: CouponWalletAction) { viewModel.send(action) }
}
