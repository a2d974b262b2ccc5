import Foundation
import Testing
@testable import YumeguriCLI

// In CommandTests: every command suite shares one data directory and the process's live stores, so
// they run one after another, never beside each other.
extension CommandTests {
/// Issue 35: `yumeguri stats` prints the numbers the pictures of the record draw, from the real
/// bundled catalog and a user database of its own.
@Suite(.serialized) struct StatsCommandTests {
    @Test func statsCountsTheLogByYearMonthPrefectureAndSpringType() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-stats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathExtension("csv")
        defer { try? FileManager.default.removeItem(at: file) }
        // 草津 (群馬, 酸性泉) twice, 別府/鉄輪 (大分) once in 2025; 道後温泉 (愛媛) in 2024.
        try "date,facility_id,rating,note\n2025-01-02,aist-2711,4,a\n2025-08-10,aist-2711,5,b\n2025-03-04,aist-7154,4,\n2024-05-06,aist-6653,3,\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let imported = await CommandRunner.run(["visits", "import", file.path], dataDirectory: directory)
        #expect(imported.exitCode == 0, "\(imported.error)")

        let all = await CommandRunner.run(["stats", "--json"], dataDirectory: directory)
        #expect(all.exitCode == 0, "\(all.error)")
        struct Report: Decodable {
            struct Month: Decodable { var month: Int; var visits: Int }
            struct Place: Decodable { var code: String; var name: String; var visits: Int; var areas: Int }
            struct SpringType: Decodable { var type: String; var areas: Int; var visits: Int }
            struct Year: Decodable { var year: Int; var visits: Int }
            var year: Int?
            var visits, areas, prefectures, totalPrefectures, springTypes, totalSpringTypes, unknownAreas: Int
            var byMonth: [Month]
            var byPrefecture: [Place]
            var bySpringType: [SpringType]
            var years: [Year]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(all.output.utf8))
        #expect(report.year == nil && report.visits == 4 && report.areas == 3 && report.prefectures == 3 && report.totalPrefectures == 47)
        #expect(report.byPrefecture.map(\.name) == ["群馬県", "愛媛県", "大分県"] && report.byPrefecture[0].visits == 2 && report.byPrefecture[0].areas == 1)
        #expect(report.years.map(\.year) == [2024, 2025] && report.years.map(\.visits) == [1, 3])
        #expect(report.byMonth.count == 12 && report.byMonth[0].visits == 1 && report.byMonth[7].visits == 1)
        #expect(report.totalSpringTypes == 10 && report.bySpringType.count == 10)
        #expect(report.bySpringType.first { $0.type == "酸性泉" }?.visits == 2)

        let year = await CommandRunner.run(["stats", "--year", "2024"], dataDirectory: directory)
        #expect(year.exitCode == 0)
        #expect(year.output.contains("湯めぐりの記録 2024年"), "\(year.output)")
        #expect(year.output.contains("訪問 1 回 · 1 か所 · 都道府県 1/47"), "\(year.output)")
        #expect(year.output.contains("5月 1"), "\(year.output)")

        let bad = await CommandRunner.run(["stats", "--year", "24"], dataDirectory: directory)
        #expect(bad.exitCode != 0 && bad.error.contains("--year は 1900 から 9999 までの年です"), "\(bad.error)")
    }
}
}
