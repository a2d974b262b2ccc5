/// Reads ArgumentParser's sentence about a command line back into a key of `ArgumentErrorText`.
///
/// Why the wording and not the error's type: the thrown error (`CommandError` around a
/// `ParserError`) is internal to ArgumentParser, whose public surface is the finished text
/// (`message(for:)`, `fullMessage(for:)`) and the exit code. Reflecting on the internal enums with
/// `Mirror` would depend on private case names and payload layouts (`InputOrigin`, `Name`) that
/// are freer to change than the sentences users see. The sentences come from a fixed set of forms
/// (ArgumentParser 1.8's `ErrorMessageGenerator`, pinned in Package.resolved); each form has a
/// test (`ArgumentErrorTextTests`) that parses the library's real output, so an update that
/// rewords one fails there instead of reaching a Japanese user in English. A form not known here
/// cannot be told from a command's own `ValidationError` (already in the language in force), so it
/// is shown as it is; the one rare known form with no key of its own is quoted whole (`.unrecognised`).
enum ArgumentParserMessage {
    /// The key for `message`, or nil when it is not ArgumentParser's wording (a `ValidationError`
    /// of one of our commands, already in the language in force).
    static func read(_ message: String) -> ArgumentErrorText? {
        if let found = readOption(message) ?? readArguments(message) ?? readValue(message) { return found }
        if message == "Missing required subcommand." { return .missingSubcommand }
        if let option = after("Invalid option: ", in: message) { return .invalidOption(option) }
        if message.hasPrefix("Command '"), message.hasSuffix("' is not a parent of the current command.") { return .unrecognised(message) }
        return nil
    }

    private static func readOption(_ message: String) -> ArgumentErrorText? {
        let orMissing = "\n   or: Missing value for '"
        if let split = message.range(of: orMissing), let unknown = quoted(String(message[..<split.lowerBound]), after: "Unknown option '") {
            let rest = message[split.upperBound...]
            guard rest.hasSuffix("'"), let inGroup = rest.range(of: "' in '", options: .backwards) else { return nil }
            return .unknownOptionOrMissingValue(unknown: unknown, option: String(rest[..<inGroup.lowerBound]),
                                                group: String(rest[inGroup.upperBound...].dropLast()))
        }
        if let body = between("Unknown option '", "'?", in: message), let split = body.range(of: "'. Did you mean '", options: .backwards) {
            return .unknownOptionDidYouMean(String(body[..<split.lowerBound]), suggestion: String(body[split.upperBound...]))
        }
        if let option = quoted(message, after: "Unknown option '") { return .unknownOption(option) }
        if let option = quoted(message, after: "Missing value for '") { return .missingValue(option: option) }
        if let body = between("The option '", "' was specified.", in: message),
           let split = body.range(of: "' does not take any value, but '") {
            return .takesNoValue(option: String(body[..<split.lowerBound]), value: String(body[split.upperBound...]))
        }
        if let body = between("Value to be set with flag '", "'", in: message),
           let split = body.range(of: "' had already been set with flag '") {
            return .alreadySet(flag: String(body[..<split.lowerBound]), earlier: String(body[split.upperBound...]))
        }
        return nil
    }

    private static func readArguments(_ message: String) -> ArgumentErrorText? {
        if let value = quoted(message, after: "Unexpected argument '") { return .unexpectedArguments([value]) }
        if let split = message.range(of: " unexpected arguments: '"), Int(message[..<split.lowerBound]) != nil,
           let list = quoted(message, after: String(message[..<split.upperBound])) {
            return .unexpectedArguments(list.components(separatedBy: "', '"))
        }
        if let argument = quoted(message, after: "Missing expected argument '") { return .missingArgument(argument) }
        if let list = quoted(message, after: "Missing one of: '") { return .missingOneOf(list.components(separatedBy: "', '")) }
        return nil
    }

    /// `The value 'V' is invalid for 'X'` and its detail: `: REASON`, `. Please provide one of 'a',
    /// 'b' or 'c'.`, or the list form with one `  - value` per line.
    private static func readValue(_ message: String) -> ArgumentErrorText? {
        guard let rest = after("The value '", in: message) else { return nil }
        let value: String, argument: String?, tail: Substring
        if let split = rest.range(of: "' is invalid for '") {
            let afterArgument = rest[split.upperBound...]
            // The argument's synopsis holds no quote; what follows it may (a reason quoting a value).
            guard let close = afterArgument.firstIndex(of: "'") else { return nil }
            (value, argument, tail) = (String(rest[..<split.lowerBound]), String(afterArgument[..<close]), afterArgument[afterArgument.index(after: close)...])
        } else if let split = rest.range(of: "' is invalid.") {
            (value, argument, tail) = (String(rest[..<split.lowerBound]), nil, rest[split.upperBound...])
        } else {
            return nil
        }
        guard let detail = detail(String(tail)) else { return nil }
        return .invalidValue(value, for: argument, detail)
    }

    /// The detail after the sentence: `: REASON`, or the allowed values (`. Please provide …`;
    /// after `is invalid.` too, where the library writes `invalid.. Please` and `invalid.: REASON`).
    private static func detail(_ tail: String) -> ArgumentErrorText.ValueDetail? {
        if tail.isEmpty { return ArgumentErrorText.ValueDetail.none }
        if let reason = after(": ", in: tail) { return .reason(reason) }
        if let list = between(". Please provide one of the following:\n", "", in: tail) {
            return .oneOf(list.split(separator: "\n").map { String($0.drop { $0 == " " || $0 == "-" }.drop { $0 == " " }) })
        }
        if let list = between(". Please provide one of '", "'.", in: tail) {
            return .oneOf(list.replacingOccurrences(of: "' or '", with: "', '").replacingOccurrences(of: "' and '", with: "', '")
                .components(separatedBy: "', '"))
        }
        return nil
    }

    // MARK: Pieces of a sentence

    private static func after(_ prefix: String, in text: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }

    private static func between(_ prefix: String, _ suffix: String, in text: String) -> String? {
        guard text.count >= prefix.count + suffix.count, text.hasPrefix(prefix), text.hasSuffix(suffix) else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The text between `prefix` (which ends with the opening quote) and a closing quote that ends it.
    private static func quoted(_ text: String, after prefix: String) -> String? {
        between(prefix, "'", in: text)
    }
}
