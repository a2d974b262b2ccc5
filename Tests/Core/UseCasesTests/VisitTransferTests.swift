import Entities
import Localization
import Testing
@testable import UseCases

@Suite struct VisitTransferTests {
    let known: (FacilityID) -> Bool = { ["aist-2711", "aist-6653"].contains($0.rawValue) }
    static let today = try! VisitDate(parsing: "2026-11-26")

    /// Issue 22, item 7: a visit is in the past or today (Japan time); a row after today is
    /// refused by its line, in both languages, and nothing of the file is taken.
    @Test func aVisitInTheFutureIsRefused() throws {
        let csv = "date,facility_id,rating\n2026-11-26,aist-2711,3\n2026-11-27,aist-6653,4\n"
        #expect(throws: UserDataError.badImportRow(line: 3, reason: .rule(VisitRulesText.futureDate(date: "2026-11-27", today: "2026-11-26").localized))) {
            try VisitTransfer.parse(csv, knownFacility: known, today: Self.today)
        }
        let problem = VisitDraft(facilityID: FacilityID("aist-2711"), date: try VisitDate(parsing: "2027-01-01"),
                                 rating: 3, note: "").problem(today: Self.today)
        #expect(problem == "訪問日 2027-01-01 は未来の日付です (今日は日本時間で \(Self.today))")
        AppLanguage.$scoped.withValue(.en) {
            let english = VisitDraft(facilityID: FacilityID("aist-2711"), date: Self.today.adding(days: 40),
                                     rating: 3, note: "").problem(today: Self.today)
            #expect(english?.contains("is in the future (today is \(Self.today) in Japan time)") == true, "\(english ?? "")")
        }
        #expect(try VisitTransfer.parse("date,facility_id,rating\n2026-11-26,aist-2711,3\n", knownFacility: known, today: Self.today).count == 1)
    }

    @Test func csvRoundTripsWithQuotesAndJapanese() throws {
        let visits = [Visit(id: 1, facilityID: FacilityID("aist-2711"), date: try VisitDate(parsing: "2026-02-11"), rating: 5,
                            note: "湯畑, \"夜\"")]
        let csv = VisitTransfer.export(visits, format: .csv, listing: { _ in nil })
        let drafts = try VisitTransfer.parse(csv, knownFacility: known, today: Self.today)
        #expect(drafts == [VisitDraft(facilityID: FacilityID("aist-2711"), date: try VisitDate(parsing: "2026-02-11"), rating: 5,
                                      note: "湯畑, \"夜\"")])
        let json = VisitTransfer.export(visits, format: .json, listing: { _ in nil })
        #expect(try VisitTransfer.parse(json, knownFacility: known, today: Self.today) == drafts)
    }

    @Test func theFirstBadRowIsReportedWithItsLine() {
        let csv = """
            date,facility_id,name,rating,note
            2026-01-02,aist-2711,"a name on
            two lines",4,ok
            2026-01-03,aist-6653,道後,9,bad rating
            2026-01-04,aist-0000,,3,unknown
            """
        #expect(throws: UserDataError.badImportRow(line: 4, reason: .rule(VisitRulesText.ratingOutOfRange(rating: 9).localized))) {
            try VisitTransfer.parse(csv, knownFacility: known, today: Self.today)
        }
        #expect(throws: UserDataError.badImportRow(line: 2, reason: .date(.noSuchDay("2026-02-30")))) {
            try VisitTransfer.parse("date,facility_id,rating\n2026-02-30,aist-2711,3\n", knownFacility: known, today: Self.today)
        }
        #expect(throws: UserDataError.badImportRow(line: 3, reason: .unknownFacility("aist-0000"))) {
            try VisitTransfer.parse("date,facility_id,rating\n2026-01-01,aist-2711,3\n2026-01-01,aist-0000,3\n", knownFacility: known, today: Self.today)
        }
        let json = """
            [
              {"date": "2026-01-01", "facilityId": "aist-2711", "rating": 3},
              {
                "date": "2026-01-01", "facilityId": "aist-2711", "rating": 0
              }
            ]
            """
        #expect(throws: UserDataError.badImportRow(line: 3, reason: .rule(VisitRulesText.ratingOutOfRange(rating: 0).localized))) {
            try VisitTransfer.parse(json, knownFacility: known, today: Self.today)
        }
    }

    /// Issue 14: the JSON import is strict about types and syntax, and a note's length counts its
    /// code points too.
    @Test(arguments: [
        (#"[{"date": "2026-02-11", "facilityId": "aist-2711", "rating": true}]"#, "'rating' must be an integer"),
        (#"[{"date": "2026-02-11", "facilityId": "aist-2711", "rating": "4"}]"#, "'rating' must be an integer"),
        (#"[{"date": "2026-02-11", "facilityId": "aist-2711", "rating": 4, "note": 12}]"#, "'note' must be a string"),
        ("[{\"date\": \"2026-02-11\", \"facilityId\": \"aist-2711\", \"rating\": 4},\n]", "comma before a closing bracket"),
        (#"[{"date": "2026-02-11", "facilityId": "aist-2711", "rating": 4,}]"#, "comma before a closing bracket"),
        (#"[{"date": "2026-02-11", "rating": 4}]"#, "missing 'facilityId'"),
    ])
    func strictJSON(_ json: String, _ reason: String) {
        #expect(throws: (any Error).self) { try VisitTransfer.parse(json, knownFacility: known, today: Self.today) }
        do {
            _ = try VisitTransfer.parse(json, knownFacility: known, today: Self.today)
        } catch {
            AppLanguage.$scoped.withValue(.en) { #expect(error.description.contains(reason), "\(error.description)") }
        }
    }

    @Test func aNoteOfOneCharacterWithAMillionMarksIsRefused() {
        let note = "あ" + String(repeating: "\u{0301}", count: 1_000_000)
        #expect(note.count == 1)
        let draft = VisitDraft(facilityID: FacilityID("aist-2711"), date: VisitDate(dayNumber: 20_000), rating: 3, note: note)
        #expect(draft.problem?.contains("コードポイント") == true)
        AppLanguage.$scoped.withValue(.en) { #expect(draft.problem?.contains("code points") == true) }
        // A comma inside a string is not a trailing comma.
        #expect(throws: Never.self) {
            try VisitTransfer.parse(#"[{"date": "2026-02-11", "facilityId": "aist-2711", "rating": 4, "note": "a,]"}]"#, knownFacility: known, today: Self.today)
        }
    }

    /// JSON visits are decoded a few hundred at a time; a bad one in the middle of a group is still
    /// named by its own line, and an earlier bad row in the same group is named first.
    @Test func aBadVisitInsideADecodedGroupIsNamedByItsLine() {
        func file(badAt bad: [Int: String]) -> String {
            let rows = (0..<1_200).map { index in
                bad[index] ?? #"{"date": "2026-02-11", "facilityId": "aist-2711", "rating": 4, "note": "n\#(index)"}"#
            }
            return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
        }
        #expect((try? VisitTransfer.parse(file(badAt: [:]), knownFacility: known, today: Self.today))?.count == 1_200)
        let typeError = #"{"date": "2026-02-11", "facilityId": "aist-2711", "rating": "4"}"#
        let unknownID = #"{"date": "2026-02-11", "facilityId": "aist-0000", "rating": 4}"#
        #expect(throws: UserDataError.badImportRow(line: 702, reason: .notAnInteger(field: "rating"))) {
            try VisitTransfer.parse(file(badAt: [700: typeError]), knownFacility: known, today: Self.today)
        }
        #expect(throws: UserDataError.badImportRow(line: 602, reason: .unknownFacility("aist-0000"))) {
            try VisitTransfer.parse(file(badAt: [600: unknownID, 700: typeError]), knownFacility: known, today: Self.today)
        }
    }
}
