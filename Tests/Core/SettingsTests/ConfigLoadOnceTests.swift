import Foundation
import Settings
import Testing

/// The start reads the config once: for the language and then for the app's theme and keys.
@Suite struct ConfigLoadOnceTests {
    @Test func aSecondLoadOnceGetsTheFirstReadingWhileLoadReadsTheFileAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-config-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("config.toml")
        try Data("lang = \"en\"\n".utf8).write(to: url)
        #expect(try ConfigFile.loadOnce(url, tables: []).lang == .en)
        try Data("lang = \"ja\"\n".utf8).write(to: url)
        #expect(try ConfigFile.loadOnce(url, tables: []).lang == .en)
        #expect(try ConfigFile.load(url, tables: []).lang == .ja)
    }
}
