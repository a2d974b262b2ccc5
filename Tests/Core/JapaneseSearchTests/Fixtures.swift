@testable import JapaneseSearch

/// A small index of real hot-spring records used across the tests.
enum Fixtures {
    static let records: [SearchRecord] = [
        SearchRecord(id: 0, name: "草津温泉", reading: "くさつおんせん", romaji: "Kusatsu Onsen",
                     extraTerms: ["群馬県", "ぐんまけん", "Gunma", "関東", "かんとう", "Kanto"]),
        SearchRecord(id: 1, name: "道後温泉", reading: "どうごおんせん", romaji: "Dōgo Onsen",
                     extraTerms: ["愛媛県", "えひめけん", "Ehime", "四国", "しこく", "Shikoku"]),
        SearchRecord(id: 2, name: "別府温泉", reading: "べっぷおんせん", romaji: "Beppu Onsen",
                     extraTerms: ["大分県", "おおいたけん", "Oita", "九州", "きゅうしゅう", "Kyushu"]),
        SearchRecord(id: 3, name: "箱根湯本温泉", reading: "はこねゆもとおんせん", romaji: "Hakone Yumoto Onsen",
                     extraTerms: ["神奈川県", "かながわけん", "Kanagawa", "関東", "かんとう", "Kanto"]),
        SearchRecord(id: 4, name: "登別温泉", reading: "のぼりべつおんせん", romaji: "Noboribetsu Onsen",
                     extraTerms: ["北海道", "ほっかいどう", "Hokkaido"]),
        SearchRecord(id: 5, name: "獅子ヶ鼻湿原", reading: "ししがはなしつげん", romaji: "Shishigahana Shitsugen",
                     extraTerms: ["秋田県", "あきたけん", "Akita", "東北", "とうほく", "Tohoku"]),
        SearchRecord(id: 6, name: "沼津", reading: "ぬまづ", romaji: "Numazu",
                     extraTerms: ["静岡県", "しずおかけん", "Shizuoka"]),
        SearchRecord(id: 7, name: "乳頭温泉郷", reading: "にゅうとうおんせんきょう", romaji: "Nyūtō Onsenkyō",
                     extraTerms: ["秋田県", "あきたけん", "Akita", "東北", "とうほく", "Tohoku"]),
        SearchRecord(id: 8, name: "湯の峰温泉", reading: "ゆのみねおんせん", romaji: "Yunomine Onsen",
                     extraTerms: ["和歌山県", "わかやまけん", "Wakayama"]),
        SearchRecord(id: 9, name: "ホテル・サンシャイン", reading: "ほてるさんしゃいん", romaji: "Hotel Sunshine"),
        SearchRecord(id: 10, name: "玉造温泉", reading: "たまつくりおんせん", romaji: "Tamatsukuri Onsen",
                     extraTerms: ["島根県", "しまねけん", "Shimane"]),
    ]

    static let index = SearchIndex(records)

    static func ids(_ query: String, in index: SearchIndex = index) -> [Int] {
        index.search(query).map(\.id)
    }
}
