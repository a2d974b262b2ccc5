import Foundation
import TestSupport
import Testing

/// Issue 14: a hostile catalog cannot reach the user's terminal through the command line. Every
/// command's stdout and stderr are checked for escape sequences, C1 controls, BiDi overrides and
/// stray format characters; JSON keeps the data exact, escaped.
@Suite(.serialized, .timeLimit(.minutes(5))) struct HostileOutputTests {
    static let hostileName = "草津\u{1b}]52;c;aGk=\u{07}\u{1b}]0;pwned\u{07}\u{1b}[2J\u{9b}2J\u{202e}txt\u{200d}"

    /// The bundled catalog with 草津 (aist-2711) renamed to `hostileName`, and a second copy whose
    /// prefecture code of that row is hostile (a malformed row whose error message quotes it).
    static func catalogs() throws -> (hostile: URL, malformed: URL) {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        func copy(_ transform: (String) -> String) throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-hostile-\(UUID().uuidString)")
            for folder in ["onsen", "prefectures"] {
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
                for name in try FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent(folder).path) {
                    try FileManager.default.copyItem(at: resources.appendingPathComponent(folder).appendingPathComponent(name),
                                                     to: directory.appendingPathComponent(folder).appendingPathComponent(name))
                }
            }
            let named = directory.appendingPathComponent("onsen/aist_onsen_named.csv")
            let text = try String(contentsOf: named, encoding: .utf8)
            try transform(text).write(to: named, atomically: true, encoding: .utf8)
            return directory
        }
        let hostile = try copy { $0.replacingOccurrences(of: "aist-2711,10,群馬県,草津,", with: "aist-2711,10,群馬県,\"\(hostileName)\",") }
        let malformed = try copy { $0.replacingOccurrences(of: "aist-2711,10,", with: "aist-2711,\"1\u{1b}]0;x\u{07}\u{9b}\",") }
        return (hostile, malformed)
    }

    /// No byte a terminal would obey or hide: ESC, C1 (U+0080–U+009F), BiDi overrides, a ZWJ.
    static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            let v = scalar.value
            return v == 0x1B || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
                || v == 0x200D || v == 0x07
        }
    }

    @Test func noCommandWritesRawControlsAndJSONKeepsTheDataExact() throws {
        let (hostile, malformed) = try Self.catalogs()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-hostile-data-\(UUID().uuidString)")
        defer {
            for url in [hostile, malformed, data] { try? FileManager.default.removeItem(at: url) }
        }
        let common = ["--catalog", hostile.path, "--data-dir", data.path]
        // A visit to the hostile area whose note carries a BiDi override and a ZWJ (control
        // characters are refused at import): the visit log shows both name and note.
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let visitFile = data.appendingPathComponent("visits.csv")
        try "date,facility_id,rating,note\n2026-01-02,aist-2711,3,ok\u{202e}evil\u{200d}x\n".write(to: visitFile, atomically: true, encoding: .utf8)
        #expect(try Spawn.run([TmuxSession.binary, "visits", "import", visitFile.path] + common).status == 0)
        let runs: [[String]] = [
            ["visits"] + common,
            ["visits", "--json"] + common,
            ["visits", "export", "--format", "json"] + common,
            ["search", "草津"] + common,
            ["search", "草津", "--json"] + common,
            ["search", "kusatsu", "--sort", "temp", "--limit", "3"] + common,
            ["catalog", "build", "--force"] + common,
            ["catalog", "build", "--catalog", malformed.path, "--data-dir", data.path],
            ["search", "草津", "--catalog", malformed.path, "--data-dir", data.path],
            ["catalog", "check", "--catalog", malformed.path, "--data-dir", data.path],
        ]
        var sawHostileRow = false
        for arguments in runs {
            let result = try Spawn.run([TmuxSession.binary] + arguments)
            #expect(Self.isSafe(result.output), "stdout of \(arguments): \(result.output.debugDescription)")
            #expect(Self.isSafe(result.error), "stderr of \(arguments): \(result.error.debugDescription)")
            if arguments.contains("--json"), arguments.first == "search" {
                #expect(result.output.contains("\\u009b") && result.output.contains("\\u202e"))
                let decoded = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
                let names = (decoded?["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
                #expect(names.contains(Self.hostileName), "the JSON must carry the name exactly")
                sawHostileRow = true
            }
        }
        #expect(sawHostileRow)
        let visitsJSON = try Spawn.run([TmuxSession.binary, "visits", "--json"] + common).output
        #expect(visitsJSON.contains("ok\\u202eevil\\u200dx"), "the note stays exact, escaped")
        // The malformed row is skipped, not the catalog: `catalog check` names its file and line, with
        // the hostile field made visible, and exits 1.
        let check = try Spawn.run([TmuxSession.binary, "catalog", "check", "--catalog", malformed.path, "--data-dir", data.path])
        #expect(check.status == 1)
        #expect(Self.isSafe(check.output) && Self.isSafe(check.error))
        #expect(check.output.contains("4609 か所、飛ばした行 1 行"))
        #expect(check.output.contains("aist_onsen_named.csv:") && check.output.contains("␛"))
    }

    /// Usage errors quote the arguments; import errors quote the file's fields and name the file;
    /// doctor names a damaged file: all through the sanitiser.
    @Test func argumentsFileNamesAndImportErrorsAreSanitisedToo() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-hostile-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let escape = "\u{1b}]0;pwned\u{07}\u{9b}2J\u{202e}"
        let visits = data.appendingPathComponent("visits\(escape).csv")
        try "date,facility_id,rating,note\n2026-01-02,\(escape),3,x\n".write(to: visits, atomically: true, encoding: .utf8)
        let damagedData = data.appendingPathComponent("damaged")
        try FileManager.default.createDirectory(at: damagedData, withIntermediateDirectories: true)
        try "not a database \(escape)".write(to: damagedData.appendingPathComponent("user.sqlite"), atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            [escape],
            ["search", "--limit", escape, "x"],
            ["open", escape, "--data-dir", data.path],
            ["visits", "import", visits.path, "--data-dir", data.path],
            ["visits", "import", visits.path + "-missing", "--data-dir", data.path],
            ["doctor", "--data-dir", damagedData.path],
            ["favorites", "--data-dir", damagedData.path],
        ]
        for arguments in runs {
            let result = try Spawn.run([TmuxSession.binary] + arguments)
            #expect(result.status != 0, "\(arguments.debugDescription) fails")
            #expect(Self.isSafe(result.output), "stdout of \(arguments.debugDescription): \(result.output.debugDescription)")
            #expect(Self.isSafe(result.error), "stderr of \(arguments.debugDescription): \(result.error.debugDescription)")
            #expect(!(result.output + result.error).isEmpty)
        }
    }
}
