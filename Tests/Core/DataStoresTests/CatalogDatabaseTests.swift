import Entities
import Foundation
import GRDB
import Localization
import Testing
@testable import DataStores

@Suite struct CatalogDatabaseTests {
    @Test func buildsOnFirstOpenAndReusesAfterwards() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let first = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(first.wasBuilt)
        let rows = try await first.listings()
        #expect(rows.map(\.id) == ["aist-2711", "aist-7154"])
        #expect(rows.first?.prefectureName == "群馬県")
        #expect(rows.first?.regionName == "関東")
        let second = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(!second.wasBuilt)
    }

    /// The catalog is read through once and then looked up by id: its connection keeps a small page
    /// cache (issue 24), not SQLite's 2 MB default, which held the whole bundled catalog in memory.
    @Test func theCatalogConnectionKeepsASmallPageCache() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        for database in [try CatalogDatabase.open(dataDirectory: fixture.data, files: files),
                         try CatalogDatabase.open(dataDirectory: fixture.data, files: files)] {
            let cacheSize = try await database.readAsync { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
            #expect(cacheSize == -256, "built \(database.wasBuilt)")
        }
    }

    /// Issue 14: a killed build's temp file goes at the next start; a running build's stays.
    @Test func abandonedBuildFilesAreRemovedAtStart() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.data, withIntermediateDirectories: true)
        // No process can have this pid (it is above any pid_max), so its build was killed.
        let abandoned = fixture.data.appendingPathComponent("catalog.sqlite.999999999.12345.tmp")
        let running = fixture.data.appendingPathComponent("catalog.sqlite.\(getpid()).54321.tmp")
        for url in [abandoned, running] { try Data("x".utf8).write(to: url) }
        _ = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
    }

    @Test func rebuildsWhenTheDataChanges() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        _ = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        let oneRow = CatalogFixture.named.split(separator: "\n").prefix(2).joined(separator: "\n")
        try fixture.write("onsen/aist_onsen_named.csv", oneRow)
        let reopened = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(reopened.wasBuilt)
        #expect(try await reopened.listings().count == 1)
    }

    @Test func aStartTrustsTheFilesStatAndHashesOnlyWhenOneWasTouched() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        #expect(try CatalogDatabase.open(dataDirectory: fixture.data, files: files).check == .built)
        #expect(try CatalogDatabase.open(dataDirectory: fixture.data, files: files).check == .unchangedStat)
        // Touched (a copy, a checkout): the same bytes hash as before, once; then stat is enough again.
        let touched = fixture.source.appendingPathComponent("prefectures/regions.csv")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: touched.path)
        #expect(try CatalogDatabase.open(dataDirectory: fixture.data, files: files).check == .unchangedContents)
        #expect(try CatalogDatabase.open(dataDirectory: fixture.data, files: files).check == .unchangedStat)
    }

    @Test func aChangeThatKeepsTheSizeIsStillNoticed() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        _ = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        let renamed = CatalogFixture.named.replacingOccurrences(of: "草津", with: "草水")
        #expect(renamed.utf8.count == CatalogFixture.named.utf8.count && renamed != CatalogFixture.named)
        try fixture.write("onsen/aist_onsen_named.csv", renamed)
        let reopened = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(reopened.check == .built)
        #expect(try await reopened.listings().contains { $0.name == "草水" })
    }

    @Test func aCatalogBuiltBeforeSignaturesIsCheckedByContentsNotRebuilt() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let built = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        let queue = try DatabaseQueue(path: built.path)
        try queue.write { db in try db.execute(sql: "DELETE FROM meta WHERE key = 'stat'") }
        try queue.close()
        #expect(try CatalogDatabase.open(dataDirectory: fixture.data, files: files).check == .unchangedContents)
    }

    @Test func dataDirectoryIsPrivate() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let dirMode = try FileManager.default.attributesOfItem(atPath: fixture.data.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: database.path)[.posixPermissions] as? Int
        #expect(dirMode == 0o700)
        #expect(fileMode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.data.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func membersAndQuotedFieldsAreStored() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let bundle = try #require(try await database.facility(id: "aist-2711"))
        #expect(bundle.members.map(\.id) == ["aist-2711", "aist-2712"])
        #expect(bundle.members.last?.senshitsu == "酸性含S,Fe")
        #expect(bundle.facility.memberIds == "aist-2711 aist-2712")
        #expect(try await database.facility(id: "aist-9999") == nil)
        let nearby = try await database.nearby(id: "aist-2711", limit: 5)
        #expect(nearby.map(\.id) == ["aist-7154"])
    }

    /// A named area whose only member is the source area of the same id stores no member list;
    /// the detail still lists that one member.
    @Test func aLoneMemberOfTheSameIdIsImpliedAndStillListed() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let bundle = try #require(try await database.facility(id: "aist-7154"))
        #expect(bundle.facility.memberIds == nil)
        #expect(bundle.members.map(\.id) == ["aist-7154"])
        #expect(bundle.members.first?.repSource == "国東荘")
    }

    /// Members other than itself, a member named twice (kept once, in its first place), and a lone
    /// member of another id are stored as listed.
    @Test func otherMembersAreStoredInOrderOnce() async throws {
        let named = CatalogFixture.named
            .replacingOccurrences(of: "aist-2711 aist-2712", with: "aist-2712 aist-2711 aist-2712")
            .replacingOccurrences(of: ",aist-7154,べっぷ", with: ",aist-2711,べっぷ")
        let fixture = try CatalogFixture(named: named)
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        #expect(try await database.facility(id: "aist-2711")?.members.map(\.id) == ["aist-2712", "aist-2711"])
        #expect(try await database.facility(id: "aist-7154")?.members.map(\.id) == ["aist-2711"])
        #expect(CatalogImport.storedMemberIds([], of: "aist-1") == "")
        #expect(CatalogImport.storedMemberIds(["aist-1"], of: "aist-1") == nil)
        #expect(CatalogImport.storedMemberIds(["aist-1", "aist-1"], of: "aist-1") == "aist-1")
    }

    /// The fingerprint a build stores (hashed as the files were imported) is the one a later start
    /// computes from the files: a touched but unchanged catalog is not rebuilt.
    @Test func theBuildsFingerprintMatchesTheFiles() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write(CatalogSourceFiles.aliasesPath, "alias,alias_reading,named_ids\n草津温泉,くさつおんせん,aist-2711")
        let files = CatalogSourceFiles(directory: fixture.source)
        let built = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(try built.meta("fingerprint") == files.fingerprint())
        #expect(try built.meta("schema") == "\(CatalogSchema.version)")
    }

    /// The tables a catalog of schema 5 has, and no secondary index (none is read).
    @Test func theCatalogHasNoIndexNoQueryUses() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let built = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let queue = try DatabaseQueue(path: built.path)
        defer { try? queue.close() }
        let (tables, indexes) = try queue.read { db in
            (try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
             try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"))
        }
        #expect(tables == ["capital", "facility", "facilityAlias", "meta", "prefecture", "region", "sourceArea"])
        #expect(indexes.isEmpty)
    }

    /// Issue 14: a bad row is skipped and reported with its file and line; the good rows stay.
    @Test func aBadRowIsSkippedAndReportedAndTheRestIsKept() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let bad = CatalogFixture.named.replacingOccurrences(of: "33.3148", with: "north")
        try fixture.write("onsen/aist_onsen_named.csv", bad)
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(try await database.listings().map(\.id) == ["aist-2711"])
        let (count, report) = database.skippedRows()
        #expect(count == 1)
        #expect(report == [.malformed(file: "onsen/aist_onsen_named.csv", line: 3, reason: .notANumber(field: "lat", value: "north"))])
        #expect(AppLanguage.$scoped.withValue(.en) { report.map(\.description) } == ["onsen/aist_onsen_named.csv:3: 'lat' is not a number: north"])
        #expect(AppLanguage.$scoped.withValue(.ja) { report.map(\.description) } == ["onsen/aist_onsen_named.csv:3: 「lat」が数ではありません: north"])
    }

    /// Ten kinds of bad rows; every good row is kept and every bad one reported.
    @Test func tenKindsOfBadRowsKeepEveryGoodRow() async throws {
        let header = CatalogFixture.named.split(separator: "\n").map(String.init)
        func row(_ id: String, pref: String = "10", name: String = "テスト", lat: String = "36.6", temp: String = "40",
                 ph: String = "7", year: String = "1990", sources: String = "1", members: String? = nil) -> String {
            "\(id),\(pref),群馬県,\(name),,\(lat),138.5,\(sources),\(temp),温泉,\(ph),中性,\(year),,\(members ?? "aist-2711"),てすと,Tesuto,kana"
        }
        let bad = [
            row("aist-9001", lat: "north"),                 // not a number
            row("aist-9002", pref: "99"),                   // unknown prefecture
            row("", name: "名無し"),                          // empty id
            row("aist-2711"),                               // duplicate id
            row("aist-9005", temp: "1e308"),                // temperature out of range
            row("aist-9006", ph: "-1e308"),                 // pH out of range
            row("aist-9007", year: "99999999999"),          // year out of range
            row("aist-9008", sources: "0"),                 // no sources
            row("aist-9009", members: "aist-0000"),         // unknown member
            row("aist-9010", name: ""),                     // empty name
        ]
        let good = [row("aist-9100"), row("aist-9101", temp: "-5", ph: "0", year: "1900")]
        let named = (header + [bad[0], good[0]] + bad.dropFirst() + [good[1]]).joined(separator: "\n")
        let fixture = try CatalogFixture(named: named)
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let ids = try await database.listings().map(\.id)
        #expect(Set(ids) == ["aist-2711", "aist-7154", "aist-9100", "aist-9101"])
        let (count, problems) = database.skippedRows()
        let report = AppLanguage.$scoped.withValue(.en) { problems.map(\.description) }
        #expect(count == bad.count)
        #expect(report.count == bad.count)
        #expect(report.allSatisfy { $0.hasPrefix("onsen/aist_onsen_named.csv:") })
        #expect(report.contains { $0.contains("'max_temp_c' 1e308 is outside") })
        #expect(report.contains { $0.contains("'year' 99999999999 is outside") })
    }

    /// A row with a field too many or too few (a stray comma, a cut line) is one bad row in the
    /// onsen files and the aliases, never the whole catalog; in the reference data it still is.
    @Test func aRowOfTheWrongWidthIsSkippedNotTheCatalog() async throws {
        let named = CatalogFixture.named + "\naist-9001,10,群馬県,余分,,36.6,138.5,1,40,温泉,7,中性,1990,,extra,aist-2711,てすと,Tesuto,kana"
        let areas = CatalogFixture.areas + "\naist-9002,10,群馬県,短い"
        let fixture = try CatalogFixture(named: named, areas: areas)
        defer { fixture.remove() }
        try fixture.write(CatalogSourceFiles.aliasesPath, "alias,alias_reading,named_ids\n草津温泉,くさつおんせん,aist-2711\n別府,べっぷ,aist-7154,extra")
        let files = CatalogSourceFiles(directory: fixture.source)
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(Set(try await database.listings().map(\.id)) == ["aist-2711", "aist-7154"])
        #expect(try await database.aliases()["aist-2711"]?.map(\.alias) == ["草津温泉"])
        let (count, problems) = database.skippedRows()
        let report = AppLanguage.$scoped.withValue(.en) { problems.map(\.description) }
        #expect(count == 3)
        #expect(Set(report) == [
            "onsen/aist_onsen_named.csv:4: expected 18 fields, found 19",
            "onsen/aist_onsen_areas.csv:5: expected 19 fields, found 4",
            "\(CatalogSourceFiles.aliasesPath):3: expected 3 fields, found 4",
        ])
        try fixture.write("prefectures/prefectures.csv", CatalogFixture.prefectures + "\n99,余分")
        #expect(throws: CatalogError.self) { try CatalogDatabase.open(dataDirectory: fixture.data, files: files, rebuild: true) }
    }

    @Test func unknownMemberSkipsTheRowAndAMissingFileIsAClearError() throws {
        let fixture = try CatalogFixture(named: CatalogFixture.named.replacingOccurrences(of: "aist-2711 aist-2712", with: "aist-2711 aist-0000"))
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(database.skippedRows().report == [.malformed(file: "onsen/aist_onsen_named.csv", line: 2, reason: .memberNotInAreas("aist-0000"))])
        try FileManager.default.removeItem(at: fixture.source.appendingPathComponent("prefectures/regions.csv"))
        #expect(throws: CatalogError.missingFile(path: fixture.source.appendingPathComponent("prefectures/regions.csv").path)) {
            try CatalogDatabase.open(dataDirectory: fixture.data, files: files, rebuild: true)
        }
    }

    @Test func bundledCatalogImportsEveryRow() async throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-bundled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let database = try CatalogDatabase.open(dataDirectory: data, files: CatalogSourceFiles(directory: resources))
        let named = try String(contentsOf: resources.appendingPathComponent("onsen/aist_onsen_named.csv"), encoding: .utf8)
        let expected = named.split(separator: "\n").count - 1
        let rows = try await database.listings()
        #expect(rows.count == expected)
        let kusatsu = try #require(rows.first { $0.id == "aist-2711" })
        #expect(kusatsu.name == "草津" && kusatsu.prefectureName == "群馬県" && kusatsu.readingHira == "くさつ")
    }
}

