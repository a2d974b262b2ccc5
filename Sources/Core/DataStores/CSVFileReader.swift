import Entities
import Foundation

/// Streams one CSV file row by row through a fixed buffer: the header first, then each row with its
/// line and how far into the file it ended (for progress). A row of another width than the header
/// is not handed on: it is returned with the other bad rows, so one broken line costs one row.
enum CSVFileReader {
    static let chunkSize = 1 << 20

    /// Calls `onRow` for every data row of the header's width; `columns` names the columns `onRow`
    /// will look up. Returns the rows left out for their width.
    @discardableResult
    static func read(
        _ url: URL, file: String, columns names: [String],
        onRow: (CSVRow, _ bytesRead: Int, _ totalBytes: Int) throws(CatalogError) -> Void
    ) throws(CatalogError) -> [CatalogError] {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            if !FileManager.default.fileExists(atPath: url.path) { throw .missingFile(path: url.path) }
            throw .dataDirectory(path: url.path, reason: FileProblem.describe(errno: errno))
        }
        defer { try? handle.close() }
        let total = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        var parser = CSVParser(file: file)
        var header: [String]?
        var columns: [String: Int] = [:]
        var bytesRead = 0
        var badRows: [CatalogError] = []
        func handleRow(_ fields: [String], _ line: Int) throws(CatalogError) {
            guard header != nil else {
                let cleaned = CSVHeader.clean(fields)
                header = cleaned
                columns = try CSVHeader.columns(names, in: cleaned, file: file)
                return
            }
            if let problem = CSVHeader.widthProblem(fields, header: header ?? [], file: file, line: line) {
                badRows.append(problem)
                return
            }
            try onRow(CSVRow(file: file, fields: fields, line: line, columns: columns), bytesRead, total)
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
                do throws(CatalogError) { try parser.feed(bytes, onRow: handleRow) } catch { problem = error }
            }
            if let problem { throw problem }
        }
        if let error = try parser.finish(onRow: handleRow) { throw error }
        if header == nil { throw .malformed(file: file, line: 1, reason: "empty file, expected a header row") }
        return badRows
    }
}
