import Foundation
import Settings
import TerminalKit
import Testing

/// Issue 34.8: what reaches the TOML parser is bounded (size, dotted parts, nesting), and every
/// refusal is a plain message that never quotes a huge value whole.
@Suite struct ConfigLimitsTests {
    func error(_ text: String) -> ConfigError? {
        do {
            _ = try ConfigFile.parse(text, path: "/c/config.toml", tables: ConfigFileTests.tables)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDeepTableHeaderIsRefusedBeforeParsing() throws {
        let header = "[" + Array(repeating: "a", count: 33).joined(separator: ".") + "]\n"
        let found = try #require(error("theme = \"dark\"\n" + header))
        #expect(found == .syntax(path: "/c/config.toml", line: 2, column: 1,
                                 message: "a key of more than 32 dotted parts (refused before parsing)"))
        // The attack itself: 30,000 levels overflowed toml++'s stack.
        let attack = "[" + Array(repeating: "a", count: 30_000).joined(separator: ".") + "]\n"
        #expect(error(attack)?.description.contains("more than 32 dotted parts") == true)
    }

    @Test func aLongDottedKeyIsRefused() throws {
        let key = Array(repeating: "k", count: 60_000).joined(separator: ".") + " = 1\n"
        #expect(error(key)?.description.contains("more than 32 dotted parts") == true)
        let inline = "keys = { " + Array(repeating: "k", count: 40).joined(separator: ".") + " = 1 }\n"
        #expect(error(inline)?.description.contains("more than 32 dotted parts") == true)
    }

    @Test func deepArraysAndInlineTablesAreRefused() throws {
        let arrays = "a = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        #expect(error(arrays)?.description.contains("nested more than 32 deep") == true)
        let tables = "a = " + String(repeating: "{ b = ", count: 40) + "1" + String(repeating: " }", count: 40) + "\n"
        #expect(error(tables)?.description.contains("nested more than 32 deep") == true)
    }

    /// Dots and brackets inside strings and comments, arrays of tables, floats and dates are not
    /// mistaken for depth; the whole default config passes.
    @Test func ordinaryFilesPassTheScan() throws {
        let dots = Array(repeating: "x", count: 50).joined(separator: ".")
        let text = """
            # a comment with \(dots) and [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
            theme = "\(dots)[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{"
            ascii = false
            """
        #expect(ConfigLimits.violation(in: text) == nil)
        #expect(ConfigLimits.violation(in: "a = '''\n\(dots)\n'''\nb = \"\"\"\n\(dots) \\\" \"\"\"\n[[x.y]]\nz = 1.5\nd = 1979-05-27T07:32:00.999Z\n") == nil)
        let defaults = ConfigFile.defaultText(tables: ConfigFileTests.tables)
        #expect(ConfigLimits.violation(in: defaults) == nil)
    }

    @Test func aHugeValueIsNeverQuotedWhole() throws {
        let value = String(repeating: "x", count: 200_000)
        let found = try #require(error("theme = \"\(value)\"\n"))
        #expect(found.description.count < 400, "\(found.description.count) characters")
        #expect(found.description.contains("bytes)"))
    }

    @Test func filesThatAreNotConfigsGetPlainWords() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func reason(_ url: URL) -> String {
            do {
                _ = try ConfigFile.load(url, tables: ConfigFileTests.tables)
                return "loaded"
            } catch {
                return error.description
            }
        }
        let folder = root.appendingPathComponent("folder.toml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(reason(folder).hasSuffix("it is a folder, not a file (the config is a file named config.toml)"), "\(reason(folder))")

        let loop = root.appendingPathComponent("loop.toml")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop2.toml")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop2.toml").path, withDestinationPath: "loop.toml")
        #expect(reason(loop).contains("a symbolic link in a loop"), "\(reason(loop))")

        let dangling = root.appendingPathComponent("dangling.toml")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "missing.toml")
        #expect(reason(dangling).contains("to something that does not exist"), "\(reason(dangling))")

        let fifo = root.appendingPathComponent("fifo.toml")
        mkfifo(fifo.path, 0o600)
        #expect(reason(fifo).contains("not a regular file"), "\(reason(fifo))")

        let big = root.appendingPathComponent("big.toml")
        try Data(("theme = \"" + String(repeating: "x", count: 300_000) + "\"\n").utf8).write(to: big)
        let bigReason = reason(big)
        #expect(bigReason.contains("may be at most 256 KiB") && bigReason.count < 300, "\(bigReason)")

        #expect(reason(root.appendingPathComponent("none.toml")) == "loaded", "no file is no config, as before")
    }
}
