import Entities
import Foundation

extension WalletUseCase {
    /// One ticket request checked at confirm time and issued, for a single order and for each of a
    /// trip day's alike: its lines against the products and the day of use, and its coupon again
    /// (the review may have been open past midnight).
    static func issue(_ request: PurchaseRequest, products: [TicketProduct], at date: Date,
                      makeID: () -> String) throws(WalletError) -> (order: TicketOrder, tickets: [Ticket]) {
        let today = VisitDate(date)
        var request = request
        do throws(OrderProblem) {
            request.lines = try TicketRules.validate(request.lines, products: products, useDate: request.useDate, today: today)
        } catch { throw .order(error) }
        if let coupon = request.coupon {
            guard coupon.facilityID == request.facilityID, coupon.isValid(on: today) else { throw .coupon(.notValidToday(coupon)) }
        }
        return TicketRules.issue(request, orderID: "O" + makeID(), purchasedAt: date, today: today, makeID: { "T" + makeID() })
    }

    /// What placing an order failed with, to the buyer: a coupon another order used meanwhile is
    /// the coupon's problem, anything else the storage's.
    static func placingError(_ error: UserDataError) -> WalletError {
        if case .coupon(let problem) = error { return .coupon(problem) }
        return .storage(error)
    }
}
