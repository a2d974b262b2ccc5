import Entities
import Observation
import Stores
import UseCases

/// Why a trip day's order cannot be made; read in the language in force when drawn.
public enum TripDayProblem: Error, Equatable, Sendable {
    case noPlan
    case noSuchDay(day: Int, days: Int)
    case noBaths(day: Int)
    case past(VisitDate)
    case tooFar(VisitDate)

    var text: String {
        switch self {
        case .noPlan: TripPurchaseText.noPlan.text
        case .noSuchDay(let day, let days): TripPurchaseText.noSuchDay(day: day, days: days).text
        case .noBaths(let day): TripPurchaseText.noBaths(day: day).text
        case .past(let date): TripPurchaseText.dayPast(date: TripDayCheck.dayText(date)).text
        case .tooFar(let date): TripPurchaseText.dayTooFar(date: TripDayCheck.dayText(date, long: true), validityDays: TicketRules.validityDays).text
        }
    }
}

/// A trip day's order (issue 31 §7): made from the plan's day through the same stores the plan
/// screen reads (its baths in order, its date), with each bath's products and sample hours from
/// the catalog; a bath closed on the day by the user's hours, else the sample's, starts left out.
/// Observable: the step redraws when the hours arrive.
@MainActor
@Observable
final class TripDayCheck {
    /// The baths' sample hours, read with the draft (the user's facts come from the store).
    private(set) var sampleHours: [FacilityID: OpeningHours] = [:]
    /// The day's baths the catalog does not have (not sold, not in the order).
    private(set) var missing: [FacilityID] = []
    private(set) var problem: TripDayProblem?

    /// The day's order, or nil with `problem` said. Bounded by the day's baths (a plan holds at
    /// most `DayPlan.maximumStops`), one catalog read each.
    func makeDraft(planID: String, day: Int, plans: PlanStore, detail: FacilityDetailUseCase, facts: FactsStore,
                   today: VisitDate) async -> PurchaseDraft? {
        problem = nil
        if !plans.isLoaded { await plans.load() }
        guard let plan = plans.plan(planID) else { problem = .noPlan; return nil }
        guard plan.days.indices.contains(day) else { problem = .noSuchDay(day: day + 1, days: plan.days.count); return nil }
        let date = plan.date(ofDay: day)
        if date < today { problem = .past(date); return nil }
        if date > TicketRules.validUntil(purchasedOn: today) { problem = .tooFar(date); return nil }
        var baths: [TripDayBath] = []
        var missing: [FacilityID] = []
        for id in plan.days[day].stops {
            guard !Task.isCancelled else { return nil }
            guard let loaded = try? await detail.execute(id), !loaded.sample.ticketProducts.isEmpty else { missing.append(id); continue }
            baths.append(TripDayBath(facilityID: id, name: loaded.listing.name, products: loaded.sample.ticketProducts))
            sampleHours[id] = loaded.sample.hours
        }
        self.missing = missing
        guard !baths.isEmpty else { problem = .noBaths(day: day + 1); return nil }
        let closed = closedNotices(of: baths, on: date, facts: facts)
        let kept = Set(baths.map(\.facilityID).filter { closed[$0] == nil })
        return PurchaseDraft(planID: planID, day: day, title: plan.name, date: date, baths: baths, kept: kept)
    }

    /// The sample hours of a draft's baths not read yet (a draft resumed from before).
    func loadHours(_ draft: PurchaseDraft?, detail: FacilityDetailUseCase) async {
        for bath in draft?.dayBaths ?? [] where sampleHours[bath.facilityID] == nil {
            guard !Task.isCancelled else { return }
            if let loaded = try? await detail.execute(bath.facilityID) { sampleHours[bath.facilityID] = loaded.sample.hours }
        }
    }

    /// Whether a draft kept from before (open, or reviewed before a restart) is still the plan's
    /// day: the same date and the same baths. A moved or edited day is ordered afresh.
    func isCurrent(_ draft: PurchaseDraft, planID: String, day: Int, plans: PlanStore) async -> Bool {
        if !plans.isLoaded { await plans.load() }
        guard let plan = plans.plan(planID), plan.days.indices.contains(day), let baths = draft.dayBaths else { return false }
        let stops = Set(plan.days[day].stops).subtracting(missing)
        return plan.date(ofDay: day) == draft.useDate && Set(baths.map(\.facilityID)) == stops
    }

    /// Why each bath of a day's draft is closed on its date (whose hours say so), for the baths
    /// whose hours are known.
    func closedNotices(_ draft: PurchaseDraft?, facts: FactsStore) -> [FacilityID: String] {
        guard let draft, let baths = draft.dayBaths else { return [:] }
        return closedNotices(of: baths, on: draft.useDate, facts: facts)
    }

    private func closedNotices(of baths: [TripDayBath], on date: VisitDate, facts: FactsStore) -> [FacilityID: String] {
        guard let day = try? CalendarDay(date) else { return [:] }
        var notices: [FacilityID: String] = [:]
        for bath in baths {
            guard let sample = sampleHours[bath.facilityID] else { continue }
            notices[bath.facilityID] = facts.hours(for: bath.facilityID, sample: sample).closedNotice(on: day)
        }
        return notices
    }

    /// `12/05 (土)` (or `2026-12-05 (土)`), with the holiday's name on a holiday.
    nonisolated static func dayText(_ date: VisitDate, long: Bool = false) -> String {
        guard let day = try? CalendarDay(date) else { return date.description }
        return long ? day.longText : day.shortText
    }
}
