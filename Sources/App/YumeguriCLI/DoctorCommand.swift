import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import UseCases

/// `yumeguri doctor [--repair]`: checks the data directory's files and says what is wrong in
/// words; `--repair` keeps a copy of a damaged user database and rebuilds it from what can be read.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the data directory (the user database in full), and repair a damaged user database.",
        discussion: """
            Without --repair nothing is written. With it, a damaged user database is first copied aside \
            (user.sqlite.damaged-DATE, with its -wal and -shm), then rebuilt with the current schema from \
            every row that can still be read, and the report says what could not be. Close other yumeguri \
            windows first: one that keeps running would write to the old file. A database written by a \
            newer version is never repaired.
            """)

    @Flag(help: "Copy a damaged user database aside and rebuild it from every readable row.")
    var repair = false

    @OptionGroup var options: DataOptions

    func run() async throws {
        umask(0o077)
        let location = try options.location()
        @Dependency(\.dataDirectoryCheck) var doctor
        let report = await doctor.examine(location)
        CLIOutput.sentence(CLIText.doctorDataDirectory(location.dataDirectory.path).text)
        let (problem, plansUnreadable) = await Self.describeUserDatabase(report, location: location)
        let keyMissing = Self.describeKey(report.issuerKey, path: location.issuerKeyFile.path)
        let leftovers = report.temporaryFiles
        if !leftovers.isEmpty {
            CLIOutput.sentence(CLIText.doctorTemporaryFiles(count: leftovers.count, names: leftovers.joined(separator: ", ")).text)
        }
        guard let problem else {
            if keyMissing || plansUnreadable { throw ExitCode(1) }
            return
        }
        if case .newerSchema = problem { throw ExitCode(1) }
        // A folder or a file that is no database (a FIFO, a device) is the user's to move, as the
        // message says: a repair would copy and rebuild what is not a database.
        if case .dataDirectory = problem { throw ExitCode(1) }
        guard repair else {
            CLIOutput.sentence(CLIText.doctorRunRepair.text)
            throw ExitCode(1)
        }
        let repaired: UserDatabaseRepairReport
        do {
            repaired = try await doctor.repair(location)
        } catch {
            CLIOutput.error(CLIText.doctorRepairFailed(error.description).text)
            throw ExitCode(1)
        }
        Self.describe(repaired)
        CLIOutput.sentence(CLIText.doctorRebuilt(report.userDatabasePath).text)
    }

    /// Says how the user database is; returns its problem, and whether a stored plan is unreadable.
    private static func describeUserDatabase(_ report: DataDirectoryReport, location: CatalogLocation) async -> (UserDataError?, Bool) {
        switch report.userDatabase {
        case .success(.missing):
            CLIOutput.sentence(CLIText.doctorNoUserDatabase.text)
            return (nil, false)
        case .success(.healthy(let applied, let known, let bytes)):
            let size = ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
            CLIOutput.sentence(CLIText.doctorUserDatabaseOK(applied: applied, known: known, size: size).text)
            return (nil, await StoredPlanReport.examine(location))
        case .failure(let error):
            CLIOutput.sentence(CLIText.doctorUserDatabaseProblem(error.description).text)
            return (error, false)
        }
    }

    /// Says how the issuer's key is; returns whether it is missing while codes need it.
    private static func describeKey(_ key: DataDirectoryReport.IssuerKey, path: String) -> Bool {
        switch key {
        case .ok: CLIOutput.sentence(CLIText.doctorKeyOK.text)
        case .readableByOthers(let mode): CLIOutput.sentence(CLIText.doctorKeyReadableByOthers(mode: String(mode, radix: 8), path: path).text)
        case .missing(let codes):
            CLIOutput.sentence(CLIText.doctorKeyMissing(path: path, codes: codes).text)
            return true
        case .notNeeded: break
        }
        return false
    }

    /// What the rebuild kept of each table, and the copy of the damaged file.
    private static func describe(_ repaired: UserDatabaseRepairReport) {
        CLIOutput.sentence((repaired.copies.isEmpty ? CLIText.doctorNothingToCopy : .doctorKeptCopy(repaired.copies.joined(separator: ", "))).text)
        if repaired.tables.allSatisfy(\.missing) {
            CLIOutput.sentence(CLIText.doctorNothingReadable.text)
        }
        for table in repaired.tables where table.kept > 0 || !table.unreadable.isEmpty || (table.missing && !repaired.tables.allSatisfy(\.missing)) {
            let ranges = table.unreadable.map { $0.upperBound == Int64.max ? "\($0.lowerBound)…" : "\($0.lowerBound)–\($0.upperBound)" }
            let line: CLIText = table.missing ? .doctorTableUnreadable(table: table.table, kept: table.kept)
                : ranges.isEmpty ? .doctorTableKept(table: table.table, kept: table.kept)
                : .doctorTableRowsUnreadable(table: table.table, kept: table.kept, rows: ranges.joined(separator: ", "))
            CLIOutput.line(line.text)
        }
    }
}
