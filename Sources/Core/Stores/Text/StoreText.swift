import Localization

/// The catalog of what the stores tell the user when loading or saving fails, and when a rally is
/// completed. Each is resolved when it is posted: the language is chosen once per process.
public enum StoreText: SampledCatalog {
    case factsNotLoaded(reason: String)
    case factsNotCleared(reason: String)
    case favouritesNotSaved(reason: String)
    case favouritesNotLoaded(reason: String)
    case plansNotLoaded(reason: String)
    case planOfStampCard
    case planWithoutBaths
    case planNotSaved(reason: String)
    case ralliesNotLoaded(reason: String)
    case rallyCompleted(rally: String, count: String)
    case visitsNotLoaded(reason: String)

    public static let samples: [StoreText] = [
        .factsNotLoaded(reason: "disk full"), .factsNotCleared(reason: "disk full"), .favouritesNotSaved(reason: "disk full"),
        .favouritesNotLoaded(reason: "disk full"), .plansNotLoaded(reason: "disk full"), .planOfStampCard, .planWithoutBaths,
        .planNotSaved(reason: "disk full"), .ralliesNotLoaded(reason: "line 3"), .rallyCompleted(rally: "日本三名泉", count: "3/3"),
        .visitsNotLoaded(reason: "disk full"),
    ]

    public var ja: String {
        switch self {
        case .factsNotLoaded(let reason): "記録を読み込めません: \(reason)"
        case .factsNotCleared(let reason): "記録を消せませんでした: \(reason)"
        case .favouritesNotSaved(let reason): "お気に入りを保存できませんでした: \(reason)"
        case .favouritesNotLoaded(let reason): "お気に入りを読み込めません: \(reason)"
        case .plansNotLoaded(let reason): "プランを読み込めません: \(reason)"
        case .planOfStampCard: "都道府県スタンプ帳はプランにできません。温泉の湯めぐり帳からプランを作ってください"
        case .planWithoutBaths: "プランにする温泉がありません"
        case .planNotSaved(let reason): "プランを保存できません: \(reason)"
        case .ralliesNotLoaded(let reason): "湯めぐり帳を読み込めません: \(reason)"
        case .rallyCompleted(let rally, let count): "🎉 \(rally) 制覇! \(count)"
        case .visitsNotLoaded(let reason): "記録を読み込めません: \(reason)"
        }
    }

    public var en: String {
        switch self {
        case .factsNotLoaded(let reason): "Cannot load your facts: \(reason)"
        case .factsNotCleared(let reason): "Your facts were not cleared: \(reason)"
        case .favouritesNotSaved(let reason): "Favourites not saved: \(reason)"
        case .favouritesNotLoaded(let reason): "Cannot load favourites: \(reason)"
        case .plansNotLoaded(let reason): "Cannot load plans: \(reason)"
        case .planOfStampCard: "The prefecture stamp card cannot be planned; plan a rally of baths instead."
        case .planWithoutBaths: "No bath of the catalog to plan."
        case .planNotSaved(let reason): "Cannot save the plan: \(reason)"
        case .ralliesNotLoaded(let reason): "Cannot read the rallies: \(reason)"
        case .rallyCompleted(let rally, let count): "🎉 \(rally) completed, \(count)"
        case .visitsNotLoaded(let reason): "Cannot load visits: \(reason)"
        }
    }
}
