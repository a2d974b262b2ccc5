/// The plain forms the fast path takes (`YumeguriCommand.FastPath`): `--name VALUE` options and
/// `--flag`s, each at most once, and up to `positionals` words. Anything else (`--name=VALUE`, a
/// repeat, a value that looks like an option, an unknown name, `--help`) is nil, for ArgumentParser
/// to parse or explain.
struct PlainArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init?(_ arguments: some Sequence<String>, options: Set<String>, flags allowedFlags: Set<String> = [], positionals maximum: Int) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if options.contains(argument) {
                guard values[argument] == nil, let value = iterator.next(), !value.hasPrefix("-") else { return nil }
                values[argument] = value
            } else if allowedFlags.contains(argument) {
                guard flags.insert(argument).inserted else { return nil }
            } else {
                guard !argument.hasPrefix("-"), positionals.count < maximum else { return nil }
                positionals.append(argument)
            }
        }
    }

    /// `--data-dir` and `--catalog`, the options of `AppOptions` the plain forms take.
    var settings: AppSettings { AppSettings(dataDir: values["--data-dir"], catalog: values["--catalog"]) }
}
