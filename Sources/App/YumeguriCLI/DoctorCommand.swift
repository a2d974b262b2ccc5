import ArgumentParser
import Dependencies
import Entities
import Foundation
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

    @OptionGroup var options: AppOptions

    func run() async throws {
        umask(0o077)
        let location = try options.location()
        @Dependency(\.dataDirectoryCheck) var doctor
        let report = await doctor.examine(location)
        let path = report.userDatabasePath
        CLIOutput.line("data directory: \(location.dataDirectory.path)")
        var problem: UserDataError?
        var plansUnreadable = false
        switch report.userDatabase {
        case .success(.missing): CLIOutput.line("user database: none yet (made at the first favourite, visit or account)")
        case .success(.healthy(let applied, let known, let bytes)):
            let size = ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
            CLIOutput.line("user database: ok (integrity check passed; schema steps \(applied) of \(known), \(size))")
            plansUnreadable = await StoredPlanReport.examine(location)
        case .failure(let error):
            problem = error
            CLIOutput.line("user database: \(error.description)")
        }
        let key = location.issuerKeyFile.path
        var keyMissing = false
        switch report.issuerKey {
        case .ok: CLIOutput.line("ticket signing key: ok (0600)")
        case .readableByOthers(let mode): CLIOutput.line("ticket signing key: " + String(format: "readable by others (mode %o): chmod 600 %@", mode, key))
        case .missing(let codes):
            CLIOutput.line("ticket signing key: missing (\(key)), but \(codes) tickets and passes were signed with it; "
                + "restore the file from a backup (64 hex digits, chmod 600) — no new key is made")
            keyMissing = true
        case .notNeeded: break
        }
        let leftovers = report.temporaryFiles
        if !leftovers.isEmpty {
            CLIOutput.line("temporary files: \(leftovers.count) (\(leftovers.joined(separator: ", "))); those of finished processes are removed at the next start")
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
            CLIOutput.line("run `yumeguri doctor --repair` to keep a copy and rebuild it from every readable row")
            throw ExitCode(1)
        }
        let repaired: UserDatabaseRepairReport
        do {
            repaired = try await doctor.repair(location)
        } catch {
            CLIOutput.error("repair failed, nothing was replaced: \(error.description)")
            throw ExitCode(1)
        }
        CLIOutput.line("kept a copy: " + (repaired.copies.isEmpty ? "(nothing to copy)" : repaired.copies.joined(separator: ", ")))
        if repaired.tables.allSatisfy(\.missing) {
            CLIOutput.line("nothing in the old file could be read; the new database is empty")
        }
        for table in repaired.tables where table.kept > 0 || !table.unreadable.isEmpty || (table.missing && !repaired.tables.allSatisfy(\.missing)) {
            var line = "  \(table.table): \(table.kept) rows kept"
            if table.missing { line += "; the table could not be read" }
            if !table.unreadable.isEmpty {
                let ranges = table.unreadable.map { $0.upperBound == Int64.max ? "\($0.lowerBound)…" : "\($0.lowerBound)–\($0.upperBound)" }
                line += "; unreadable row ids \(ranges.joined(separator: ", "))"
            }
            CLIOutput.line(line)
        }
        CLIOutput.line("user database rebuilt: \(path)")
    }
}
