import Foundation
import Subprocess
import UseCases

extension TicketCodeReader {
    /// `zbarimg --raw -q IMAGE` (zbar-tools, installed by `make deps`), run with swift-subprocess.
    public static let zbarimg = TicketCodeReader { path throws(TicketCodeReaderError) in
        let output: String, failure: String, succeeded: Bool
        do {
            let result = try await run(.name("zbarimg"), arguments: ["--raw", "-q", path],
                                       output: .string(limit: 64 * 1024), error: .string(limit: 64 * 1024))
            output = result.standardOutput
            failure = result.standardError
            succeeded = result.terminationStatus.isSuccess
        } catch {
            throw .unreadable("zbarimg: \(error)")
        }
        let text = output.split(separator: "\n").first.map(String.init) ?? ""
        // zbarimg's own message, first line only: it may run over several.
        let reason = failure.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard succeeded, !text.isEmpty else { throw .unreadable(reason.isEmpty ? "no QR code found" : reason) }
        return text
    }
}
