import Foundation
import GRDB

/// A row of `account`. `pinHash` is `PINHash`'s stored form; the PIN itself is never stored.
public struct AccountRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "account"
    public var id: String
    public var displayName: String
    public var email: String
    public var pinHash: String
    public var createdAt: Double

    public init(id: String, displayName: String, email: String, pinHash: String, createdAt: Double) {
        self.id = id
        self.displayName = displayName
        self.email = email
        self.pinHash = pinHash
        self.createdAt = createdAt
    }
}

/// A row of `savedCard`: brand and last four only; the table has no column a number could go in.
public struct SavedCardRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "savedCard"
    public var id: String
    public var accountId: String
    public var brand: String
    public var last4: String
    public var expiryMonth: Int
    public var expiryYear: Int
    public var holderName: String
    public var createdAt: Double

    public init(id: String, accountId: String, brand: String, last4: String, expiryMonth: Int, expiryYear: Int,
                holderName: String, createdAt: Double) {
        self.id = id
        self.accountId = accountId
        self.brand = brand
        self.last4 = last4
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.holderName = holderName
        self.createdAt = createdAt
    }
}

/// A row of `ticketOrder`. `idempotencyKey` is unique: the same purchase can be confirmed only once.
public struct OrderRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "ticketOrder"
    public var id: String
    public var accountId: String
    public var idempotencyKey: String
    public var facilityId: String
    public var facilityName: String
    public var useDate: String
    public var totalYen: Int
    public var ticketCount: Int
    public var cardBrand: String
    public var cardLast4: String
    public var purchasedAt: Double
    public var couponId: String?
    public var discountYen: Int

    public init(id: String, accountId: String, idempotencyKey: String, facilityId: String, facilityName: String, useDate: String,
                totalYen: Int, ticketCount: Int, cardBrand: String, cardLast4: String, purchasedAt: Double,
                couponId: String? = nil, discountYen: Int = 0) {
        self.couponId = couponId
        self.discountYen = discountYen
        self.id = id
        self.accountId = accountId
        self.idempotencyKey = idempotencyKey
        self.facilityId = facilityId
        self.facilityName = facilityName
        self.useDate = useDate
        self.totalYen = totalYen
        self.ticketCount = ticketCount
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.purchasedAt = purchasedAt
    }
}

/// A row of `ticket`.
public struct TicketRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "ticket"
    public var id: String
    public var orderId: String
    public var accountId: String
    public var facilityId: String
    public var facilityName: String
    public var productName: String
    public var priceYen: Int
    public var useDate: String
    public var validUntil: String
    public var purchasedAt: Double
    public var status: String
    public var changedAt: Double?

    public init(id: String, orderId: String, accountId: String, facilityId: String, facilityName: String, productName: String,
                priceYen: Int, useDate: String, validUntil: String, purchasedAt: Double, status: String, changedAt: Double?) {
        self.id = id
        self.orderId = orderId
        self.accountId = accountId
        self.facilityId = facilityId
        self.facilityName = facilityName
        self.productName = productName
        self.priceYen = priceYen
        self.useDate = useDate
        self.validUntil = validUntil
        self.purchasedAt = purchasedAt
        self.status = status
        self.changedAt = changedAt
    }
}

/// A row of `pendingPurchase`: a reviewed, unconfirmed order of one account at one facility, as JSON.
public struct PendingPurchaseRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "pendingPurchase"
    public var accountId: String
    public var facilityId: String
    public var idempotencyKey: String
    public var draft: String
    /// The pid of the process whose review made it.
    public var ownerProcess: Int
    public var savedAt: Double

    public init(accountId: String, facilityId: String, idempotencyKey: String, draft: String, ownerProcess: Int, savedAt: Double) {
        self.accountId = accountId
        self.facilityId = facilityId
        self.idempotencyKey = idempotencyKey
        self.draft = draft
        self.ownerProcess = ownerProcess
        self.savedAt = savedAt
    }
}

/// A coupon in an account's coupon wallet; `terms` is the `Coupon` as JSON.
public struct ClaimedCouponRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "claimedCoupon"
    public var accountId: String
    public var couponId: String
    public var terms: String
    public var validUntil: String
    public var claimedAt: Double
    public var usedByOrderId: String?

    public init(accountId: String, couponId: String, terms: String, validUntil: String, claimedAt: Double, usedByOrderId: String?) {
        self.accountId = accountId
        self.couponId = couponId
        self.terms = terms
        self.validUntil = validUntil
        self.claimedAt = claimedAt
        self.usedByOrderId = usedByOrderId
    }
}
