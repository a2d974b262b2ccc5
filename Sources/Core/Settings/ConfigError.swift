import TerminalKit

/// Why a config file cannot be used. Every message names the file and, where it can, the line or
/// the setting; text quoted from the file is sanitised, so a hostile file cannot drive the terminal.
public enum ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case syntax(path: String, line: Int, column: Int, message: String)
    /// Each problem is one line: the setting's path and what is wrong with it.
    case invalid(path: String, problems: [String])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return TerminalText.sanitized("\(path): cannot read the config file: \(reason)")
        case .syntax(let path, let line, let column, let message):
            return TerminalText.sanitized("\(path):\(line):\(column): not valid TOML: \(message)")
        case .invalid(let path, let problems):
            return problems.map { TerminalText.sanitized("\(path): \($0)") }.joined(separator: "\n")
        }
    }
}
