extension ArgumentErrorText {
    var ja: String {
        switch self {
        case .unknownOption(let option): "「\(option)」というオプションはありません"
        case .unknownOptionDidYouMean(let option, let suggestion): "「\(option)」というオプションはありません。「\(suggestion)」のことですか?"
        case .unknownOptionOrMissingValue(let unknown, let option, let group):
            "「\(unknown)」というオプションはありません (または「\(group)」の中の「\(option)」に値がありません)"
        case .missingValue(let option): "「\(option)」の値がありません"
        case .takesNoValue(let option, let value): "オプション「\(option)」は値を取りませんが、「\(value)」が指定されています"
        case .unexpectedArguments(let values):
            values.count == 1 ? "余分な引数「\(values[0])」があります" : "余分な引数が \(values.count) 個あります: \(Self.bracketed(values))"
        case .alreadySet(let flag, let earlier): "「\(flag)」で決める値は「\(earlier)」ですでに決まっています"
        case .missingArgument(let argument): "引数「\(argument)」がありません"
        case .missingOneOf(let arguments): "次のどれかが必要です: \(Self.bracketed(arguments))"
        case .invalidValue(let value, let argument, let detail):
            (argument.map { "「\(value)」は「\($0)」の値として使えません" } ?? "「\(value)」は値として使えません") + Self.japanese(detail)
        case .invalidOption(let option): "「\(option)」はオプションとして正しくありません"
        case .missingSubcommand: "サブコマンドを指定してください"
        case .unrecognised(let text): "コマンドラインを読めません (ArgumentParser の説明: \(text))"
        }
    }

    private static func japanese(_ detail: ValueDetail) -> String {
        switch detail {
        case .none: ""
        case .oneOf(let values): "。次のどれかを指定してください: \(values.joined(separator: ", "))"
        case .reason(let reason): ": \(reason)"
        }
    }

    static func bracketed(_ values: [String]) -> String {
        values.map { "「\($0)」" }.joined()
    }
}
