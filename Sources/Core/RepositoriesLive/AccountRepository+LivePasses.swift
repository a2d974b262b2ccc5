import DataStores
import Entities
import Foundation
import Localization
import Repositories

extension AccountRepository {
    /// The order amounts and the multi-bath passes, over the same connection as the tickets.
    mutating func addPasses(_ connection: UserConnection) {
        ticketOrders = { account throws(UserDataError) in
            try await connection.database().orders(accountId: account.rawValue).compactMap(AccountMapping.order)
        }
        passOrders = { account throws(UserDataError) in
            try await connection.database().passOrders(accountId: account.rawValue).compactMap(PassMapping.order)
        }
        passes = { account throws(UserDataError) in
            try await connection.database().passes(accountId: account.rawValue).compactMap(PassMapping.pass)
        }
        passByID = { id throws(UserDataError) in try await connection.database().pass(id: id).flatMap(PassMapping.pass) }
        placePassOrder = { order, passes, card throws(UserDataError) in
            var records: [RallyPassRecord] = []
            for pass in passes {
                guard let record = PassMapping.record(pass, account: order.accountID) else { throw .database("pass \(pass.id) cannot be stored") }
                records.append(record)
            }
            let stored = try await connection.database().placePassOrder(
                PassMapping.record(order), passes: records,
                saveCard: card.map { AccountMapping.record($0, account: order.accountID, at: order.purchasedAt) })
            guard let placed = PassMapping.order(stored.order) else { throw .database(StoredRowText.orderUnreadable.text) }
            return PlacedPassOrder(order: placed, passes: stored.passes.compactMap(PassMapping.pass), created: stored.created)
        }
        takePassEntry = { passID, area, date, visit throws(UserDataError) in
            let record = VisitRecord(facilityId: visit.facilityID.rawValue, date: visit.date.description, rating: visit.rating,
                                     note: visit.note, createdAt: date.timeIntervalSince1970)
            let outcome = try await connection.database().takePassEntry(passId: passID, facilityId: area.rawValue,
                                                                        usedAt: date.timeIntervalSince1970, visit: record)
            return switch outcome {
            case .taken(let use, let uses):
                .taken(PassMapping.use(use), uses: uses.map(PassMapping.use))
            case .alreadyUsedHere(let at): .alreadyUsedHere(Date(timeIntervalSince1970: at))
            case .noEntriesLeft: .noEntriesLeft
            case .noSuchPass: .noSuchPass
            }
        }
    }
}

/// Pass records ↔ entities. A row that cannot be read (edited by hand) is skipped.
enum PassMapping {
    static func use(_ record: PassUseRecord) -> PassUse {
        PassUse(area: FacilityID(record.facilityId), usedAt: Date(timeIntervalSince1970: record.usedAt))
    }

    static func order(_ record: PassOrderRecord) -> PassOrder? {
        guard let brand = CardBrand(rawValue: record.cardBrand) else { return nil }
        return PassOrder(id: record.id, accountID: AccountID(record.accountId), idempotencyKey: record.idempotencyKey,
                         rallyID: RallyID(record.rallyId), rallyName: record.rallyName, passCount: record.passCount,
                         subtotalYen: record.subtotalYen, discountYen: record.discountYen, cardBrand: brand, cardLast4: record.cardLast4,
                         purchasedAt: Date(timeIntervalSince1970: record.purchasedAt), couponID: record.couponId)
    }

    static func record(_ order: PassOrder) -> PassOrderRecord {
        PassOrderRecord(id: order.id, accountId: order.accountID.rawValue, idempotencyKey: order.idempotencyKey,
                        rallyId: order.rallyID.rawValue, rallyName: order.rallyName, passCount: order.passCount,
                        subtotalYen: order.subtotalYen, discountYen: order.discountYen, cardBrand: order.cardBrand.rawValue,
                        cardLast4: order.cardLast4, purchasedAt: order.purchasedAt.timeIntervalSince1970, couponId: order.couponID)
    }

    /// The stored columns (rally, entries) must agree with the terms: they are what the desk signs over.
    static func pass(_ stored: StoredPass) -> RallyPass? {
        let record = stored.pass
        guard let terms = try? JSONDecoder().decode(RallyPassTerms.self, from: Data(record.terms.utf8)),
              terms.rallyID.rawValue == record.rallyId, terms.entries == record.entries,
              let validFrom = try? VisitDate(parsing: record.validFrom), let validUntil = try? VisitDate(parsing: record.validUntil)
        else { return nil }
        let uses = stored.uses.map { PassUse(area: FacilityID($0.facilityId), usedAt: Date(timeIntervalSince1970: $0.usedAt)) }
        return RallyPass(id: record.id, orderID: record.orderId, terms: terms, purchasedAt: Date(timeIntervalSince1970: record.purchasedAt),
                         validFrom: validFrom, validUntil: validUntil, uses: uses)
    }

    static func record(_ pass: RallyPass, account: AccountID) -> RallyPassRecord? {
        guard let json = try? JSONEncoder().encode(pass.terms) else { return nil }
        return RallyPassRecord(id: pass.id, orderId: pass.orderID, accountId: account.rawValue, rallyId: pass.terms.rallyID.rawValue,
                               terms: String(decoding: json, as: UTF8.self), entries: pass.terms.entries,
                               validFrom: pass.validFrom.description, validUntil: pass.validUntil.description,
                               purchasedAt: pass.purchasedAt.timeIntervalSince1970)
    }
}
