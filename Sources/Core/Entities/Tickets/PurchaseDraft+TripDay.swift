/// One bath of a trip day's order: what its catalog entry sells. The draft offers each product
/// under an id prefixed with the bath's (`aist-7154/adult`), so the same product of two baths is
/// two lines; each bath's order is placed with its own products, as a single bath's order is.
public struct TripDayBath: Hashable, Codable, Sendable {
    public let facilityID: FacilityID
    public let name: String
    public let products: [TicketProduct]

    public init(facilityID: FacilityID, name: String, products: [TicketProduct]) {
        self.facilityID = facilityID
        self.name = name
        self.products = products
    }

    /// The products as the day's draft offers them.
    public var offered: [TicketProduct] {
        products.map { TicketProduct(id: offeredID($0), name: $0.name, kind: $0.kind, priceYen: $0.priceYen) }
    }

    func offeredID(_ product: TicketProduct) -> String { facilityID.rawValue + "/" + product.id }
}

/// A bath of the day with the lines bought there (its own products) and the coupon taken off.
public struct TripDayPart: Hashable, Sendable {
    public let bath: TripDayBath
    public let lines: [OrderLine]
}

extension PurchaseDraft {
    /// The bath selling `product` (an offered id), in a day's draft.
    public func dayBath(of product: TicketProduct) -> TripDayBath? {
        dayBaths?.first { product.id.hasPrefix($0.facilityID.rawValue + "/") }
    }

    /// The tickets of a bath in this day's draft.
    func ticketCount(at bath: TripDayBath) -> Int { TicketRules.ticketCount(lines(at: bath)) }

    /// The lines bought at `bath`, with the bath's own products.
    public func lines(at bath: TripDayBath) -> [OrderLine] {
        bath.products.compactMap { product in
            let quantity = quantities[bath.offeredID(product), default: 0]
            return quantity > 0 ? OrderLine(product: product, quantity: quantity) : nil
        }
    }

    /// The baths with at least one ticket, in the day's order: one order each.
    public var dayParts: [TripDayPart] {
        (dayBaths ?? []).compactMap { bath in
            let lines = lines(at: bath)
            return lines.isEmpty ? nil : TripDayPart(bath: bath, lines: lines)
        }
    }

    /// Whether the user kept any ticket at `facility`.
    public func keeps(_ facility: FacilityID) -> Bool {
        dayParts.contains { $0.bath.facilityID == facility }
    }

    /// Every bath's order checked as the wallet will check it (products, count, date of use).
    func validatedDayLines(today: VisitDate) throws(OrderProblem) -> [OrderLine] {
        let parts = dayParts
        if parts.isEmpty { throw .empty }
        for part in parts {
            _ = try TicketRules.validate(part.lines, products: part.bath.products, useDate: useDate, today: today)
        }
        return lines
    }

    /// Each bath's coupon: the one taking the most off that bath's order (the rules of a single
    /// bath's order), or none when the user chose none.
    public func dayCoupons(from wallet: [ClaimedCoupon], today: VisitDate) -> [FacilityID: Coupon] {
        guard couponChoice != .none else { return [:] }
        var chosen: [FacilityID: Coupon] = [:]
        for part in dayParts {
            chosen[part.bath.facilityID] = CouponRules.best(wallet, facility: part.bath.facilityID, lines: part.lines, today: today)?.coupon
        }
        return chosen
    }

    /// Whether any bath of the day has a coupon that applies.
    public func hasDayCoupons(in wallet: [ClaimedCoupon], today: VisitDate) -> Bool {
        dayParts.contains { part in wallet.contains { CouponRules.applies($0, facility: part.bath.facilityID, lines: part.lines, today: today) } }
    }

    /// The day's totals with `coupons` taken off, bath by bath.
    public func dayTotals(coupons: [FacilityID: Coupon]) -> CouponRules.Totals {
        dayParts.reduce(CouponRules.Totals(subtotalYen: 0, discountYen: 0)) { sum, part in
            let totals = CouponRules.totals(part.lines, coupon: coupons[part.bath.facilityID])
            return CouponRules.Totals(subtotalYen: sum.subtotalYen + totals.subtotalYen, discountYen: sum.discountYen + totals.discountYen)
        }
    }

    /// What the review confirms for a day, once a card and a key exist: one request per bath,
    /// each with its own key (the order's key and the bath), so confirming again buys nothing twice.
    public func dayRequests(for account: AccountID, coupons: [FacilityID: Coupon]) -> [(request: PurchaseRequest, products: [TicketProduct])]? {
        guard dayBaths != nil, let card, let idempotencyKey else { return nil }
        let parts = dayParts
        guard !parts.isEmpty else { return nil }
        return parts.map { part in
            (PurchaseRequest(accountID: account, idempotencyKey: idempotencyKey + "/" + part.bath.facilityID.rawValue,
                             facilityID: part.bath.facilityID, facilityName: part.bath.name, lines: part.lines, useDate: useDate,
                             card: card, rememberCard: rememberCard, coupon: coupons[part.bath.facilityID]),
             part.bath.products)
        }
    }
}
