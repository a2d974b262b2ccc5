@testable import DetailFeature
import Entities
import TerminalKit
import Testing

/// Issue 22 item 17: the open-now line keeps its time whole — the detail never breaks `(12:30
/// 現在)` across lines, and the map's summary panel never cuts the time it opens at (`明日 1…`).
@Suite struct OpenNowLineTests {
    /// Every hour of a week, so open, closed today, tomorrow and on a closed day all come up.
    static let moments = Weekday.allCases.flatMap { weekday in
        stride(from: 0, to: 24 * 60, by: 60).map { JapanTime(day: weekday.rawValue, weekday: weekday, minute: $0) }
    }

    @Test(arguments: [44, 50, 60, 70])
    func theDetailKeepsTheTimeItIsForWhole(width: Int) {
        for now in Self.moments {
            let lines = DetailView.lines(for: DetailFixtures.kusatsu, width: width, ascii: false, now: now)
                .map { $0.map(\.text).joined() }
            let note = "(\(ClockText.minute(now.minute)) 現在)"
            #expect(lines.contains { $0.contains(note) }, "width \(width) at \(now.clockText): \(note) broken")
            #expect(lines.filter { $0.contains("営業") }.allSatisfy { $0.displayWidth <= width })
        }
    }

    @Test(arguments: [34, 36, 38])
    func theSummaryNeverCutsTheTime(width: Int) {
        var listing = DetailFixtures.kusatsu.listing
        listing.hours = DetailFixtures.kusatsu.sample.hours
        for now in Self.moments {
            let status = listing.hours.status(at: now)
            let line = FacilitySummaryView.lines(for: listing, width: width, now: now)
                .map { $0.map(\.text).joined() }
                .first { $0.contains("JST") }
            // The hours line is found by its labelled time, which must be there whole.
            #expect(line?.contains("…") == false, "width \(width): \(line ?? "none") for \(status.text)")
        }
    }
}
