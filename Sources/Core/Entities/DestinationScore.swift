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
/// | it belongs to a curated rally (`rally_members.csv`: 三名泉, 別府八湯 …) | 13 |
///
/// The rally signal outweighs all the others together (12), so every member of a famous set —
/// 草津, 別府, 有馬, 道後 — comes before the rest, and the other signals order them among
/// themselves. A municipality placeholder such as `(下呂市)` is not a destination and scores 0.
/// The maximum is 25.
public enum DestinationScore {
    public static let rallyMember = 13
    public static let maximum = 12 + rallyMember

    public static func of(_ listing: FacilityListing, inRally: Bool = false) -> Int {
        if listing.name.hasPrefix("(") || listing.name.hasPrefix("（") { return 0 }
        var score = inRally ? rallyMember : 0
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
