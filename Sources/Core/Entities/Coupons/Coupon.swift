import Foundation
import Localization

/// An app-only coupon (アプリ限定クーポン) a facility offers. **Sample data**, like prices and hours:
/// generated from the facility id by `SampleCoupons.generate(for:today:)`.
public struct Coupon: Hashable, Codable, Sendable, Identifiable {
    public enum Benefit: Hashable, Codable, Sendable {
        /// Yen off each ticket of this kind (大人 ¥100引き).
        case yenOffEach(yen: Int, kind: TicketProduct.Kind)
        /// Percent off the whole order.
        case percentOff(Int)
        /// One unit of this product free when it is in the order (タオル無料).
        case freeProduct(productID: String, name: String)
    }

    public var id: String
    public var facilityID: FacilityID
    public var benefit: Benefit
    public var validFrom: VisitDate
    public var validUntil: VisitDate
    /// Only for accounts made within `SampleCoupons.newMemberDays` of claiming.
    public var newMembersOnly: Bool

    public init(id: String, facilityID: FacilityID, benefit: Benefit, validFrom: VisitDate, validUntil: VisitDate,
                newMembersOnly: Bool = false) {
        self.id = id
        self.facilityID = facilityID
        self.benefit = benefit
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.newMembersOnly = newMembersOnly
    }

    public var title: String {
        switch benefit {
        case .yenOffEach(let yen, .adult): CommerceText.couponYenOffAdult(yen: formatYen(yen)).text
        case .yenOffEach(let yen, .child): CommerceText.couponYenOffChild(yen: formatYen(yen)).text
        case .yenOffEach(let yen, .extra): CommerceText.couponYenOffExtra(yen: formatYen(yen)).text
        case .percentOff(let percent): CommerceText.couponPercentOff(percent: percent).text
        case .freeProduct(_, let name): CommerceText.couponFreeProduct(product: ProductName.localized(name)).text
        }
    }

    public var validityText: String {
        newMembersOnly ? CommerceText.couponValidityNewMembers(from: "\(validFrom)", until: "\(validUntil)").text
            : CommerceText.couponValidity(from: "\(validFrom)", until: "\(validUntil)").text
    }

    public func isValid(on day: VisitDate) -> Bool { validFrom <= day && day <= validUntil }
}

/// A coupon in an account's coupon wallet (獲得済み). It keeps the terms it was claimed with.
public struct ClaimedCoupon: Hashable, Codable, Sendable, Identifiable {
    public var coupon: Coupon
    public var claimedAt: Date
    /// The order that used it; nil while it can still be used.
    public var usedByOrderID: String?

    public var id: String { coupon.id }

    public init(coupon: Coupon, claimedAt: Date, usedByOrderID: String? = nil) {
        self.coupon = coupon
        self.claimedAt = claimedAt
        self.usedByOrderID = usedByOrderID
    }

    public func state(on day: VisitDate) -> CouponState {
        if usedByOrderID != nil { return .used }
        return day > coupon.validUntil ? .expired : .usable
    }
}

/// The coupon wallet's groups, in this order.
public enum CouponState: String, Hashable, Sendable, CaseIterable {
    case usable, used, expired

    public var label: String {
        CommerceText.couponState(self).text
    }
}

extension Collection<ClaimedCoupon> {
    /// The coupons by state in the order 使える, 使用済み, 期限切れ, empty states left out, each group
    /// as stored: the wallet screen and `yumeguri coupons` show the same groups.
    public func grouped(on day: VisitDate) -> [(state: CouponState, coupons: [ClaimedCoupon])] {
        CouponState.allCases.compactMap { state in
            let matching = filter { $0.state(on: day) == state }
            return matching.isEmpty ? nil : (state, matching)
        }
    }
}

public enum CouponProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case alreadyClaimed
    case newMembersOnly
    case notValidToday(Coupon)
    /// It was used by another order meanwhile (another terminal), so this order was not placed.
    case alreadyUsed

    public var description: String {
        switch self {
        case .alreadyClaimed: CommerceText.couponAlreadyClaimed.text
        case .newMembersOnly: CommerceText.couponNewMembersOnly.text
        case .notValidToday(let coupon): CommerceText.couponNotValidToday(validity: coupon.validityText).text
        case .alreadyUsed: CommerceText.couponAlreadyUsed.text
        }
    }
}

/// The pure rules of coupons: what they take off an order, which is best, what is left to pay.
public enum CouponRules {
    /// Yen off `lines` (never more than the lines cost), 0 when the coupon does not apply.
    public static func discountYen(_ coupon: Coupon, lines: [OrderLine]) -> Int {
        let total = TicketRules.totalYen(lines)
        let off: Int = switch coupon.benefit {
        case .yenOffEach(let yen, let kind):
            lines.filter { $0.product.kind == kind }.reduce(0) { $0 + max(0, $1.quantity) * min(yen, $1.product.priceYen) }
        case .percentOff(let percent):
            total * max(0, min(100, percent)) / 100
        case .freeProduct(let productID, _):
            lines.first { $0.product.id == productID && $0.quantity > 0 }?.product.priceYen ?? 0
        }
        return min(total, max(0, off))
    }

    /// Whether `claimed` can go on an order for `facility` used on `useDate`, bought on `today`.
    public static func applies(_ claimed: ClaimedCoupon, facility: FacilityID, lines: [OrderLine], today: VisitDate) -> Bool {
        claimed.state(on: today) == .usable && claimed.coupon.facilityID == facility && claimed.coupon.isValid(on: today)
            && discountYen(claimed.coupon, lines: lines) > 0
    }

    /// The applicable coupon that takes the most off (ties: the one expiring first, then id).
    public static func best(_ wallet: [ClaimedCoupon], facility: FacilityID, lines: [OrderLine], today: VisitDate) -> ClaimedCoupon? {
        best(of: wallet.filter { applies($0, facility: facility, lines: lines, today: today) }, lines: lines)
    }

    /// Of coupons already known to apply, the one that takes the most off (ties: the one expiring first, then id).
    public static func best(of applicable: [ClaimedCoupon], lines: [OrderLine]) -> ClaimedCoupon? {
        applicable
            .max { a, b in
                let (da, db) = (discountYen(a.coupon, lines: lines), discountYen(b.coupon, lines: lines))
                if da != db { return da < db }
                return (a.coupon.validUntil, a.id) > (b.coupon.validUntil, b.id)
            }
    }

    /// What the review shows and the order records.
    public struct Totals: Hashable, Sendable {
        public var subtotalYen: Int
        public var discountYen: Int
        public var totalYen: Int { subtotalYen - discountYen }

        public init(subtotalYen: Int, discountYen: Int) {
            self.subtotalYen = subtotalYen
            self.discountYen = discountYen
        }
    }

    public static func totals(_ lines: [OrderLine], coupon: Coupon?) -> Totals {
        Totals(subtotalYen: TicketRules.totalYen(lines), discountYen: coupon.map { discountYen($0, lines: lines) } ?? 0)
    }

    /// Claiming: once per account, new-member coupons only for new accounts, only while valid.
    public static func checkClaim(_ coupon: Coupon, wallet: [ClaimedCoupon], accountCreated: Date, now: Date,
                                  today: VisitDate) throws(CouponProblem) {
        if wallet.contains(where: { $0.id == coupon.id }) { throw .alreadyClaimed }
        if !coupon.isValid(on: today) { throw .notValidToday(coupon) }
        if coupon.newMembersOnly && now.timeIntervalSince(accountCreated) > Double(SampleCoupons.newMemberDays) * 86_400 {
            throw .newMembersOnly
        }
    }
}
