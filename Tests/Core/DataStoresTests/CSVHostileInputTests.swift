import Entities
import Testing
@testable import DataStores

/// Issue 25.5: one bad record costs that record only, named by its line; values the standard
/// library would read wrongly are refused.
@Suite struct CSVHostileInputTests {
    /// Rows "id,name" with ids 1…n, one line each.
    func rows(_ range: ClosedRange<Int>) -> String { range.map { "\($0),name\($0)\n" }.joined() }

    /// Parses `text` fed in chunks of `chunk` bytes, skipping bad rows.
    func parse(_ text: String, chunk: Int) throws -> (ids: [String], bad: [Int]) {
        var parser = CSVParser(file: "t.csv")
        var ids: [String] = []
        let collect = { (row: [String], _: Int) in ids.append(row[0]) }
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let part = Array(bytes[start..<min(bytes.count, start + chunk)])
            part.withUnsafeBytes { parser.feed($0, onRow: collect) }
            start += chunk
        }
        if let error = parser.finish(onRow: collect) { throw error }
        return (Array(ids.dropFirst()), parser.badRecords.map(\.line))
    }

    @Test(arguments: [1, 7, 1 << 20])
    func aStrayOpeningQuoteCostsOneRow(chunk: Int) throws {
        let text = "id,name\n" + rows(1...3) + "4,\"oops\n" + rows(5...900) + "901,\"quoted, fine\"\n"
        let parsed = try parse(text, chunk: chunk)
        #expect(parsed.bad == [5])
        let expected: [String] = Array(1...3).map { String($0) } + Array(5...901).map { String($0) }
        #expect(parsed.ids == expected)
    }

    @Test(arguments: [1, 5, 1 << 20])
    func anUnterminatedQuoteInTheLastRowCostsThatRow(chunk: Int) throws {
        let parsed = try parse("id,name\n" + rows(1...3) + "4,\"never closed", chunk: chunk)
        #expect(parsed.bad == [5])
        #expect(parsed.ids == ["1", "2", "3"])
        let spanning = try parse("id,name\n" + rows(1...2) + "3,\"open\n" + rows(4...6), chunk: chunk)
        #expect(spanning.bad == [4])
        #expect(spanning.ids == ["1", "2", "4", "5", "6"])
    }

    @Test func aFieldAcrossLinesThatClosesOnItsRecordIsKept() throws {
        let table = try CSVTable(file: "t.csv", text: "id,name\n1,\"two\nlines\"\n2,b\n")
        #expect(table.rows == [["1", "two\nlines"], ["2", "b"]])
        #expect(table.lines == [2, 4])
    }

    @Test func nulAndBadUTF8AreRefusedWithTheirLine() throws {
        var bytes = Array("id,name\n1,a\n".utf8)
        bytes += Array("2,b".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        bytes += Array("3,c".utf8) + [0xE3, 0x81] + Array("\n".utf8)   // a cut sequence
        bytes += Array("4,\u{6E6F}".utf8) + Array("\n".utf8)
        bytes += Array("5,".utf8) + [0x39, 0x00, 0x35] + Array("\n".utf8) // NUL inside a number
        bytes += Array("6,ok\n".utf8)
        let table = try CSVTable(file: "t.csv", bytes: bytes, skippingBadRows: true)
        #expect(table.rows.map { $0[0] } == ["1", "4", "6"])
        #expect(table.badRows.map(\.line) == [3, 4, 6])
        #expect(table.badRows.first.map { if case .malformed(_, _, .notUTF8) = $0 { true } else { false } } == true, "\(table.badRows)")
        #expect(table.badRows.last.map { if case .malformed(_, _, .nulByte) = $0 { true } else { false } } == true, "\(table.badRows)")
        #expect(throws: CatalogError.self) { try CSVTable(file: "t.csv", bytes: bytes) }
    }

    @Test(arguments: ["0x1p3", "0X10", "inf", "nan", "1e-400", "-2e-320", "1,5", " 5", "5\u{0}"])
    func numbersTheLibraryWouldMisreadAreRefused(_ text: String) {
        #expect(throws: CatalogError.self) { try CSVNumber.decimal(text, column: "max_temp", file: "t.csv", line: 9) }
    }

    @Test(arguments: [("1e3", 1000.0), ("+5", 5), ("-0.5", -0.5), ("0", 0), ("0e-400", 0), ("12.25", 12.25)])
    func ordinaryNumbersStillRead(_ text: String, _ value: Double) throws {
        #expect(try CSVNumber.decimal(text, column: "max_temp", file: "t.csv", line: 9) == value)
    }
}
