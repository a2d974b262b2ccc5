import CodeReaderLive
import Foundation
import QRCode
import Testing
import UseCases

/// The live reader that the desk screen uses for a QR image's path: the real zbarimg, as a person's
/// desk runs it.
@Suite(.timeLimit(.minutes(1))) struct ZBarCodeReaderTests {
    func write(_ bytes: [UInt8]) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-reader-\(UUID().uuidString).pbm")
        try Data(bytes).write(to: file)
        return file
    }

    @Test func readsTheCodeInAnImage() async throws {
        let text = "yumeguri-ticket:2:T0000000000000001:c2lnbmF0dXJl"
        let file = try write(try QRCode.encode(text).pbm())
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try await TicketCodeReader.zbarimg.read(file.path) == text)
    }

    @Test func anImageWithoutACodeSaysSo() async throws {
        let blank = Array("P4\n16 16\n".utf8) + [UInt8](repeating: 0, count: 32)
        let file = try write(blank)
        defer { try? FileManager.default.removeItem(at: file) }
        await #expect(throws: TicketCodeReaderError.self) { try await TicketCodeReader.zbarimg.read(file.path) }
    }

    /// Issue 34.10: a FIFO as the image blocked zbarimg for ever (it outlived the app); only a
    /// regular file is handed over, and the refusal says why.
    @Test func aFIFOIsRefusedWithoutRunningZbarimg() async throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-reader-\(UUID().uuidString).png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        do {
            _ = try await TicketCodeReader.zbarimg.read(fifo.path)
            Issue.record("a FIFO was read")
        } catch {
            #expect(error.description.contains("not a regular file"), "\(error)")
        }
    }
}
