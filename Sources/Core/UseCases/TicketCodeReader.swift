import Dependencies

public enum TicketCodeReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    /// The path names no file: said so, rather than checking the path as a code.
    case missingFile(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "画像からコードを読めません (cannot read a code from the image): \(reason)"
        case .missingFile(let path): "ファイルがありません — no such file: \(path)"
        }
    }
}

/// Reads the text of a QR code from an image file (the live value runs `zbarimg`, which
/// `make deps` installs). An interface here so the desk screen can be tested without the tool.
public struct TicketCodeReader: Sendable {
    public var read: @Sendable (_ imagePath: String) async throws(TicketCodeReaderError) -> String

    public init(read: @escaping @Sendable (_ imagePath: String) async throws(TicketCodeReaderError) -> String) {
        self.read = read
    }
}

extension TicketCodeReader: TestDependencyKey {
    public static let testValue = TicketCodeReader { _ throws(TicketCodeReaderError) in
        reportIssue("TicketCodeReader.read is not overridden in this test")
        throw .unreadable("unimplemented in tests")
    }
}

extension DependencyValues {
    public var ticketCodeReader: TicketCodeReader {
        get { self[TicketCodeReader.self] }
        set { self[TicketCodeReader.self] = newValue }
    }
}
