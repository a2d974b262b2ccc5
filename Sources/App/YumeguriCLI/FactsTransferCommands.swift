import ArgumentParser
import Entities
import Foundation
import Localization
import TerminalKit
import UseCases

/// `yumeguri facts export [FILE]`: every fact of yours in the facts file format (`FactsFile`).
struct FactsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write your facts to a file (tab-separated, see the README), or to standard output.",
        discussion: "A file is written whole or not at all. The format: a header line 'facilityId<TAB>hours<TAB>priceYen<TAB>note', then one facility per line; an empty field is not given.")

    @Argument(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var file: String?

    @OptionGroup var options: DataOptions

    func run() async throws {
        let context = try await FactsContext.open(options)
        let facts = Array(try await context.snapshot().facts.values)
        let text = FactsFile.export(facts)
        guard let file else { return CLIOutput.data(text) }
        // UserDataContext set umask 077; `.atomic` writes a temporary file and renames it.
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) } catch {
            try UserDataContext.fail(FactsCLIText.cannotWrite(file: TerminalText.sanitized(file), reason: FileProblem.describe(error)).text)
        }
        CLIOutput.sentence(FactsCLIText.exported(count: facts.count, file: TerminalText.sanitized(file)).text)
    }
}

/// `yumeguri facts import FILE`: a facts file's good rows replace those facilities' facts.
struct FactsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Read facts from a file written by export (a group shares its corrections this way).",
        discussion: """
            Each good row replaces your facts for its facility; the others keep theirs. A bad row is reported with \
            its line and skipped: it costs only itself (the command then exits with status 1). The good rows are \
            stored in one transaction: all or none of them. At most 20,000 facilities and 64 MiB per file.
            """)

    @Argument(help: ArgumentHelp("The facts file.", valueName: "file"))
    var file: String

    @OptionGroup var options: DataOptions

    static let problemsShown = 20

    func run() async throws {
        let context = try await FactsContext.open(options)
        let text = try Self.read(file)
        let listings = context.listings
        let known: @Sendable (FacilityID) -> Bool = { listings.position(of: $0) != nil }
        let result: FactsImportResult
        do { result = try await context.useCase.importText(text, known, Date()) } catch {
            try UserDataContext.fail(FactsCLIText.nothingStored(file: TerminalText.sanitized(file), reason: error.description).text)
        }
        for problem in result.problems.prefix(Self.problemsShown) { CLIOutput.error("\(TerminalText.sanitized(file)): \(problem)") }
        if result.problems.count > Self.problemsShown {
            CLIOutput.error(FactsCLIText.moreProblems(result.problems.count - Self.problemsShown).text)
        }
        CLIOutput.sentence(FactsCLIText.imported(result.stored).text)
        if !result.problems.isEmpty {
            try UserDataContext.fail(FactsCLIText.rowsRefused(result.problems.count).text)
        }
    }

    /// The file as UTF-8 text, refused when it is not a regular file, too big, or not UTF-8.
    static func read(_ path: String) throws(CommandFailure) -> String {
        let shown = TerminalText.sanitized(path)
        let url = URL(fileURLWithPath: path)
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) else {
            try UserDataContext.fail(FactsCLIText.noSuchFile(shown).text)
        }
        guard values.isRegularFile == true else { try UserDataContext.fail(FactsCLIText.notRegularFile(shown).text) }
        guard (values.fileSize ?? 0) <= FactsFile.maximumBytes else {
            try UserDataContext.fail(FactsCLIText.tooBig(file: shown, mebibytes: FactsFile.maximumBytes >> 20).text)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read at most one byte past the limit: a file that grew since the check is still bounded.
            data = try handle.read(upToCount: FactsFile.maximumBytes + 1) ?? Data()
        } catch {
            try UserDataContext.fail(FactsCLIText.cannotRead(file: shown, reason: FileProblem.describe(error)).text)
        }
        guard data.count <= FactsFile.maximumBytes else { try UserDataContext.fail(FactsCLIText.tooBig(file: shown, mebibytes: FactsFile.maximumBytes >> 20).text) }
        guard let text = String(data: data, encoding: .utf8) else { try UserDataContext.fail(FactsCLIText.notUTF8(shown).text) }
        return text
    }
}
