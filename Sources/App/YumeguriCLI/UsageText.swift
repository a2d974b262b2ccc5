import Foundation
import Localization

/// ArgumentParser's usage errors in the language in force: its frame (`Error:`, `Usage:`, `See
/// '… --help'`) is rewritten around the message and the usage line, and its own sentence (`Unknown
/// option '--x'`) is read back into a key (`ArgumentParserMessage`) and said in that language. A
/// message one of our commands' `validate` threw is ours already and stays as it is; the usage line
/// is the command's syntax. The `Help:` line ArgumentParser adds under some sentences quotes the
/// argument's `--help` text, which stays English (ArgumentParser's convention): it is kept in
/// English and left out in Japanese, where the last line points to `--help` anyway.
public enum UsageText {
    public static func inLanguage(_ text: String) -> String {
        guard let parts = parts(of: text) else { return text }
        let help = parts.message.range(of: helpLine)
        let sentence = help.map { String(parts.message[..<$0.lowerBound]) } ?? parts.message
        guard let key = ArgumentParserMessage.read(sentence) else {
            return AppLanguage.current == .en ? text : CLIText.usageError(message: parts.message, usage: parts.usage, command: parts.command).text
        }
        let message = switch AppLanguage.current {
        case .en: key.en + (help.map { String(parts.message[$0.lowerBound...]) } ?? "")
        case .ja: key.ja
        }
        return CLIText.usageError(message: message, usage: parts.usage, command: parts.command).text
    }

    private static let helpLine = "\nHelp:  "

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
