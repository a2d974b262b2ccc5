import DataStores
import Entities
import Foundation
import Stores
import Testing
import TestSupport
@testable import YumeguriCLI

/// Issue 34.2 through the command line: stored plan rows this version will not use are listed by
/// `plan list`, explained by `plan ID` and `doctor`, and left on disk. (In CommandTests, serialized
/// with the others on the one data directory; the rows are removed at the end.)
extension CommandTests {
    @Test func storedPlansThatCannotBeUsedAreReportedAndKept() async throws {
        let database = try UserDatabase.open(dataDirectory: CommandRunner.dataDirectory)
        let rows = HostilePlanRows.hostile + [HostilePlanRows.good]
        for row in rows {
            try await database.saveDayPlan(DayPlanRecord(id: row.id, name: "x", payload: row.payload, updatedAt: 1))
        }

        // The plan store lives as long as the process (a command is one process): this one has
        // served earlier tests, so it reads the rows again, as a new process would, once its use
        // case is bound to the runner's data directory by a first command.
        _ = await CommandRunner.run(["plan", "list"])
        await PlanStore.liveValue.reload()
        let list = await CommandRunner.run(["plan", "list"])
        #expect(list.exitCode == 0, "\(list.error)")
        #expect(list.output.contains(HostilePlanRows.good.id))
        #expect(list.output.contains("保存されたプラン \(HostilePlanRows.hostile.count) 件を読めません"), "\(list.output)")
        for row in HostilePlanRows.hostile { #expect(list.output.contains(row.reason), "\(row.reason)") }
        // Each row is one line and short: no id prints a line of its own or 100 KB of itself.
        #expect(list.output.split(separator: "\n").allSatisfy { $0.count < 300 && !$0.hasPrefix("OK") })

        let json = await CommandRunner.run(["plan", "list", "--json"])
        #expect(json.exitCode == 0 && json.error.contains("件を読めません"), "\(json.error)")

        let show = await CommandRunner.run(["plan", "show", "plan-stay2to58"])
        #expect(show.exitCode == 1)
        #expect(show.error.contains("プラン「plan-stay2to58」は保存されていますが使えません: the stay must be"), "\(show.error)")
        let good = await CommandRunner.run(["plan", "show", HostilePlanRows.good.id])
        #expect(good.exitCode == 0, "\(good.error)")

        let doctor = await CommandRunner.run(["doctor"])
        #expect(doctor.exitCode == 1)
        #expect(doctor.output.contains("保存されたプラン \(HostilePlanRows.hostile.count) 件を読めません"), "\(doctor.output)")

        #expect(try await database.dayPlans().count >= rows.count, "every row kept")
        for row in rows { _ = try await database.deleteDayPlan(id: row.id) }
        await PlanStore.liveValue.reload()
    }
}
