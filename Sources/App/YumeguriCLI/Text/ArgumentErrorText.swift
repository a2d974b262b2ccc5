import Localization

/// ArgumentParser's own sentences about a command line (an unknown option, a missing argument, a
/// value it cannot read), as keys with their values: `ArgumentParserMessage` reads them back from
/// the library's English wording so they are said in the language in force.
enum ArgumentErrorText: SampledCatalog, Equatable {
    /// What follows `The value 'V' is invalid for 'X'`.
    enum ValueDetail: Equatable, Sendable {
        case none
        /// The allowed values of an enumerated option.
        case oneOf([String])
        /// The reason our own `ExpressibleByArgument` gave: ours already, in the language in force.
        case reason(String)
    }

    case unknownOption(String)
    case unknownOptionDidYouMean(String, suggestion: String)
    case unknownOptionOrMissingValue(unknown: String, option: String, group: String)
    case missingValue(option: String)
    case takesNoValue(option: String, value: String)
    case unexpectedArguments([String])
    case alreadySet(flag: String, earlier: String)
    case missingArgument(String)
    case missingOneOf([String])
    case invalidValue(String, for: String?, ValueDetail)
    case invalidOption(String)
    case missingSubcommand
    /// A sentence of a form this version does not know (a newer ArgumentParser): quoted whole.
    case unrecognised(String)

    static let samples: [ArgumentErrorText] = [
        .unknownOption("--bogus"), .unknownOptionDidYouMean("--limt", suggestion: "--limit"),
        .unknownOptionOrMissingValue(unknown: "-zq", option: "-z <n>", group: "-zq"), .missingValue(option: "--limit <limit>"),
        .takesNoValue(option: "--json", value: "3"), .unexpectedArguments(["extra"]), .unexpectedArguments(["a", "b"]),
        .alreadySet(flag: "--dark", earlier: "--light"), .missingArgument("<file>"), .missingOneOf(["--a", "--b"]),
        .invalidValue("abc", for: "--limit <limit>", .none), .invalidValue("zzz", for: "--sort <order>", .oneOf(["relevance", "reading"])),
        .invalidValue("x", for: nil, .reason("not a date")), .invalidOption("---"), .missingSubcommand, .unrecognised("Something new"),
    ]
}
