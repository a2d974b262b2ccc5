import Dependencies
import Entities
import Foundation
import Testing
import UseCases
import YumeguriCLI

extension CommandTests {
/// `favorites`, `visits` and `stats` read the user's data through the use cases the app's stores
/// use (issue 33 §5), not the repository: what the use case answers is what they print.
@Suite(.serialized, .timeLimit(.minutes(5))) struct UserDataUseCaseCommandTests {
    let favorite = Favorite(id: FacilityID("aist-2711"), position: 0, addedAt: Date(timeIntervalSince1970: 1_700_000_000))

    func visit() throws -> Visit {
        Visit(id: 4242, facilityID: FacilityID("aist-7154"), date: try VisitDate(parsing: "2026-11-01"), rating: 4, note: "from the use case")
    }

    @Test func favoritesReadsTheFavoritesUseCase() async {
        let run = await withDependencies {
            $0.favoritesUseCase.load = { [favorite] }
        } operation: {
            await CommandRunner.run(["favorites", "--json"])
        }
        #expect(run.exitCode == 0, "\(run.error)")
        #expect(run.output.contains("\"id\" : \"aist-2711\""), "\(run.output)")
    }

    @Test func visitsAndStatsReadTheVisitLogUseCase() async throws {
        let visit = try visit()
        let listed = await withDependencies { $0.visitLogUseCase.load = { [visit] } } operation: {
            await CommandRunner.run(["visits", "--json"])
        }
        #expect(listed.exitCode == 0, "\(listed.error)")
        #expect(listed.output.contains("from the use case"), "\(listed.output)")
        let stats = await withDependencies { $0.visitLogUseCase.load = { [visit] } } operation: {
            await CommandRunner.run(["stats", "--json"])
        }
        struct Totals: Decodable { var visits: Int; var areas: Int }
        let totals = try JSONDecoder().decode(Totals.self, from: Data(stats.output.utf8))
        #expect((totals.visits, totals.areas) == (1, 1), "\(stats.output)")
    }

    /// An import goes through the use case's sink: one that refuses stores nothing and says why.
    @Test func importStoresThroughTheVisitLogUseCase() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-usecase-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("date,facility_id,name,prefecture,rating,note\n2026-11-01,aist-2711,,,4,first\n".utf8).write(to: file)
        let run = await withDependencies {
            $0.visitLogUseCase.importSink.begin = { _ throws(UserDataError) in throw UserDataError.database("refused by the test") }
        } operation: {
            await CommandRunner.run(["visits", "import", file.path])
        }
        #expect(run.exitCode == 1)
        #expect(run.error.contains("refused by the test"), "\(run.error)")
    }
}
}
