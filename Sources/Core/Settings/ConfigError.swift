import TerminalKit

/// Why a config file cannot be used. Every message names the file and, where it can, the line or
/// the setting; text quoted from the file is sanitised, so a hostile file cannot drive the terminal.
public enum ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case syntax(path: String, line: Int, column: Int, message: String)
    /// Each problem is one line: where it is, the setting's path and what is wrong with it; in
    /// the order they appear in the file.
    case invalid(path: String, problems: [ConfigProblem])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return TerminalText.sanitized("\(path): cannot read the config file: \(reason)")
        case .syntax(let path, let line, let column, let message):
            return TerminalText.sanitized("\(path):\(line):\(column): not valid TOML: \(message)")
        case .invalid(let path, let problems):
            return problems.map { TerminalText.sanitized("\(path):\($0.line):\($0.column): \($0.message)") }.joined(separator: "\n")
        }
    }
}

/// One mistake in a config file: where the setting it is about is written, and what is wrong.
public struct ConfigProblem: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
