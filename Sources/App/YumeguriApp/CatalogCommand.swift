import ArgumentParser
import DataStores
import Entities
import Foundation

struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Manage the catalog database.",
        subcommands: [Build.self]
    )

    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build (or check) the catalog database in the data directory and report how long it took.")

        @OptionGroup var options: AppOptions

        @Flag(name: .long, help: "Rebuild even when the stored catalog is up to date.")
        var force = false

        func run() async throws {
            umask(0o077)
            let location = try options.location()
            let files = CatalogSourceFiles(directory: location.sourceDirectory)
            let clock = ContinuousClock()
            let start = clock.now
            let database: CatalogDatabase
            do {
                database = try CatalogDatabase.open(
                    dataDirectory: location.dataDirectory, files: files,
                    fileName: CatalogDatabase.defaultFileName(for: files, bundled: location.isBundled),
                    rebuild: force)
            } catch {
                FileHandle.standardError.write(Data("yumeguri: \(error.description)\n".utf8))
                throw ExitCode(1)
            }
            let elapsed = clock.now - start
            let millis = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let count = (try? database.facilityCount()) ?? 0
            print("\(database.wasBuilt ? "built" : "up to date"): \(database.path) — \(count) areas in \(String(format: "%.0f", millis)) ms")
        }
    }
}
