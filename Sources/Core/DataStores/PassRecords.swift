import GRDB

/// A row of `passOrder`.
public struct PassOrderRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "passOrder"
    public var id: String
    public var accountId: String
    public var idempotencyKey: String
    public var rallyId: String
    public var rallyName: String
    public var passCount: Int
    public var subtotalYen: Int
    public var discountYen: Int
    public var cardBrand: String
    public var cardLast4: String
    public var purchasedAt: Double
    public var couponId: String?

    public init(id: String, accountId: String, idempotencyKey: String, rallyId: String, rallyName: String, passCount: Int,
                subtotalYen: Int, discountYen: Int, cardBrand: String, cardLast4: String, purchasedAt: Double, couponId: String?) {
        self.id = id
        self.accountId = accountId
        self.idempotencyKey = idempotencyKey
        self.rallyId = rallyId
        self.rallyName = rallyName
        self.passCount = passCount
        self.subtotalYen = subtotalYen
        self.discountYen = discountYen
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.purchasedAt = purchasedAt
        self.couponId = couponId
    }
}

/// A row of `rallyPass`; `terms` is the `RallyPassTerms` it was sold with, as JSON.
public struct RallyPassRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "rallyPass"
    public var id: String
    public var orderId: String
    public var accountId: String
    public var rallyId: String
    public var terms: String
    public var entries: Int
    public var validFrom: String
    public var validUntil: String
    public var purchasedAt: Double

    public init(id: String, orderId: String, accountId: String, rallyId: String, terms: String, entries: Int, validFrom: String,
                validUntil: String, purchasedAt: Double) {
        self.id = id
        self.orderId = orderId
        self.accountId = accountId
        self.rallyId = rallyId
        self.terms = terms
        self.entries = entries
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.purchasedAt = purchasedAt
    }
}

/// A row of `passUse`: one entry of a pass, taken at one bath, and the visit it recorded.
public struct PassUseRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "passUse"
    public var passId: String
    public var facilityId: String
    public var usedAt: Double
    public var visitId: Int64?

    public init(passId: String, facilityId: String, usedAt: Double, visitId: Int64?) {
        self.passId = passId
        self.facilityId = facilityId
        self.usedAt = usedAt
        self.visitId = visitId
    }
}

/// A stored pass with its uses, oldest first.
public struct StoredPass: Hashable, Sendable {
    public var pass: RallyPassRecord
    public var uses: [PassUseRecord]

    public init(pass: RallyPassRecord, uses: [PassUseRecord]) {
        self.pass = pass
        self.uses = uses
    }
}

/// What one attempt to take an entry did.
public enum PassEntryOutcome: Hashable, Sendable {
    /// The use taken, and every use of the pass as this transaction left them (this one included):
    /// what a desk says is left is what its own transaction saw, not a count read before it.
    case taken(PassUseRecord, uses: [PassUseRecord])
    case alreadyUsedHere(at: Double)
    case noEntriesLeft
    case noSuchPass
}
