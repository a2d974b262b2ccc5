import Entities
import Foundation
import Testing

@Suite struct RallyProgressTests {
    static func day(_ text: String) -> VisitDate { (try? VisitDate(parsing: text)) ?? VisitDate(Date(timeIntervalSince1970: 0)) }

    static let rally = Rally(
        id: RallyID("test"), name: "三名泉", englishName: "Three", kind: .famous, summary: "", source: "",
        members: [
            RallyMember(position: 1, name: "草津", prefectureName: "群馬県", areas: [FacilityID("aist-1")]),
            RallyMember(position: 2, name: "下呂", prefectureName: "岐阜県", areas: [FacilityID("aist-2")]),
            RallyMember(position: 3, name: "有馬", prefectureName: "兵庫県", areas: [FacilityID("aist-3")]),
            RallyMember(position: 4, name: "湯の川", prefectureName: "島根県", areas: []),
        ])

    static func visit(_ id: String, _ date: String, _ number: Int64) -> Visit {
        Visit(id: number, facilityID: FacilityID(id), date: day(date), rating: 3, note: "")
    }

    @Test func aMemberCountsFromItsFirstVisitAndMissingOnesNever() {
        let visits = [Self.visit("aist-1", "2026-05-01", 1), Self.visit("aist-1", "2025-01-02", 2), Self.visit("aist-9", "2024-01-01", 3)]
        let progress = RallyProgress(rally: Self.rally, firstVisitByArea: RallyProgress.firstVisitByArea(visits))
        #expect(progress.total == 3, "the member the catalog lacks does not count")
        #expect(progress.visited == 1)
        #expect(progress.firstVisit(of: Self.rally.members[0]) == Self.day("2025-01-02"))
        #expect(progress.firstVisit(of: Self.rally.members[1]) == nil)
        #expect(!progress.isComplete)
        #expect(progress.completedOn == nil)
        #expect(progress.countText == "1/3")
    }

    @Test func completionIsTheDayOfTheLastFirstVisit() {
        let visits = [Self.visit("aist-1", "2026-05-01", 1), Self.visit("aist-2", "2026-06-01", 2), Self.visit("aist-3", "2026-04-01", 3),
                      Self.visit("aist-2", "2026-07-01", 4)]
        let progress = RallyProgress(rally: Self.rally, firstVisitByArea: RallyProgress.firstVisitByArea(visits))
        #expect(progress.isComplete)
        #expect(progress.completedOn == Self.day("2026-06-01"))
    }

    /// The stamp card is a rally too: a prefecture is stamped by any of its areas, by the same rule.
    @Test func thePrefectureCardUsesTheSameRule() {
        let region = Region(id: 1, name: "関東", englishName: "Kanto")
        let prefectures = [Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "", romaji: "", region: region),
                           Prefecture(code: "09", name: "栃木県", shortName: "栃木", reading: "", romaji: "", region: region)]
        let card = Rally.prefectureCard(prefectures: prefectures, areasByPrefecture: ["10": [FacilityID("aist-1"), FacilityID("aist-5")]])
        #expect(card.members.map(\.name) == ["栃木県", "群馬県"])
        #expect(card.countedMembers.map(\.name) == ["群馬県"], "a prefecture without areas cannot be stamped")
        let progress = RallyProgress(rally: card, firstVisitByArea: [FacilityID("aist-5"): Self.day("2026-01-01")])
        #expect(progress.countText == "1/1")
        #expect(progress.isComplete)
    }

    @Test func theListPutsTheClosestToDoneFirst() {
        func rally(_ id: String, members: Int) -> Rally {
            Rally(id: RallyID(id), name: id, englishName: id, kind: .resort, summary: "", source: "",
                  members: (1...members).map { RallyMember(position: $0, name: "\($0)", prefectureName: "", areas: [FacilityID("\(id)-\($0)")]) })
        }
        let visited: [FacilityID: VisitDate] = [FacilityID("a-1"): Self.day("2026-01-01"), FacilityID("b-1"): Self.day("2026-01-01"),
                                                FacilityID("b-2"): Self.day("2026-01-01"), FacilityID("c-1"): Self.day("2026-01-01")]
        let list = [rally("a", members: 4), rally("b", members: 2), rally("c", members: 1), rally("d", members: 3)]
            .map { RallyProgress(rally: $0, firstVisitByArea: visited) }
        // a: 1/4, b: 2/2 done, c: 1/1 done, d: 0/3.
        #expect(RallyProgress.ordered(list).map(\.rally.id.rawValue) == ["a", "d", "b", "c"])
    }

    @Test func theNextMemberIsTheNearestNotYetVisited() {
        let coordinates: [FacilityID: Coordinate] = [
            FacilityID("aist-1"): Coordinate(latitude: 36.62, longitude: 138.59),
            FacilityID("aist-2"): Coordinate(latitude: 35.81, longitude: 137.24),
            FacilityID("aist-3"): Coordinate(latitude: 34.80, longitude: 135.25),
        ]
        let progress = RallyProgress(rally: Self.rally, firstVisitByArea: [FacilityID("aist-2"): Self.day("2026-01-01")])
        let next = progress.nearestUnvisited(to: Coordinate(latitude: 35.0, longitude: 135.5), coordinate: { coordinates[$0] })
        #expect(next?.member.name == "有馬")
        #expect(next.map { $0.kilometres > 20 && $0.kilometres < 40 } == true)
    }
}
