/// The sample coupons of a facility, next to `SampleCommerce.generate(for:)` and made the same way:
/// from the id alone (FNV-1a → SplitMix64), so every machine shows the same offers. A facility
/// whose sample data says `hasCoupons` offers one to three; others none.
///
/// Campaigns run by the quarter: each coupon is valid from the first day of the quarter `today`
/// falls in to the last day of the next one, so there is always a current offer to claim, while a
/// coupon claimed earlier keeps the window it was claimed with and can expire in the wallet.
public enum SampleCoupons {
    /// The baths travellers look for by name, which always offer coupons in the sample (issue 31: a
    /// 湯めぐり to 草津 or 別府 found none): 草津 (aist-2711), 有馬 (aist-5458), 下呂 (aist-5185),
    /// 登別 (aist-0935), 箱根湯本 (aist-3529) and every 別府 row (aist-7152…7160, 城島 included),
    /// as rally_members.csv and aliases.csv name them.
    public static let featured: Set<FacilityID> = Set(
        ["aist-2711", "aist-5458", "aist-5185", "aist-0935", "aist-3529"] + (7152...7160).map { "aist-\($0)" }
    ).reduce(into: []) { $0.insert(FacilityID(rawValue: $1)) }

    /// A new-member coupon is for accounts at most this many days old.
    public static let newMemberDays = 30

    /// How many coupons a facility offers (what the map's summary counts); the same on every day.
    public static func offerCount(for id: FacilityID, hasCoupons: Bool) -> Int {
        hasCoupons ? Draws(id).count : 0
    }

    public static func generate(for id: FacilityID, hasCoupons: Bool, today: VisitDate) -> [Coupon] {
        guard hasCoupons else { return [] }
        var draws = Draws(id)
        let quarterStart = VisitDate(uncheckedYear: today.year, month: (today.month - 1) / 3 * 3 + 1, day: 1)
        let nextQuarterEnd = quarterStart.addingMonths(6).adding(days: -1)
        let campaign = "\(quarterStart.year)Q\((quarterStart.month - 1) / 3 + 1)"
        return (0..<draws.count).map { offset in
            let index = (draws.start + offset) % draws.kinds.count
            return Coupon(id: "\(id.rawValue)-\(campaign)-\(index + 1)", facilityID: id, benefit: draws.kinds[index],
                          validFrom: quarterStart, validUntil: nextQuarterEnd, newMembersOnly: index == 1 && draws.rng.next(2) == 0)
        }
    }

    /// The draws that fix a facility's offers, in their fixed order.
    private struct Draws {
        var rng: SplitMix64
        let kinds: [Coupon.Benefit]
        let count: Int
        let start: Int

        init(_ id: FacilityID) {
            var rng = SplitMix64(seed: fnv1a64("coupons:" + id.rawValue))
            kinds = [
                .yenOffEach(yen: 100 + 50 * rng.next(3), kind: .adult),
                .percentOff([5, 10, 15][rng.next(3)]),
                .freeProduct(productID: "towel", name: "タオルセット"),
            ]
            count = 1 + rng.next(3)
            start = rng.next(kinds.count)
            self.rng = rng
        }
    }
}

extension VisitDate {
    /// The same day `months` later (the day is 1 here, so it always exists).
    func addingMonths(_ months: Int) -> VisitDate {
        let total = year * 12 + (month - 1) + months
        return VisitDate(uncheckedYear: total / 12, month: total % 12 + 1, day: day)
    }
}
