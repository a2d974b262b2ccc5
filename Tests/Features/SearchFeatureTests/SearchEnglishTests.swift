import Entities
import Localization
import TerminalKit
import TestSupport
import Testing
import UseCases
import Widgets
@testable import SearchFeature

/// Issue 32: the search screen in English speaks English only, and in Japanese Japanese only.
@Suite struct SearchEnglishTests {
    let snapshots = SearchSnapshotTests()

    @Test func theCatalogHasEveryKeyInBothLanguages() {
        let problems = CatalogAudit.problems(in: SearchText.self, allowedInEnglish: ["草津の旅", "草津", "くさつ", "群馬県", "前橋市"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theListInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            let text = snapshots.render(snapshots.state(selection: 3, height: 21), Size(width: 80, height: 24)).plainText
            assertTextSnapshot(text, named: "search-en-80x24")
            #expect(text.contains("Search: "))
            #expect(text.contains("Name"))
            #expect(text.contains("Spring type"))
            #expect(!text.contains("検索:"))
            #expect(!text.contains("都道府県"))
            let wide = snapshots.render(snapshots.state(selection: 30, height: 37), Size(width: 120, height: 40)).plainText
            assertTextSnapshot(wide, named: "search-en-120x40")
        }
    }

    @Test func theFilterPanelInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            var shown = snapshots.state(height: 21)
            shown.focus = .filters
            shown.filterPanel = FilterPanelState(regions: ["関東", "九州"], prefectures: [("10", "群馬県"), ("44", "大分県")])
            let text = snapshots.render(shown, Size(width: 80, height: 24)).plainText
            assertTextSnapshot(text, named: "search-filters-en-80x24")
            #expect(text.contains("Filters"))
            #expect(text.contains("Region"))
            #expect(!text.contains("地方"))
            #expect(!text.contains("絞り込み"))
        }
    }

    @Test func noMatchInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            let text = snapshots.render(snapshots.state(query: "zzzz", height: 21), Size(width: 80, height: 24)).plainText
            assertTextSnapshot(text, named: "search-empty-en-80x24")
            #expect(text.contains("No hot springs match."))
            #expect(text.contains("x: clear filters"))
            #expect(!text.contains("見つかりません"))
        }
        let japanese = snapshots.render(snapshots.state(query: "zzzz", height: 21), Size(width: 80, height: 24)).plainText
        #expect(japanese.contains("見つかりません"))
        #expect(!japanese.contains("no hot springs"))
    }

    /// The key tables give each language its own words: no `開く open` in either.
    @Test func keyHelpSpeaksOneLanguage() {
        let japanese = SearchScreen.listKeys.help.map(\.summary)
        #expect(japanese.contains("開く"))
        #expect(!japanese.joined().contains("open"))
        AppLanguage.$scoped.withValue(.en) {
            let english = SearchScreen.listKeys.help
            #expect(english.map(\.summary).contains("open"))
            #expect(english.first { $0.summary == "toggle favourite" }?.label == "favourite")
            // (The shared list-navigation keys are the widgets' catalog's; the filter panel's are all ours.)
            let filters = SearchScreen.filterKeys.help.map(\.summary).joined() + NearbyPanel.keyMap.help.map(\.summary).joined()
            #expect(!filters.unicodeScalars.contains { CatalogAudit.isJapaneseForTests($0) }, "\(filters)")
        }
    }
}

extension CatalogAudit {
    static func isJapaneseForTests(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }
}

/// The summary line names the filters in the language in force, the data's names as they are.
@Suite struct SearchFilterSummaryTests {
    @Test func theWordsAroundTheNamesFollowTheLanguage() {
        var filter = FacilityFilter()
        filter.prefectureCodes = ["10"]
        filter.couponsOnly = true
        filter.area = CoordinateBox(minLatitude: 35, maxLatitude: 37, minLongitude: 138, maxLongitude: 140)
        #expect(SearchFilterSummary.line(filter, prefectureNames: ["10": "群馬県"]) == "この範囲 · 群馬県 · クーポンあり")
        let english = AppLanguage.$scoped.withValue(.en) { SearchFilterSummary.line(filter, prefectureNames: ["10": "群馬県"]) }
        #expect(english == "in view · 群馬県 · with coupons")
    }
}
