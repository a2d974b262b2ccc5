import Foundation

/// A stored plan row this version will not use (issue 34.2): its JSON is broken, names a mode it
/// does not know, or holds a value outside what a plan may be (a stay of 2^58 minutes, 100,000
/// stops, an id of `../../x`). It is kept on disk as it is, and reported by the plans screen,
/// `yumeguri plan` and `yumeguri doctor`, never dropped and never timed.
public struct UnreadablePlan: Error, Hashable, Sendable, Identifiable {
    /// The row's key exactly as stored (what `plan delete` takes), whatever it holds.
    public var id: String
    public var reason: String

    public init(id: String, reason: String) {
        self.id = id
        self.reason = reason
    }

    /// The id for a message: one line, cut.
    public var shownID: String { DisplayText.cut(id, limit: 40) }

    /// `plan-1234abcd: the stay must be 10–240 minutes`
    public var summary: String { "\(shownID): \(reason)" }
}

extension DayPlan {
    /// The largest stored JSON a plan can need (200 stops, a name, its settings) with room to spare:
    /// a longer row is refused before it is parsed.
    public static let maximumStoredBytes = 64 * 1024
    /// Start times a plan may hold: 2000-01-01 to 2200-01-01 (UTC seconds).
    public static let startTimeRange: ClosedRange<Double> = 946_684_800...7_258_118_400

    /// Why this plan may not be stored, nor used once read back: `problem`, and what `problem`
    /// leaves to the encoder (a start that is no facility id, times that are not finite or are
    /// centuries away, a rally origin that is no id).
    public var storageProblem: String? {
        if let problem { return problem }
        if let start, !start.isWellFormed { return "'\(DisplayText.cut(start.rawValue))' is not a facility id" }
        if !Self.startTimeRange.contains(startTime.timeIntervalSince1970) {
            return "the start time is not a moment between 2000 and 2200"
        }
        if !updatedAt.timeIntervalSince1970.isFinite { return "the time of its last change is not a moment" }
        if case .rally(let rally) = origin, !rally.isWellFormed {
            return "'\(DisplayText.cut(rally.rawValue))' is not a rally id"
        }
        return nil
    }

    /// A stored row read back: the plan, or why it cannot be used. `rowID` is the row's key, which
    /// must be the plan's own id.
    public static func fromStored(rowID: String, json: String) -> Result<DayPlan, UnreadablePlan> {
        func refuse(_ reason: String) -> Result<DayPlan, UnreadablePlan> { .failure(UnreadablePlan(id: rowID, reason: reason)) }
        guard json.utf8.count <= maximumStoredBytes else {
            return refuse("its JSON is \(json.utf8.count) bytes, more than a plan can hold (\(maximumStoredBytes))")
        }
        let plan: DayPlan
        do { plan = try JSONDecoder().decode(DayPlan.self, from: Data(json.utf8)) } catch {
            return refuse(StoredJSONProblem.describe(error))
        }
        if let problem = plan.storageProblem { return refuse(problem) }
        guard plan.id == rowID else { return refuse("the row's id and the plan's id ('\(DisplayText.cut(plan.id, limit: 40))') differ") }
        return .success(plan)
    }
}

/// A decoding error in words that name the field, never the data (a 1 MB value stays out of a message).
enum StoredJSONProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "its JSON cannot be read" }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "its JSON is broken" : "\(path(context.codingPath)) holds a value this version does not know"
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)) holds a value of the wrong kind (or one out of range)"
        @unknown default: return "its JSON cannot be read"
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return "'" + DisplayText.cut(text.isEmpty ? "(top)" : text, limit: 40) + "'"
    }
}
