import Foundation
import Localization

/// ArgumentParser's usage errors in the language in force: its frame (`Error:`, `Usage:`, `See
/// '… --help'`) is rewritten around the message and the usage line, which stay as they are (the
/// message is ours where a command's `validate` threw it; the usage line is the command's syntax).
enum UsageText {
    static func inLanguage(_ text: String) -> String {
        guard AppLanguage.current != .en, let parts = parts(of: text) else { return text }
        return CLIText.usageError(message: parts.message, usage: parts.usage, command: parts.command).text
    }

    /// `Error: MESSAGE\nUsage: USAGE\n  See 'COMMAND --help' for more information.`, or nil for any
    /// other shape (left as ArgumentParser wrote it).
    static func parts(of text: String) -> (message: String, usage: String, command: String)? {
        let see = "\n  See '"
        let tail = " --help' for more information."
        guard text.hasPrefix("Error: "), let usageRange = text.range(of: "\nUsage: "),
              let seeRange = text.range(of: see, options: .backwards), usageRange.upperBound <= seeRange.lowerBound,
              text.hasSuffix(tail) else { return nil }
        let message = String(text[text.index(text.startIndex, offsetBy: 7)..<usageRange.lowerBound])
        let usage = String(text[usageRange.upperBound..<seeRange.lowerBound])
        let command = String(text[seeRange.upperBound..<text.index(text.endIndex, offsetBy: -tail.count)])
        return (message, usage, command)
    }
}
