@testable import DataStores
import Entities
import Foundation
import GRDB
import Testing

/// "v10 h31trips trips": a day plan saved by the version before trips opens as a trip of one day,
/// on the day and at the minute it started (Japan time, whatever the machine's zone).
@Suite struct TripPlanMigrationTests {
    /// The payload as the day-plan version wrote it (JSONEncoder, dates as seconds since 2001).
    static let oldPayload = #"{"id":"plan-old","mode":"walk","name":"別府八湯 2026-11-28","origin":{"rally":{"_0":"beppu-hatto"}},"#
        + #""stayMinutes":60,"start":"aist-7154","startTime":817518600,"stops":["aist-7154","aist-7152"],"updatedAt":817518600}"#

    @Test func anOldPlanBecomesATripOfOneDay() throws {
        let queue = try DatabaseQueue()
        try UserSchema.migrator.migrate(queue, upTo: "v8 day plans")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO dayPlan (id, name, payload, updatedAt) VALUES (?, ?, ?, ?)",
                           arguments: ["plan-old", "別府八湯 2026-11-28", Self.oldPayload, 1_795_825_800.0])
            try db.execute(sql: "INSERT INTO dayPlan (id, name, payload, updatedAt) VALUES ('plan-bad', 'x', 'not json', 0)")
        }
        try UserSchema.migrator.migrate(queue)
        let payload = try queue.read { db in try String.fetchOne(db, sql: "SELECT payload FROM dayPlan WHERE id = 'plan-old'") }
        let plan = try JSONDecoder().decode(DayPlan.self, from: Data(try #require(payload).utf8))
        // 817518600 s after 2001-01-01 is 2026-11-28 00:30 UTC: 09:30 in Japan.
        #expect(plan.date == (try VisitDate(parsing: "2026-11-28")))
        #expect(plan.days == [TripDay(stops: [FacilityID("aist-7154"), FacilityID("aist-7152")], startMinute: 9 * 60 + 30)])
        #expect(plan.start == FacilityID("aist-7154"))
        #expect(plan.mode == .walk && plan.stayMinutes == 60 && plan.name == "別府八湯 2026-11-28")
        #expect(plan.startTime == Date(timeIntervalSinceReferenceDate: 817_518_600))
        let bad = try queue.read { db in try String.fetchOne(db, sql: "SELECT payload FROM dayPlan WHERE id = 'plan-bad'") }
        #expect(bad == "not json", "a row that is not a plan is left for the check to report")
    }

    @Test func aJapanDayBeginsAtNineUTC() {
        // 2026-11-27 15:30 UTC is 00:30 on the 28th in Japan.
        let seconds = 1_795_793_400.0 - 978_307_200
        let rewritten = TripPlanMigration.rewrite(#"{"startTime":\#(seconds),"stops":[]}"#)
        #expect(rewritten?.contains(#""date":"2026-11-28""#) == true, "\(rewritten ?? "nil")")
        #expect(rewritten?.contains(#""startMinute":30"#) == true)
        #expect(TripPlanMigration.rewrite(#"{"days":[],"date":"2026-11-28"}"#) == nil, "a trip already")
    }
}
