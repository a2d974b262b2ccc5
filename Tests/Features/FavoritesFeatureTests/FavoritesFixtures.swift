import Entities
import Foundation
import RepositoryFakes

enum FavoritesFixtures {
    static let prefectures: [Prefecture] = {
        let regions = [(1, "北海道", "Hokkaido"), (2, "東北", "Tohoku"), (3, "関東", "Kanto"), (4, "中部", "Chubu"),
                       (5, "近畿", "Kinki"), (6, "中国", "Chugoku"), (7, "四国", "Shikoku"), (8, "九州", "Kyushu")]
        let names: [(String, String, Int)] = [
            ("北海道", "北海道", 1), ("青森県", "青森", 2), ("岩手県", "岩手", 2), ("宮城県", "宮城", 2), ("秋田県", "秋田", 2),
            ("山形県", "山形", 2), ("福島県", "福島", 2), ("茨城県", "茨城", 3), ("栃木県", "栃木", 3), ("群馬県", "群馬", 3),
            ("埼玉県", "埼玉", 3), ("千葉県", "千葉", 3), ("東京都", "東京", 3), ("神奈川県", "神奈川", 3), ("新潟県", "新潟", 4),
            ("富山県", "富山", 4), ("石川県", "石川", 4), ("福井県", "福井", 4), ("山梨県", "山梨", 4), ("長野県", "長野", 4),
            ("岐阜県", "岐阜", 4), ("静岡県", "静岡", 4), ("愛知県", "愛知", 4), ("三重県", "三重", 5), ("滋賀県", "滋賀", 5),
            ("京都府", "京都", 5), ("大阪府", "大阪", 5), ("兵庫県", "兵庫", 5), ("奈良県", "奈良", 5), ("和歌山県", "和歌山", 5),
            ("鳥取県", "鳥取", 6), ("島根県", "島根", 6), ("岡山県", "岡山", 6), ("広島県", "広島", 6), ("山口県", "山口", 6),
            ("徳島県", "徳島", 7), ("香川県", "香川", 7), ("愛媛県", "愛媛", 7), ("高知県", "高知", 7), ("福岡県", "福岡", 8),
            ("佐賀県", "佐賀", 8), ("長崎県", "長崎", 8), ("熊本県", "熊本", 8), ("大分県", "大分", 8), ("宮崎県", "宮崎", 8),
            ("鹿児島県", "鹿児島", 8), ("沖縄県", "沖縄", 8),
        ]
        // Readings where a test filters by them; every prefecture's romaji, as the catalog has them
        // (the stamp card in English names them all).
        let readings = ["群馬県": "ぐんまけん", "愛媛県": "えひめけん", "大分県": "おおいたけん"]
        let romaji = ["Hokkaido", "Aomori", "Iwate", "Miyagi", "Akita", "Yamagata", "Fukushima", "Ibaraki", "Tochigi", "Gunma",
                      "Saitama", "Chiba", "Tokyo", "Kanagawa", "Niigata", "Toyama", "Ishikawa", "Fukui", "Yamanashi", "Nagano",
                      "Gifu", "Shizuoka", "Aichi", "Mie", "Shiga", "Kyoto", "Osaka", "Hyogo", "Nara", "Wakayama", "Tottori",
                      "Shimane", "Okayama", "Hiroshima", "Yamaguchi", "Tokushima", "Kagawa", "Ehime", "Kochi", "Fukuoka", "Saga",
                      "Nagasaki", "Kumamoto", "Oita", "Miyazaki", "Kagoshima", "Okinawa"]
        return names.enumerated().map { index, entry in
            let region = regions[entry.2 - 1]
            return Prefecture(code: String(format: "%02d", index + 1), name: entry.0, shortName: entry.1,
                              reading: readings[entry.0] ?? "", romaji: romaji[index],
                              region: Region(id: region.0, name: region.1, englishName: region.2))
        }
    }()

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
