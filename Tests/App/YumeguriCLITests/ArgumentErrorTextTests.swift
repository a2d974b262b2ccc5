import ArgumentParser
import Localization
import Testing
@testable import YumeguriCLI

/// Issue 32: ArgumentParser's own sentences (an unknown option, a missing argument, a value it
/// cannot read) follow the language in force, inside a usage frame of the same language. Each form
/// is produced by the real parser, so an update of ArgumentParser that rewords one fails here.
@Suite struct ArgumentErrorTextTests {
    /// ArgumentParser's whole text for a command line it refuses.
    static func refusal(_ arguments: [String]) -> String {
        do {
            _ = try YumeguriCommand.parseAsRoot(arguments)
            return ""
        } catch {
            return YumeguriCommand.fullMessage(for: error)
        }
    }

    static let refusals: [([String], ArgumentErrorText)] = [
        (["search", "kusatsu", "--bogus"], .unknownOption("--bogus")),
        (["favorites", "-z"], .unknownOption("-z")),
        (["search", "kusatsu", "--limt", "3"], .unknownOptionDidYouMean("--limt", suggestion: "--limit")),
        (["search", "kusatsu", "--limit"], .missingValue(option: "--limit <limit>")),
        (["search", "kusatsu", "--json=3"], .takesNoValue(option: "--json", value: "3")),
        (["favorites", "extra"], .unexpectedArguments(["extra"])),
        (["favorites", "it's", "two"], .unexpectedArguments(["it's", "two"])),
        (["visits", "import"], .missingArgument("<file>")),
        (["search", "kusatsu", "--limit", "abc"], .invalidValue("abc", for: "--limit <limit>", .none)),
        (["search", "kusatsu", "--sort", "zzz"],
         .invalidValue("zzz", for: "--sort <order>", .oneOf(["relevance", "reading", "temp", "ph", "price"]))),
    ]

    @Test(arguments: refusals)
    func theParsersSentenceIsReadBackAsItsKey(_ arguments: [String], _ expected: ArgumentErrorText) throws {
        let parts = try #require(UsageText.parts(of: Self.refusal(arguments)), "\(Self.refusal(arguments))")
        let sentence = parts.message.components(separatedBy: "\nHelp:  ")[0]
        #expect(ArgumentParserMessage.read(sentence) == expected, "\(sentence)")
    }

    @Test(arguments: refusals.map(\.0))
    func japaneseReadsAsJapaneseAlone(_ arguments: [String]) {
        let text = AppLanguage.$scoped.withValue(.ja) { UsageText.inLanguage(Self.refusal(arguments)) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[0].hasPrefix("エラー: ") && lines[1].hasPrefix("使い方: yumeguri "), "\(text)")
        // The sentence keeps option names, values and the usage's syntax, and no English word besides.
        let words = lines[0].split { !$0.isLetter || !$0.isASCII }.filter { $0.count > 2 }
        let allowed = Set(arguments.flatMap { $0.split { !$0.isLetter } }.map(String.init) + ["limit", "order", "file", "relevance", "reading", "temp", "price"])
        #expect(words.allSatisfy { allowed.contains(String($0)) }, "\(lines[0])")
    }

    @Test(arguments: refusals.map(\.0))
    func englishKeepsTheParsersWordsAndItsHelpLine(_ arguments: [String]) {
        let original = Self.refusal(arguments)
        let text = AppLanguage.$scoped.withValue(.en) { UsageText.inLanguage(original) }
        if arguments.contains("--json=3") {
            #expect(text.hasPrefix("Error: The option '--json' takes no value, but '3' was given.\n"), "\(text)")
        } else {
            #expect(text == original)
        }
    }

    /// Forms the commands cannot produce today (no exclusive flags, no option with two spellings
    /// required), in the library's wording.
    @Test func theRarerFormsAreReadToo() {
        let forms: [(String, ArgumentErrorText)] = [
            ("Value to be set with flag '--dark' had already been set with flag '--light'", .alreadySet(flag: "--dark", earlier: "--light")),
            ("Missing one of: '--a', '--b'", .missingOneOf(["--a", "--b"])),
            ("Unknown option '-zq'\n   or: Missing value for '-z <n>' in '-zq'", .unknownOptionOrMissingValue(unknown: "-zq", option: "-z <n>", group: "-zq")),
            ("The value 'x' is invalid.: not a date", .invalidValue("x", for: nil, .reason("not a date"))),
            ("The value 'x' is invalid for '<day>': '2026-02-30' is not a day", .invalidValue("x", for: "<day>", .reason("'2026-02-30' is not a day"))),
            ("The value 'q' is invalid for '--mode <m>'. Please provide one of the following:\n  - one\n  - two",
             .invalidValue("q", for: "--mode <m>", .oneOf(["one", "two"]))),
            ("The value 'q' is invalid for '--mode <m>'. Please provide one of 'one' and 'two'.", .invalidValue("q", for: "--mode <m>", .oneOf(["one", "two"]))),
            ("Invalid option: ---", .invalidOption("---")),
            ("Missing required subcommand.", .missingSubcommand),
        ]
        for (sentence, key) in forms { #expect(ArgumentParserMessage.read(sentence) == key, "\(sentence)") }
        // A sentence of ours (a command's validate) is not the parser's, and stays as it is.
        #expect(ArgumentParserMessage.read("--count は 1 から 5,000,000 までです") == nil)
        #expect(ArgumentParserMessage.read("unknown prefecture 'xyz'") == nil)
    }

    @Test func everySentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: ArgumentErrorText.self)
        #expect(problems.isEmpty, "\(problems)")
    }
}
