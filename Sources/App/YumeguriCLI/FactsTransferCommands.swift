import ArgumentParser
import Entities
import Foundation
import TerminalKit
import UseCases

/// `yumeguri facts export [FILE]`: every fact of yours in the facts file format (`FactsFile`).
struct FactsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write your facts to a file (tab-separated, see the README), or to standard output.",
        discussion: "A file is written whole or not at all. The format: a header line 'facilityId<TAB>hours<TAB>priceYen<TAB>note', then one facility per line; an empty field is not given.")

    @Argument(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var file: String?

    @OptionGroup var options: AppOptions

    func run() async throws {
        let context = try await FactsContext.open(options)
        let facts = Array(try await context.snapshot().facts.values)
        let text = FactsFile.export(facts)
        guard let file else { return CLIOutput.data(text) }
        // UserDataContext set umask 077; `.atomic` writes a temporary file and renames it.
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) } catch {
            try UserDataContext.fail("\(TerminalText.sanitized(file)): cannot write: \(error.localizedDescription)")
        }
        CLIOutput.line("exported the facts of \(facts.count) facilities to \(TerminalText.sanitized(file))")
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

    @OptionGroup var options: AppOptions

    static let problemsShown = 20

    func run() async throws {
        let context = try await FactsContext.open(options)
        let text = try Self.read(file)
        let listings = context.listings
        let known: @Sendable (FacilityID) -> Bool = { listings.position(of: $0) != nil }
        let result: FactsImportResult
        do { result = try await context.useCase.importText(text, known, Date()) } catch {
            try UserDataContext.fail("\(TerminalText.sanitized(file)): nothing was stored: \(error.description)")
        }
        for problem in result.problems.prefix(Self.problemsShown) { CLIOutput.error("\(TerminalText.sanitized(file)): \(problem)") }
        if result.problems.count > Self.problemsShown {
            CLIOutput.error("… and \(result.problems.count - Self.problemsShown) more problems")
        }
        CLIOutput.line("imported the facts of \(result.stored) facilities")
        if !result.problems.isEmpty {
            try UserDataContext.fail("\(result.problems.count) rows were refused (the others were stored)")
        }
    }

    /// The file as UTF-8 text, refused when it is not a regular file, too big, or not UTF-8.
    static func read(_ path: String) throws(CommandFailure) -> String {
        let shown = TerminalText.sanitized(path)
        let url = URL(fileURLWithPath: path)
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) else {
            try UserDataContext.fail("\(shown): no such file")
        }
        guard values.isRegularFile == true else { try UserDataContext.fail("\(shown): not a regular file") }
        guard (values.fileSize ?? 0) <= FactsFile.maximumBytes else {
            try UserDataContext.fail("\(shown): bigger than \(FactsFile.maximumBytes >> 20) MiB")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read at most one byte past the limit: a file that grew since the check is still bounded.
            data = try handle.read(upToCount: FactsFile.maximumBytes + 1) ?? Data()
        } catch {
            try UserDataContext.fail("\(shown): cannot read: \(error.localizedDescription)")
        }
        guard data.count <= FactsFile.maximumBytes else { try UserDataContext.fail("\(shown): bigger than \(FactsFile.maximumBytes >> 20) MiB") }
        guard let text = String(data: data, encoding: .utf8) else { try UserDataContext.fail("\(shown): not UTF-8 text") }
        return text
    }
}
