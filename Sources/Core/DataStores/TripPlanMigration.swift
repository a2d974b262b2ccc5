import Foundation
import GRDB

/// The "v10 h31trips trips" step: a stored day plan (`stops`, `startTime`) rewritten as a trip of
/// one day (`date`, `days: [{stops, startMinute}]`). Written against the JSON, not the entity, so
/// the step means the same whatever the entity becomes; never change it.
enum TripPlanMigration {
    static func migrate(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT id, payload FROM dayPlan")
        for row in rows {
            let id: String = row["id"]
            let payload: String = row["payload"]
            // A row that is not a plan object is left for the storage's check to report.
            guard let rewritten = rewrite(payload) else { continue }
            try db.execute(sql: "UPDATE dayPlan SET payload = ? WHERE id = ?", arguments: [rewritten, id])
        }
    }

    /// The trip form of one stored plan, or nil when it is not an old plan.
    static func rewrite(_ payload: String) -> String? {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(payload.utf8))) as? [String: Any],
              object["days"] == nil,
              let seconds = (object["startTime"] as? NSNumber)?.doubleValue, seconds.isFinite, abs(seconds) < 1e11
        else { return nil }
        // JSONEncoder's default date: seconds since 2001-01-01 UTC. Japan is UTC+9 all year.
        let japanSeconds = Int((seconds + 978_307_200).rounded(.down)) + 9 * 3600
        let dayNumber = japanSeconds >= 0 ? japanSeconds / 86_400 : -((-japanSeconds + 86_399) / 86_400)
        var day: [String: Any] = ["stops": object["stops"] as? [Any] ?? [], "startMinute": (japanSeconds - dayNumber * 86_400) / 60]
        day["base"] = nil
        object["days"] = [day]
        object["date"] = dateText(dayNumber)
        object["stops"] = nil
        object["startTime"] = nil
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `YYYY-MM-DD` of a day number (Hinnant's civil_from_days).
    static func dateText(_ dayNumber: Int) -> String {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
}
