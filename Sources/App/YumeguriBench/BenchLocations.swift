import Foundation
import Repositories
import UseCases
import YumeguriCLI

extension AppOptions {
    /// A data directory of its own for a benchmark or a fuzz run (removed by the caller), unless
    /// `--data-dir` named one.
    func scratchLocation(prefix: String) throws -> (location: CatalogLocation, isScratch: Bool) {
        var location = try location()
        guard dataDir == nil else { return (location, false) }
        location.dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        return (location, true)
    }
}

extension TicketCodeReader {
    /// The runs here type codes, never image paths: reading one says so instead of running zbarimg.
    static let benchUnavailable = TicketCodeReader(
        read: { _ throws(TicketCodeReaderError) in throw .unreadable("no image reader in yumeguri-bench") },
        fileExists: { _ in false })
}
