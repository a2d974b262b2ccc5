import Foundation

/// What a command wrote while `CLIOutput.capture` named this: its stdout and stderr, for a test
/// that runs the command in-process.
public final class CLICapture: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    public init() {}

    public var output: String { lock.withLock { outputText } }
    public var error: String { lock.withLock { errorText } }

    func append(output text: String) { lock.withLock { outputText += text } }
    func append(error text: String) { lock.withLock { errorText += text } }
}
