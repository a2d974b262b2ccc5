import Entities
import Foundation

/// Streams one CSV file row by row through a fixed buffer: the header first, then each row with its
/// line and how far into the file it ended (for progress). A row of another width than the header
/// is not handed on: it is returned with the other bad rows, so one broken line costs one row.
enum CSVFileReader {
    static let chunkSize = 1 << 20

    struct Outcome {
        /// Rows left out: for their width, or as the parser's bad records (see `CSVParser`).
        var badRows: [CatalogError]
        /// `ContentHash` of the bytes read: the file as it was imported, for the catalog's fingerprint.
        var contentHash: UInt64
    }

    /// Calls `onRow` for every data row of the header's width, with `Column`'s columns (those in
    /// `required` must be in the header; the others read as empty when they are not).
    static func read<Column: CSVColumns>(
        _ url: URL, file: String, required: [Column],
        onRow: (CSVRecord<Column>, _ bytesRead: Int, _ totalBytes: Int) throws(CatalogError) -> Void
    ) throws(CatalogError) -> Outcome {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            if !FileManager.default.fileExists(atPath: url.path) { throw .missingFile(path: url.path) }
            throw .dataDirectory(path: url.path, reason: FileProblem.describe(errno: errno))
        }
        defer { try? handle.close() }
        let total = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        var parser = CSVParser(file: file)
        var headerWidth: Int?
        var places = [Int](repeating: -1, count: Column.allCases.count)
        var bytesRead = 0
        var badRows: [CatalogError] = []
        var hash = ContentHash()
        func handleRow(_ fields: CSVFields, _ line: Int) throws(CatalogError) {
            guard let width = headerWidth else {
                let header = CSVHeader.clean(fields.strings)
                headerWidth = header.count
                for column in Column.allCases {
                    if let place = header.firstIndex(of: column.name) {
                        places[column.rawValue] = place
                    } else if required.contains(where: { $0.rawValue == column.rawValue }) {
                        throw .malformed(file: file, line: 1, reason: .missingColumn(column.name))
                    }
                }
                return
            }
            guard fields.count == width else {
                badRows.append(.malformed(file: file, line: line, reason: .fieldCount(expected: width, found: fields.count)))
                return
            }
            try places.withUnsafeBufferPointer { (places) throws(CatalogError) in
                try onRow(CSVRecord(file: file, line: line, fields: fields, places: places), bytesRead, total)
            }
        }
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: chunkSize) ?? Data() } catch {
                throw .dataDirectory(path: url.path, reason: FileProblem.describe(error))
            }
            if chunk.isEmpty { break }
            bytesRead += chunk.count
            // Data's closure rethrows untyped: carry the row's error out as a value.
            var problem: CatalogError?
            chunk.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                hash.add(bytes)
                do throws(CatalogError) { try parser.feed(bytes, onRow: handleRow) } catch { problem = error }
            }
            if let problem { throw problem }
        }
        if let error = try parser.finish(onRow: handleRow) { throw error }
        if headerWidth == nil { throw .malformed(file: file, line: 1, reason: .emptyFile) }
        return Outcome(badRows: (parser.badRecords + badRows).sorted { $0.line < $1.line }, contentHash: hash.value)
    }
}
