import Entities
import Foundation
import RepositoryFakes

enum FavoritesFixtures {
    /// Every prefecture, as the catalog has them: the stamp card names all 47.
    static let prefectures = FixtureCatalog.allPrefectures

    /// The shared catalog rows (`FixtureCatalog`), one per prefecture the filters and sorts tell apart.
    static let kusatsu = FixtureCatalog.kusatsu
    static let beppu = FixtureCatalog.kannawa
    static let dogo = FixtureCatalog.dogo
    static let noboribetsu = FixtureCatalog.noboribetsu
    static let listings = [kusatsu, beppu, dogo, noboribetsu]

    /// Noon UTC: the same calendar day in every time zone a test machine is likely to use.
    static func day(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text + "T12:00:00Z") ?? Date(timeIntervalSince1970: 0)
    }
}
