import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

/// A facility's app-only coupons (`c` on a facility, `.coupons(id)`), for the signed-in account:
/// `Enter` claims the selected one into the account's coupon wallet. Sample data, like prices.
public struct CouponsViewState: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var coupon: Coupon
        /// Nil: not claimed yet.
        public var claimed: CouponState?
    }

    public var facilityName: String
    public var rows: [Row] = []
    public var selection = 0
    public var isLoaded = false
    public var isWorking = false
    public var notice: String?
    public var error: String?

    public var selected: Row? { rows.indices.contains(selection) ? rows[selection] : nil }
}

public enum CouponsAction: Sendable, Equatable { case moveDown, moveUp, first, last, pageDown, pageUp, claim, openWallet }

@MainActor
@Observable
public final class CouponsViewModel {
    public let context: LoginContext
    public let facilityID: FacilityID
    private var selection = 0
    private var isWorking = false
    private var notice: String?
    private var error: String?
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date

    public init(facilityID: FacilityID, context: LoginContext) {
        self.facilityID = facilityID
        self.context = context
    }

    public var state: CouponsViewState {
        let today = VisitDate(date.now)
        let listing = catalog.listing(facilityID)
        var state = CouponsViewState(facilityName: listing?.name ?? facilityID.rawValue)
        let offered = SampleCoupons.generate(for: facilityID, hasCoupons: listing?.hasCoupons ?? false, today: today)
        state.rows = offered.map { coupon in
            CouponsViewState.Row(coupon: coupon, claimed: context.coupons.claimed.first { $0.id == coupon.id }?.state(on: today))
        }
        state.selection = min(selection, max(0, state.rows.count - 1))
        if case .ready = catalog.phase { state.isLoaded = context.coupons.isLoaded }
        state.isWorking = isWorking
        state.notice = notice
        state.error = error ?? context.coupons.errorMessage
        return state
    }

    public func appear() {
        effects.run("load") { [context, catalog] in
            await catalog.load()
            await context.coupons.load()
        }
    }

    public func send(_ action: CouponsAction) {
        let count = state.rows.count
        notice = nil
        switch action {
        case .moveDown: selection = min(max(0, count - 1), state.selection + 1)
        case .moveUp: selection = max(0, state.selection - 1)
        case .first: selection = 0
        case .last, .pageDown: selection = max(0, count - 1)
        case .pageUp: selection = 0
        case .openWallet: router.navigate(to: .couponWallet)
        case .claim:
            guard !isWorking, let row = state.selected else { return }
            guard row.claimed == nil else {
                error = CouponProblem.alreadyClaimed.description
                return
            }
            isWorking = true
            error = nil
            let context = self.context
            effects.run("claim") { [weak self] in
                do throws(WalletError) {
                    try await context.coupons.claim(row.coupon)
                    self?.notice = "獲得しました claimed: \(row.coupon.title) — チケット購入時に使えます"
                } catch {
                    self?.error = error.description
                }
                self?.isWorking = false
            }
        }
    }
}

extension CouponsViewModel: ViewModel {}

public enum CouponsView {
    public static func render(_ state: CouponsViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" \(state.facilityName) のクーポン — app-only coupons (sample)", x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 4))
        if state.rows.isEmpty {
            Messages.centered([state.isLoaded ? "この施設のクーポンはありません — no coupons here" : "読み込み中… loading"],
                              style: .muted, in: body, on: &canvas)
        }
        for (index, row) in state.rows.enumerated() where index * 2 < body.height {
            let y = body.y + index * 2
            let line = Rect(x: body.x, y: y, width: body.width, height: 1)
            let selected = index == state.selection
            if selected { canvas.fill(line, style: .selection) }
            let status = row.claimed.map { $0 == .usable ? "獲得済み claimed" : $0.label } ?? "Enter: 獲得 claim"
            let style: Style = selected ? .selection : (row.claimed == nil ? Style(.accent, bold: true) : .muted)
            var x = canvas.put(" " + row.coupon.title, x: line.x, y: y, style: selected ? Style(.selection, bold: true) : style, clip: line)
            x = canvas.put("  [sample]", x: x, y: y, style: selected ? .selection : Style(.sample, bold: true), clip: line)
            canvas.put(status, x: max(x + 2, line.maxX - status.displayWidth - 1), y: y, style: selected ? .selection : .muted, clip: line)
            canvas.put("   有効 \(row.coupon.validityText) · 1アカウント1回", x: line.x, y: y + 1, style: .muted, clip: body)
        }
        let footer = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        if let error = state.error {
            canvas.put(" " + error, x: footer.x, y: footer.y, style: .error, clip: footer)
        } else if state.isWorking {
            canvas.put(" 処理中… claiming", x: footer.x, y: footer.y, style: .muted, clip: footer)
        } else if let notice = state.notice {
            canvas.put(" " + notice, x: footer.x, y: footer.y, style: .accent, clip: footer)
        }
    }
}

@MainActor
public final class CouponsScreen: KeyTableScreen {
    public let viewModel: CouponsViewModel

    public init(facilityID: FacilityID, context: LoginContext) {
        viewModel = CouponsViewModel(facilityID: facilityID, context: context)
    }

    public static let keyMap = KeyMap<CouponsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .claim, "獲得 claim into your coupons", hint: true),
        KeyBinding([.character("C")], .openWallet, "獲得したクーポン your coupons", hint: true),
    ])

    public var title: String { "クーポン" }
    public func render(in rect: Rect, on canvas: inout Canvas) { CouponsView.render(viewModel.state, in: rect, on: &canvas) }
    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
    public func perform(_ action: CouponsAction) { viewModel.send(action) }
}
