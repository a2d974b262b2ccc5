import Dependencies
import Localization

public enum TicketCodeReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    /// The path names no file: said so, rather than checking the path as a code.
    case missingFile(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): TicketDeskText.unreadableImage(reason: reason).text
        case .missingFile(let path): TicketDeskText.noSuchFile(path: path).text
        }
    }
}

/// Reads the text of a QR code from an image file (the live value runs `zbarimg`, which
/// `make deps` installs). An interface here so the desk screen can be tested without the tool.
/// The desk asks it too whether what was typed names a file: features reach files only through a client.
public struct TicketCodeReader: Sendable {
    /// Reads the code in the image at a path (`~` stands for the home folder).
    public var read: @Sendable (_ imagePath: String) async throws(TicketCodeReaderError) -> String
    /// Whether a path (`~` for the home folder) names something on disk: the desk reads such input
    /// as an image to check rather than as a code.
    public var fileExists: @Sendable (_ path: String) -> Bool

    public init(read: @escaping @Sendable (_ imagePath: String) async throws(TicketCodeReaderError) -> String,
                fileExists: @escaping @Sendable (_ path: String) -> Bool) {
        self.read = read
        self.fileExists = fileExists
    }
}

extension TicketCodeReader: TestDependencyKey {
    public static let testValue = TicketCodeReader(
        read: { _ throws(TicketCodeReaderError) in
            reportIssue("TicketCodeReader.read is not overridden in this test")
            throw .unreadable("unimplemented in tests")
        },
        fileExists: { _ in
            reportIssue("TicketCodeReader.fileExists is not overridden in this test")
            return false
        })
}

extension DependencyValues {
    public var ticketCodeReader: TicketCodeReader {
        get { self[TicketCodeReader.self] }
        set { self[TicketCodeReader.self] = newValue }
    }
}