@Suite struct CSVTableTests {
    /// Fed at every split into two chunks, a file gives the same rows and lines: quotes, doubled
    /// quotes, CRs and newlines inside quotes may fall on either side of a chunk's end.
    @Test func rowsDoNotDependOnWhereChunksEnd() {
        let text = "a,b,c\r\n1,\"x,\"\"y\"\"\",z\n2,\"multi\r\nline\",\n\n3,,\"\"\nq\"r,\"\",s"
        let bytes = Array(text.utf8)
        func parse(splitAt split: Int) -> [[String]] {
            var parser = CSVParser(file: "t.csv")
            var rows: [[String]] = []
            let collect = { (row: [String], line: Int) in rows.append(row + ["@\(line)"]) }
            bytes[..<split].withUnsafeBytes { parser.feed($0, onRow: collect) }
            bytes[split...].withUnsafeBytes { parser.feed($0, onRow: collect) }
            #expect(parser.finish(onRow: collect) == nil)
            return rows
        }
        let whole = parse(splitAt: 0)
        #expect(whole == [["a", "b", "c", "@1"], ["1", "x,\"y\"", "z", "@2"], ["2", "multi\r\nline", "", "@3"],
                          ["3", "", "", "@6"], ["q\"r", "", "s", "@7"]])
        for split in 1...bytes.count { #expect(parse(splitAt: split) == whole) }
    }

    /// Numbers read straight from bytes are exactly what the standard library reads, and whatever
    /// it would not read is left to it.
    @Test func numbersReadFromBytesMatchTheStandardLibrary() {
        let spellings = ["0", "-0", "7", "42", "-5", "36.6211", "-138.5754", "100.4", "0.1", "2.675", "95",
                         "123456789012345", "1234567890123456", "9007199254740993", "0.000001", "1e5", "+5", "5.",
                         ".5", "-", "1.2.3", "abc", "1_000", "99999999999", "999999999999999999", "9999999999999999999"]
        for spelling in spellings {
            let bytes = Array(spelling.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                if let fast = CSVNumber.simpleDouble(buffer) {
                    #expect(fast.bitPattern == Double(spelling)?.bitPattern, "\(spelling)")
                }
                if let fast = CSVNumber.simpleInt(buffer) {
                    #expect(fast == Int(spelling), "\(spelling)")
                }
            }
        }
        #expect(["36.6211", "-0", "95"].allSatisfy { s in Array(s.utf8).withUnsafeBufferPointer { CSVNumber.simpleDouble($0) != nil } })
        #expect(["1e5", "+5", "5.", ".5", "-"].allSatisfy { s in Array(s.utf8).withUnsafeBufferPointer { CSVNumber.simpleDouble($0) == nil } })
    }

    /// The content hash does not depend on how the bytes were split into chunks, and it tells
    /// apart files that differ in one byte or in length.
    @Test func contentHashIgnoresChunkingAndSeesEveryByte() {
        let bytes = Array("id,name\nsyn-0000001,亀鹿の湯\nsyn-0000002,小峰\n".utf8)
        func hash(_ parts: [ArraySlice<UInt8>]) -> UInt64 {
            var hash = ContentHash()
            for part in parts { part.withUnsafeBytes { hash.add($0) } }
            return hash.value
        }
        let whole = hash([bytes[...]])
        for split in 0...bytes.count {
            for second in split...bytes.count {
                #expect(hash([bytes[..<split], bytes[split..<second], bytes[second...]]) == whole)
            }
        }
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(hash([changed[...]]) != whole)
        }
        #expect(hash([bytes.dropLast()]) != whole)
        #expect(hash([(bytes + [0])[...]]) != whole)
    }

    @Test func quotesCommasAndNewlines() throws {
        let table = try CSVTable(file: "t.csv", text: "a,b\r\n1,\"x,\"\"y\"\"\"\n2,\"multi\nline\"\n3,\n")
        #expect(table.rows == [["1", "x,\"y\""], ["2", "multi\nline"], ["3", ""]])
        #expect(table.lines == [2, 3, 5])
    }

    @Test func wrongFieldCountAndUnterminatedQuote() {
        #expect(throws: CatalogError.malformed(file: "t.csv", line: 3, reason: .fieldCount(expected: 2, found: 3))) {
            try CSVTable(file: "t.csv", text: "a,b\n1,2\n1,2,3\n")
        }
        #expect(throws: CatalogError.malformed(file: "t.csv", line: 2, reason: .quoteNotClosed)) {
            try CSVTable(file: "t.csv", text: "a,b\n1,\"open\n")
        }
    }
}

/// Issue 24: `catalog build --force` recreated the catalog without its first page but kept the
/// index file beside it, which was then found (same files, same identity) and never stored with
/// a page again: every warm start drew the loading screen until the whole catalog was read.
@Suite struct ForcedRebuildTests {
    @Test func aForcedRebuildDropsTheIndexWithTheFirstPage() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let built = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        let index = try built.searchIndexFile(key: "search-test")
        try Data("index".utf8).write(to: URL(fileURLWithPath: index.path))
        try built.storeFirstPage(["aist-2711"], key: "search-test")
        #expect(try await built.firstPage(key: "search-test").count == 1)

        let rebuilt = try CatalogDatabase.open(dataDirectory: fixture.data, files: files, rebuild: true)
        #expect(try await rebuilt.firstPage(key: "search-test").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: index.path), "an index without its first page is made again, with it")
        // An unforced open that finds the catalog current keeps both.
        try Data("index".utf8).write(to: URL(fileURLWithPath: index.path))
        _ = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        #expect(FileManager.default.fileExists(atPath: index.path))
    }
}
