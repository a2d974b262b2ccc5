/// Issue 34.2's stored plan rows, as someone editing `user.sqlite` could leave them: each row's key,
/// its JSON, and a phrase the reason given for it must contain. Shared by the repository, CLI and
/// screen tests and by `bench.sh harden`'s fuzzing (which writes the same shapes with sqlite3).
public enum HostilePlanRows {
    public struct Row: Sendable {
        public var id: String
        public var payload: String
        public var reason: String
    }

    /// A plan this version reads (a trip of one day): the rows below differ from it in one value each.
    public static func json(id: String = "plan-good0001", stay: String = "45", startMinute: String = "540", date: String = "\"2026-12-05\"",
                            mode: String = "\"car\"", stops: String = "[\"aist-2711\"]") -> String {
        "{\"date\":\(date),\"days\":[{\"startMinute\":\(startMinute),\"stops\":\(stops)}],\"id\":\"\(id)\",\"mode\":\(mode),"
            + "\"name\":\"ok\",\"origin\":{\"manual\":{}},\"stayMinutes\":\(stay),\"updatedAt\":817000000}"
    }

    public static let good = Row(id: "plan-good0001", payload: json(), reason: "")

    public static let hostile: [Row] = {
        func escaped(_ id: String) -> String { id.replacingOccurrences(of: "\n", with: "\\n") }
        func row(_ id: String, _ reason: String, stay: String = "45", startMinute: String = "540", date: String = "\"2026-12-05\"",
                 mode: String = "\"car\"", stops: String = "[\"aist-2711\"]", payloadID: String? = nil) -> Row {
            Row(id: id, payload: json(id: escaped(payloadID ?? id), stay: stay, startMinute: startMinute, date: date, mode: mode, stops: stops),
                reason: reason)
        }
        // Long, but its row under the size bound: the id check is what refuses it.
        let longID = String(repeating: "p", count: 30_000)
        return [
            row("plan-stay2to58", "the stay must be", stay: "288230376151711744"),
            row("plan-stayneg", "the stay must be", stay: "-5"),
            row("plan-stay1e12", "the stay must be", stay: "1000000000000"),
            row("plan-stayfloat", "JSON is broken", stay: "1e400"),
            row("plan-nan", "JSON is broken", startMinute: "NaN"),
            row("plan-inf", "JSON is broken", startMinute: "1e400"),
            row("plan-ancient", "outside the years", date: "\"1900-01-01\""),
            row("plan-latestart", "starts outside", startMinute: "100000"),
            row("plan-nodate", "'date' holds a value of the wrong kind", date: "null"),
            row("plan-staytext", "'stayMinutes' holds a value of the wrong kind", stay: "\"45\""),
            row("plan-mode", "'mode' holds a value this version does not know", mode: "\"bike\""),
            Row(id: "plan-broken", payload: "{\"id\":\"plan-broken\",", reason: "JSON is broken"),
            Row(id: "plan-array", payload: "[1,2,3]", reason: "wrong kind"),
            row("plan-100kstops", "more than a plan can hold",
                stops: "[" + (1...100_000).map { "\"aist-\($0)\"" }.joined(separator: ",") + "]"),
            row("plan-201stops", "at most 200", stops: "[" + (1...201).map { "\"aist-\($0)\"" }.joined(separator: ",") + "]"),
            row("plan-badstop", "is not a facility id", stops: "[\"../../etc/passwd\"]"),
            row("../../x", "is not a plan id"),
            row("plan-\nOK 使用しました", "is not a plan id"),
            row(longID, "is not a plan id"),
            row("plan-rowid", "differ", payloadID: "plan-other"),
        ]
    }()
}
