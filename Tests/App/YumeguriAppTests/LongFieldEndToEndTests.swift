import Foundation
import Testing
import TestSupport

/// Issue 34.6 in tmux: a catalog whose named-area file has a 10 MB name starts the app without
/// that row (the first frame counts 4609 of the file's 4610 areas, and no frame measures the
/// name), and a SIGTERM with the list up ends it as 143 with the terminal given back.
@Suite(.timeLimit(.minutes(5))) struct LongFieldEndToEndTests {
    @Test func aTenMegabyteNameIsLeftOutAndTheAppAnswersASignal() throws {
        let tmux = try TmuxSession()
        let catalog = tmux.dataDirectory.appendingPathComponent("catalog")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        try FileManager.default.copyItem(at: source.appendingPathComponent("onsen"), to: catalog.appendingPathComponent("onsen"))
        try FileManager.default.copyItem(at: source.appendingPathComponent("prefectures"), to: catalog.appendingPathComponent("prefectures"))
        let named = catalog.appendingPathComponent("onsen/aist_onsen_named.csv")
        var lines = try String(contentsOf: named, encoding: .utf8).components(separatedBy: "\n")
        let column = try #require(lines[0].components(separatedBy: ",").firstIndex(of: "onsen_name"))
        var row = lines[5].components(separatedBy: ",")
        row[column] = String(repeating: "長", count: 3_500_000)
        lines[5] = row.joined(separator: ",")
        try lines.joined(separator: "\n").write(to: named, atomically: true, encoding: .utf8)

        try tmux.startShell(width: 100, height: 30)
        try tmux.launch("--catalog \(catalog.path)")
        try tmux.waitFor(all: ["件 / 4609"], none: ["長長長"], timeout: .seconds(60))
        let shell = try tmux.format("#{pane_pid}")
        let app = try #require(try Spawn.run(["pgrep", "-P", shell]).output.split(separator: "\n").first.map(String.init))
        _ = try Spawn.run(["kill", "-TERM", app])
        try tmux.waitFor(text: "EXIT=143")
        try tmux.waitForShellPrompt()
    }
}
