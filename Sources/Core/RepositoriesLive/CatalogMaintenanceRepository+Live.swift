import DataStores
import Dependencies
import Entities
import Foundation
import Repositories

extension CatalogMaintenanceRepository: DependencyKey {
    public static var liveValue: CatalogMaintenanceRepository {
        CatalogMaintenanceRepository(
            open: { location, rebuild, progress throws(CatalogError) in
                let files = CatalogSourceFiles(directory: location.sourceDirectory)
                let database = try CatalogDatabase.open(
                    dataDirectory: location.dataDirectory, files: files,
                    fileName: CatalogDatabase.defaultFileName(for: files, bundled: location.isBundled),
                    rebuild: rebuild, progress: progress)
                let skipped = database.skippedRows()
                return CatalogDatabaseSummary(
                    path: database.path, wasBuilt: database.wasBuilt, areaCount: (try? database.facilityCount()) ?? 0,
                    skippedRows: skipped.count, skippedReport: skipped.report)
            },
            writeSynthetic: { count, directory, basedOn throws(CatalogError) in
                try SyntheticCatalog.write(count: count, to: directory, basedOn: CatalogSourceFiles(directory: basedOn))
            })
    }
}
