import Entities
import Localization
import TerminalKit
import Testing
import Widgets
@testable import JourneyFeature

/// Issue 32: rallies.csv names members and their prefectures as the rally's own list does, in
/// Japanese. In English a member's row leads with the matched catalog area's name (`Kusatsu 草津`)
/// and its prefecture reads as the catalog's English name (`Gunma`); in Japanese the rally's names
/// stay, with the catalog's after them where it differs.
@MainActor
@Suite struct RallyMemberNamesTests {
    static let rally = JourneyFixtures.twoOfThree
    static let catalogNames: [FacilityID: (ja: String, en: String)] = [JourneyFixtures.kusatsu.id: ("草津", "Kusatsu 草津")]
    static let stampCard = Rally(
        id: RallyID("stamps"), name: "都道府県", englishName: "Prefectures", kind: .prefectures, summary: "", source: "", note: "",
        members: [RallyMember(position: 1, name: "群馬県", prefectureName: "群馬県", areas: [JourneyFixtures.kusatsu.id])])

    func names(_ rally: Rally, in language: Language) -> (names: [Int: String], prefectures: [Int: String]) {
        AppLanguage.$scoped.withValue(language) {
            RallyMemberNames.of(rally, displayName: { id in Self.catalogNames[id].map { language == .en ? $0.en : $0.ja } },
                                prefectures: [JourneyFixtures.gunma, JourneyFixtures.oita])
        }
    }

    @Test func membersReadAsTheCatalogNamesThemInEnglish() {
        let english = names(Self.rally, in: .en)
        #expect(english.names == [1: "Kusatsu 草津"])
        #expect(english.prefectures == [1: "Gunma"], "岐阜県 and 島根県 are not in this catalog: they keep the rally's names")
        let japanese = names(Self.rally, in: .ja)
        #expect(japanese.names == [1: "草津"] && japanese.prefectures == [1: "群馬県"])
        #expect(names(Self.stampCard, in: .en).names == [1: "Gunma"])
    }

    func draw(in language: Language) -> String {
        let found = names(Self.rally, in: language)
        var state = RallyViewState(title: "", phase: .ready(RallyProgress(rally: Self.rally, firstVisitByArea: [:])), catalogNames: found.names)
        state.prefectureNames = found.prefectures
        state.viewport.setCount(Self.rally.members.count, height: 6)
        return AppLanguage.$scoped.withValue(language) {
            var canvas = Canvas(size: Size(width: 80, height: 6))
            RallyView.renderMembers(RallyProgress(rally: Self.rally, firstVisitByArea: [:]), state: state, in: canvas.bounds, on: &canvas)
            return canvas.plainText
        }
    }

    @Test func aMembersRowLeadsWithTheCatalogsNameInEnglish() {
        let english = draw(in: .en)
        #expect(english.contains("Kusatsu 草津") && english.contains("Gunma"), "\(english)")
        #expect(!english.contains("草津温泉") && !english.contains("群馬県"), "\(english)")
        #expect(english.contains("下呂温泉") && english.contains("岐阜県"), "a member outside the catalog keeps the rally's names")
        let japanese = draw(in: .ja)
        #expect(japanese.contains("草津温泉") && japanese.contains("群馬県") && japanese.contains("(草津)"), "\(japanese)")
    }
}
