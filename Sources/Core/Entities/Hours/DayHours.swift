/// When a place opens on one calendar day: the sessions that begin that day, in minutes after its
/// midnight. A session may run past 24:00 (`22:00-26:00`); that part is open on the next day's
/// early hours but belongs to this day's rule, as in OpenStreetMap.
public struct DayHours: Hashable, Sendable {
    /// Sorted and disjoint; each is start..<end with 0 ≤ start < 1440 and end ≤ start + 1440.
    public let sessions: [Range<Int>]

    public init(sessions: [Range<Int>]) {
        self.sessions = Self.merged(sessions)
    }

    public static let closed = DayHours(sessions: [])
    public static let allDay = DayHours(sessions: [0..<1440])

    /// No session begins this day (a closing day, 定休日).
    public var isClosed: Bool { sessions.isEmpty }

    /// The minutes of `day` that are open, counting the late hours of `previous` (shifted to this
    /// day's clock and cut at its midnight): what a planner asks when it arrives on `day`.
    public static func windows(on day: DayHours, after previous: DayHours?) -> [Range<Int>] {
        let spill = (previous?.sessions ?? []).compactMap { session -> Range<Int>? in
            session.upperBound > 1440 ? 0..<(session.upperBound - 1440) : nil
        }
        return merged(spill + day.sessions)
    }

    /// `10:00-14:00,16:00-26:00`, or `off`.
    public var text: String {
        guard !isClosed else { return "off" }
        return sessions.map { "\(Self.clock($0.lowerBound))-\(Self.clock($0.upperBound))" }.joined(separator: ",")
    }

    static func clock(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }

    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
