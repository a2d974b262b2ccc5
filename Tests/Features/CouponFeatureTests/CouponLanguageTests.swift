import Entities
import Foundation
import Localization
import TerminalKit
import Testing
import TestSupport
@testable import CouponFeature

/// Issue 32: a facility's coupons and the account's coupon wallet speak one language at a time.
@MainActor
@Suite struct CouponLanguageTests {
    static let kusatsu = FacilityID("aist-2711")
    static let today = VisitDate(Date(timeIntervalSince1970: 1_795_000_000))
    static let offered = SampleCoupons.generate(for: kusatsu, hasCoupons: true, today: today)

    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: CouponText.self, allowedInEnglish: ["草津", "太郎"]).isEmpty)
    }

    func draw(_ body: (inout Canvas) -> Void) -> (ja: String, en: String) {
        inBothLanguages { renderText(.terminal80x24, body) }
    }

    @Test func aFacilitysCouponsInBothLanguages() throws {
        try #require(!Self.offered.isEmpty)
        var state = CouponsViewState(facilityName: "Kusatsu 草津")
        state.rows = Self.offered.enumerated().map { CouponsViewState.Row(coupon: $1, claimed: $0 == 0 ? .usable : nil) }
        state.isLoaded = true
        state.isSignedIn = true
        let screens = draw { CouponsView.render(state, in: $0.bounds, on: &$0) }
        assertTextSnapshot(screens.ja, named: "coupons-80x24")
        assertTextSnapshot(screens.en, named: "coupons-80x24-en")
        #expect(screens.en.contains("Coupons of Kusatsu") && screens.en.contains("claimed") && screens.en.contains("once per account"))
        #expect(screens.ja.contains("獲得済み") && !screens.ja.contains("claimed"))
    }

    @Test func theCouponWalletInBothLanguages() throws {
        let coupon = try #require(Self.offered.first)
        var state = CouponWalletViewState(accountName: "Taro")
        state.isLoaded = true
        state.groups = [.init(state: .usable, coupons: [ClaimedCoupon(coupon: coupon, claimedAt: Date(timeIntervalSince1970: 1_795_000_000))])]
        state.names = [Self.kusatsu: "Kusatsu 草津"]
        let screens = draw { CouponWalletView.render(state, in: $0.bounds, on: &$0) }
        assertTextSnapshot(screens.ja, named: "coupon-wallet-80x24")
        assertTextSnapshot(screens.en, named: "coupon-wallet-80x24-en")
        #expect(screens.en.contains("Taro's coupons") && screens.en.contains("valid "))
        let empty = draw { CouponWalletView.render(CouponWalletViewState(accountName: "Taro", isLoaded: true), in: $0.bounds, on: &$0) }
        #expect(empty.en.contains("No coupons yet.") && empty.ja.contains("クーポンはまだありません"))
    }
}
