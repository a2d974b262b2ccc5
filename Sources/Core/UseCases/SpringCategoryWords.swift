import CatalogColumns
import Entities
import JapaneseSearch

/// Spring types as words of a query (`酸性 草津`, `いおう 草津`, `sansei kusatsu`): the ten
/// standard categories by name, reading and romaji, matched with the search's own normaliser. The
/// catalog's 泉質 text comes in too many styles (`酸性含As`, `単純S泉`) to match word by word;
/// its categories (`SpringCategory.classify`) are what the filter panel offers too.
enum SpringCategoryWords {
    /// name, reading, romaji, other names with their readings and the English names the app shows
    /// (`SpringsText`), so `sulfur kusatsu` reads as `硫黄 草津` in either language.
    private static let terms: [(SpringCategory, String, String, String, [String])] = [
        (.simple, "単純温泉", "たんじゅんおんせん", "tanjun onsen", ["単純泉", "たんじゅんせん", "simple"]),
        (.chloride, "塩化物泉", "えんかぶつせん", "enkabutsusen", ["食塩泉", "しょくえんせん", "塩泉", "しおせん", "chloride"]),
        (.bicarbonate, "炭酸水素塩泉", "たんさんすいそえんせん", "tansansuisoensen", ["重曹泉", "じゅうそうせん", "hydrogen carbonate", "bicarbonate"]),
        (.sulfate, "硫酸塩泉", "りゅうさんえんせん", "ryusanensen", ["sulfate", "sulphate"]),
        (.carbonDioxide, "二酸化炭素泉", "にさんかたんそせん", "nisankatansosen", ["炭酸泉", "たんさんせん", "carbon dioxide"]),
        (.iron, "含鉄泉", "がんてつせん", "gantetsusen", ["鉄泉", "てっせん", "iron"]),
        (.acidic, "酸性泉", "さんせいせん", "sanseisen", ["acidic"]),
        (.iodine, "含よう素泉", "がんようそせん", "ganyousosen", ["ヨウ素泉", "ようそせん", "iodine"]),
        (.sulfur, "硫黄泉", "いおうせん", "iousen", ["sulfur", "sulphur"]),
        (.radioactive, "放射能泉", "ほうしゃのうせん", "houshanousen", ["ラドン泉", "らどんせん", "ラジウム泉", "らじうむせん", "radioactive"]),
    ]

    private static let index = SearchIndex(terms.enumerated().map { offset, term in
        SearchRecord(id: offset, name: term.1, reading: term.2, romaji: term.3, aliases: term.4)
    })

    /// The categories whose name (or reading, romaji, other name) `word` is or begins.
    static func categories(matching word: String) -> Set<SpringCategory> {
        Set(index.search(word).filter { $0.tier >= .prefix }.map { terms[$0.id].0 })
    }

    /// For `SearchIndex.result(for:also:)`: a word that names spring categories matches the
    /// listings of any of them.
    static func matcher(_ listings: CatalogListings) -> SearchIndex.WordMatcher {
        { word in
            let categories = categories(matching: word)
            guard !categories.isEmpty else { return nil }
            var filter = FacilityFilter()
            filter.springCategories = categories
            let matcher = listings.matcher(for: filter)
            return { matcher.matches($0) }
        }
    }
}
