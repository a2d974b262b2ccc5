import Foundation
import Testing
import YumeguriCLI

// In CommandTests: every command suite shares one data directory and the process's live stores, so
// they run one after another, never beside each other.
extension CommandTests {
/// Issue 35: `visits edit` / `visits delete` with ids from `visits --json`, `show ID`, and spring
/// words in `search`, on a data directory of their own.
@Suite(.serialized, .timeLimit(.minutes(5))) struct VisitsAndShowCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-cli-35-\(UUID().uuidString)")

    func run(_ arguments: [String]) async -> CommandRun {
        await CommandRunner.run(arguments, dataDirectory: directory)
    }

    @Test func visitsAreEditedAndDeletedByTheirIds() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathExtension("csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("date,facility_id,name,prefecture,rating,note\n2026-11-01,aist-2711,,,4,first\n2026-11-10,aist-7154,,,3,second\n".utf8)
            .write(to: file)
        #expect(await run(["visits", "import", file.path]).exitCode == 0)
        let listed = await run(["visits", "--json"])
        struct Row: Decodable { var id: Int64; var note: String; var rating: Int; var date: String }
        let rows = try JSONDecoder().decode([Row].self, from: Data(listed.output.utf8))
        let first = try #require(rows.first { $0.note == "first" })
        let edited = await run(["visits", "edit", String(first.id), "--rating", "5", "--note", "湯畑"])
        #expect(edited.exitCode == 0)
        #expect(edited.output.contains("★★★★★"))
        let refused = await run(["visits", "edit", String(first.id), "--date", "2999-01-01"])
        #expect(refused.exitCode == 1)
        #expect(refused.error.contains("未来"))
        #expect(await run(["visits", "edit", String(first.id), "--rating", "0"]).exitCode == 1)
        #expect(await run(["visits", "delete", String(first.id)]).exitCode == 0)
        let missing = await run(["visits", "delete", String(first.id)])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("記録 \(first.id) はありません"))
        let after = try JSONDecoder().decode([Row].self, from: Data(await run(["visits", "--json"]).output.utf8))
        #expect(after.map(\.note) == ["second"])
    }

    @Test func showPrintsTheSpringAsTheStandardSaysAndNotAsAdvice() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = await run(["show", "aist-2711"])
        #expect(text.exitCode == 0)
        #expect(text.output.contains("酸性泉"))
        #expect(text.output.contains("医学的な助言ではありません"))
        #expect(text.output.contains("[見本データ"))
        let json = await run(["show", "aist-2711", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["springCategories"] as? [String] == ["酸性泉"])
        #expect((object["cautions"] as? [Any])?.isEmpty == false)
        #expect((object["nearby"] as? [Any])?.count == 5)
        #expect((await run(["show", "aist-99999"])).exitCode == 1)
        #expect((await run(["show", "../x"])).exitCode == 1)
    }

    @Test func aSpringWordAloneListsItsAreasWithTheStandardsWording() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let acidic = await run(["search", "sansei", "--limit", "1"])
        #expect(acidic.output.contains("酸性泉"))
        #expect(acidic.output.contains("68 か所中 1 か所"))
        let effect = await run(["search", "きりきず", "--json", "--limit", "1"])
        #expect(effect.output.contains("\"springMatch\""))
        #expect(effect.output.contains("医学的な助言ではありません"))
    }
}
}
