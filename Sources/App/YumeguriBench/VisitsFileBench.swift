import ArgumentParser
import Entities
import Foundation
import Localization
import TerminalKit
import UseCases
import YumeguriCLI

/// `yumeguri-bench visits-file`: writes a visits file of `--rows` rows over the catalog's real ids,
/// in the export's format, for the import figures in `make bench`. Rows are written as they are
/// made, so a million of them cost no memory here either.
struct VisitsFileBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "visits-file")

    @Option(help: "How many visits.")
    var rows = 1_000_000

    @Option(help: "csv or json.")
    var format = "csv"

    @Option(help: ArgumentHelp("The file to write.", valueName: "path"))
    var out: String

    @Flag(help: "Dates in random order instead of date order.")
    var shuffled = false

    @OptionGroup var options: AppOptions

    func validate() throws {
        guard rows >= 0 else { throw ValidationError(BenchText.zeroOrMore(option: "--rows").text) }
        guard ["csv", "json"].contains(format) else { throw ValidationError(BenchText.formatCSVOrJSON.text) }
    }

    func run() async throws {
        let context = try await UserDataContext.open(options)
        let ids = context.snapshot.listings.map(\.id.rawValue)
        guard !ids.isEmpty, FileManager.default.createFile(atPath: out, contents: nil),
              let handle = FileHandle(forWritingAtPath: out) else { try UserDataContext.fail(BenchText.cannotWrite(path: TerminalText.sanitized(out)).text) }
        var generator = SystemRandomNumberGenerator()
        var text = format == "csv" ? VisitTransfer.csvHeader.joined(separator: ",") + "\n" : "[\n"
        for index in 0..<rows {
            let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
            // In date order, as an export is; --shuffled spreads the dates over the file instead.
            let day = shuffled ? Int.random(in: 0..<2_500, using: &generator) : index * 2_500 / max(rows, 1)
            let date = VisitDate(dayNumber: 18_000 + day).description
            let rating = index % 5 + 1
            let note = "visit \(index), 湯けむり"
            if format == "csv" {
                text += "\(date),\(id),,,\(rating),\"\(note)\"\n"
            } else {
                text += #"  {"date": "\#(date)", "facilityId": "\#(id)", "rating": \#(rating), "note": "\#(note)"}"#
                text += index == rows - 1 ? "\n" : ",\n"
            }
            if text.utf8.count > 1 << 20 { handle.write(Data(text.utf8)); text = "" }
        }
        if format == "json" { text += "]\n" }
        handle.write(Data(text.utf8))
        try handle.close()
    }
}
