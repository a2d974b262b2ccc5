/// How much of a destination an area is, from what the data says about it. It breaks ties between
/// equally good search matches (群馬's 95℃ 草津 before 青森's 28℃ one) and orders the list before
/// anything is typed. The data has no visitor numbers, so the score rewards what makes a place a
/// hot-spring resort rather than a monitoring well:
///
/// | signal | points |
/// |---|---|
/// | temperature class: 高温泉 / 温泉 / 低温泉 / 冷鉱泉 or unknown | 6 / 4 / 2 / 0 |
/// | analysed sources: 10+ / 5–9 / 2–4 / 1 | 3 / 2 / 1 / 0 |
/// | a spring type (泉質) is recorded | 1 |
/// | people search for it under another name (`aliases.csv`) | 2 |
/// | a bath of a resort's rally (`rally_members.csv`: 別府八湯, 箱根十七湯 …) — tier 1 | 13 |
/// | a member of a famous list (日本三名泉, 三古湯, 三大美人の湯 …) — tier 2 | 26 |
///
/// Each rally tier outweighs all the signals below it together (12), so the famous lists' places
/// (草津, 有馬, 下呂, 道後) come first, then the resort sets' baths (別府, 鉄輪, 箱根湯本), then the
/// rest; within a tier the other signals decide. A municipality placeholder such as `(下呂市)`
/// is not a destination and scores 0. The maximum is 38.
public enum DestinationScore {
    /// Points per rally tier (see `Rally.rallyTiers`).
    public static let rallyTierPoints = 13
    public static let maximum = 12 + 2 * rallyTierPoints

    public static func of(_ listing: FacilityListing, rallyTier: Int = 0) -> Int {
        if listing.name.hasPrefix("(") || listing.name.hasPrefix("（") { return 0 }
        var score = max(0, min(2, rallyTier)) * rallyTierPoints
        switch listing.temperatureClass {
        case .hot: score += 6
        case .warm: score += 4
        case .low: score += 2
        case .cold, nil: break
        }
        switch listing.sourceCount {
        case 10...: score += 3
        case 5...: score += 2
        case 2...: score += 1
        default: break
        }
        if listing.springType != nil { score += 1 }
        if !listing.aliases.isEmpty { score += 2 }
        return score
    }
}
