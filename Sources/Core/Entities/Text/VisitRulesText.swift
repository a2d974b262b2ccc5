import Localization

/// The catalog of why a visit draft or a plan cannot be stored, as the forms, the CLI and the
/// plan screen say it.
public enum VisitRulesText: SampledCatalog {
    case futureDate(date: String, today: String)
    case notAFacilityID(id: String)
    case ratingOutOfRange(rating: Int)
    case noteTooLong(limit: Int)
    case noteTooManyScalars(limit: Int)
    case noteControlCharacters
    case planTooManyStops(limit: Int, count: Int)

    public static let samples: [VisitRulesText] = [
        .futureDate(date: "2026-12-30", today: "2026-11-28"), .notAFacilityID(id: "x"), .ratingOutOfRange(rating: 9),
        .noteTooLong(limit: 200), .noteTooManyScalars(limit: 1000), .noteControlCharacters, .planTooManyStops(limit: 200, count: 4610),
    ]

    public var ja: String {
        switch self {
        case .futureDate(let date, let today): "訪問日 \(date) は未来の日付です (今日は日本時間で \(today))"
        case .notAFacilityID(let id): "'\(id)' は施設のIDではありません"
        case .ratingOutOfRange(let rating): "評価 \(rating) は1〜5ではありません"
        case .noteTooLong(let limit): "メモは\(limit)文字までです"
        case .noteTooManyScalars(let limit): "メモのコードポイントが\(limit)を超えています (結合文字も数えます)"
        case .noteControlCharacters: "メモに制御文字が含まれています"
        case .planTooManyStops(let limit, let count):
            "プランは \(limit) か所までですが、これは \(count) か所になります。プランにする温泉を選ぶか (お気に入りで Space)、小さな湯めぐり帳をプランにしてください"
        }
    }

    public var en: String {
        switch self {
        case .futureDate(let date, let today): "The visit date \(date) is in the future (today is \(today) in Japan time)."
        case .notAFacilityID(let id): "'\(id)' is not a facility id"
        case .ratingOutOfRange(let rating): "rating \(rating) is not between 1 and 5"
        case .noteTooLong(let limit): "note is longer than \(limit) characters"
        case .noteTooManyScalars(let limit): "note has more than \(limit) code points (combining marks count too)"
        case .noteControlCharacters: "note contains control characters"
        case .planTooManyStops(let limit, let count):
            "A plan holds at most \(limit) baths, and this one would have \(count): mark the ones to plan (Space on Favourites) or plan a smaller rally"
        }
    }
}
