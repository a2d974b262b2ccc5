extension ArgumentErrorText {
    var en: String {
        switch self {
        case .unknownOption(let option): "Unknown option '\(option)'"
        case .unknownOptionDidYouMean(let option, let suggestion): "Unknown option '\(option)'. Did you mean '\(suggestion)'?"
        case .unknownOptionOrMissingValue(let unknown, let option, let group):
            "Unknown option '\(unknown)', or a missing value for '\(option)' in '\(group)'"
        case .missingValue(let option): "Missing value for '\(option)'"
        case .takesNoValue(let option, let value): "The option '\(option)' takes no value, but '\(value)' was given."
        case .unexpectedArguments(let values):
            values.count == 1 ? "Unexpected argument '\(values[0])'" : "\(values.count) unexpected arguments: \(Self.quoted(values))"
        case .alreadySet(let flag, let earlier): "'\(flag)' sets a value that '\(earlier)' has set already"
        case .missingArgument(let argument): "Missing expected argument '\(argument)'"
        case .missingOneOf(let arguments): "Missing one of: \(Self.quoted(arguments))"
        case .invalidValue(let value, let argument, let detail):
            (argument.map { "The value '\(value)' is invalid for '\($0)'" } ?? "The value '\(value)' is invalid") + Self.english(detail)
        case .invalidOption(let option): "Invalid option: \(option)"
        case .missingSubcommand: "Missing required subcommand."
        case .unrecognised(let text): text
        }
    }

    private static func english(_ detail: ValueDetail) -> String {
        switch detail {
        case .none: ""
        case .oneOf(let values): ". Please provide one of \(alternatives(values))."
        case .reason(let reason): ": \(reason)"
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private static func alternatives(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return quoted(values) }
        return quoted(values.dropLast()) + " or '\(last)'"
    }

    static func quoted(_ values: some Collection<String>) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}
