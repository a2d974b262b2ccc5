import Entities
import Foundation
import Localization
import Testing
@testable import DataStores

/// Issue 34.6: a field longer than `CSVParser.longestField` refuses its row, reported with its line
/// and the field's name and size; its bytes are not kept while the rest of the file is read.
@Suite struct LongFieldTests {
    @Test(arguments: [4096, 1 << 20])
    func aTenMegabyteNameRefusesItsRowOnly(chunk: Int) throws {
        let name = String(repeating: "湯", count: 3_500_000) // 10.5 MB
        let text = "id,name,note\n1,a,x\n2,\(name),y\n3,\"\(name)\",z\n4,d,w\n"
        var parser = CSVParser(file: "t.csv")
        var ids: [String] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            Array(bytes[start..<min(bytes.count, start + chunk)]).withUnsafeBytes { part in
                parser.feed(part) { (row: [String], _: Int) in ids.append(row[0]) }
            }
            start += chunk
        }
        #expect(parser.finish { (row: [String], _: Int) in ids.append(row[0]) } == nil)
        #expect(ids == ["id", "1", "4"])
        let reasons = AppLanguage.$scoped.withValue(.en) { parser.badRecords.map(\.description) }
        #expect(reasons.count == 2)
        #expect(reasons.first?.contains("t.csv:3") == true && reasons.first?.contains("'name' is 10500000 bytes, more than the 4 KiB") == true,
                "\(reasons)")
        #expect(reasons.last?.contains("t.csv:4") == true, "\(reasons)")
    }

    @Test func aFieldAtTheLimitIsKept() throws {
        let field = String(repeating: "a", count: CSVParser.longestField)
        let table = try CSVTable(file: "t.csv", text: "id,name\n1,\(field)\n")
        #expect(table.rows == [["1", field]])
    }

    @Test func aRecordOfManyFieldsWithinTheirLimitIsStillBounded() throws {
        let fields = Array(repeating: String(repeating: "b", count: 4_000), count: 20).joined(separator: ",")
        let header = (1...20).map { "c\($0)" }.joined(separator: ",")
        let table = try CSVTable(file: "t.csv", bytes: Array("\(header)\n\(fields)\n".utf8), skippingBadRows: true)
        #expect(table.rows.isEmpty)
        #expect(table.badRows.first == .malformed(file: "t.csv", line: 2, reason: .recordTooLong(kibibytes: 64)), "\(table.badRows)")
    }

    /// The catalog build keeps the other rows and reports the refused one with its file and line.
    @Test func theCatalogBuildReportsTheRow() throws {
        let long = String(repeating: "名", count: 3_500_000)
        let named = CatalogFixture.named + "\naist-2712,10,群馬県,\(long),湯畑,36.6225,138.5962,3,55,高温泉,2.1,酸性,1990,,aist-2712,くさつ,Kusatsu,kakasi-auto"
        let fixture = try CatalogFixture(named: named)
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let (count, report) = database.skippedRows()
        #expect(count == 1)
        #expect(report == [.malformed(file: "onsen/aist_onsen_named.csv", line: 4, reason: .fieldTooLong(field: "onsen_name", bytes: 10_500_000, kibibytes: 4))])
        #expect(AppLanguage.$scoped.withValue(.en) { report.map(\.description) }
                == ["onsen/aist_onsen_named.csv:4: 'onsen_name' is 10500000 bytes, more than the 4 KiB a field may hold; the row is left out"])
    }
}
