/// Reads `OSMOpeningHours` from text: a tokenizer and a recursive-descent parser over the subset,
/// each refusal naming its reason, its 1-based position and the part it could not read.
enum OSMOpeningHoursParser {
    struct Token {
        enum Kind: Equatable {
            case word(String)
            case number(Int)
            /// Minutes after midnight, as written (24:00 is 1440, 26:00 is 1560).
            case time(Int)
            case punctuation(Character)
            case always
        }
        let kind: Kind
        let position: Int
        let text: String
    }

    static func parse(_ raw: String) throws(OpeningHoursSyntaxError) -> OSMOpeningHours {
        let scalars = Array(raw.unicodeScalars)
        guard scalars.count <= OSMOpeningHours.maximumLength else {
            throw OpeningHoursSyntaxError(position: 0, token: "", reason: OpeningHoursText.tooLong(maximum: OSMOpeningHours.maximumLength).text)
        }
        let tokens = try tokenize(scalars)
        guard !tokens.isEmpty else { throw OpeningHoursSyntaxError(position: 0, token: "", reason: OpeningHoursText.empty.text) }
        var parser = RuleParser(tokens: tokens)
        let rules = try parser.parseRules()
        let text = String(String.UnicodeScalarView(scalars)).trimmingSpaces
        return OSMOpeningHours(text: text, rules: rules)
    }

    /// What a character the syntax has no place for is called in an error.
    static func printable(_ scalar: Unicode.Scalar) -> String {
        (0x21...0x7E).contains(scalar.value) ? String(scalar) : "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    private static func tokenize(_ scalars: [Unicode.Scalar]) throws(OpeningHoursSyntaxError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && (0x30...0x39).contains(scalars[i].value) }
        func isLetter(_ i: Int) -> Bool {
            i < scalars.count && ((0x41...0x5A).contains(scalars[i].value) || (0x61...0x7A).contains(scalars[i].value))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let position = index + 1
            if scalar == " " { index += 1; continue }
            if isLetter(index) {
                var end = index
                while isLetter(end) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                tokens.append(Token(kind: .word(word), position: position, text: word))
                index = end
            } else if isDigit(index) {
                tokens.append(try number(scalars, at: &index))
            } else if ";,-[]".unicodeScalars.contains(scalar) {
                tokens.append(Token(kind: .punctuation(Character(scalar)), position: position, text: String(scalar)))
                index += 1
            } else {
                throw OpeningHoursSyntaxError(position: position, token: printable(scalar), reason: unexpected(scalar))
            }
        }
        return tokens
    }

    /// A number, a time `H:MM`/`HH:MM`, or `24/7`, starting at a digit.
    private static func number(_ scalars: [Unicode.Scalar], at index: inout Int) throws(OpeningHoursSyntaxError) -> Token {
        let start = index
        func digits() -> (value: Int, count: Int) {
            var value = 0, count = 0
            while index < scalars.count, (0x30...0x39).contains(scalars[index].value), count < 6 {
                value = value * 10 + Int(scalars[index].value - 0x30)
                index += 1
                count += 1
            }
            return (value, count)
        }
        let hours = digits()
        func text() -> String { String(String.UnicodeScalarView(scalars[start..<index])) }
        if index < scalars.count, scalars[index] == "/" {
            index += 1
            let days = digits()
            guard hours.value == 24, hours.count == 2, days.value == 7, days.count == 1 else {
                throw OpeningHoursSyntaxError(position: start + 1, token: text(), reason: OpeningHoursText.slashOnly247.text)
            }
            return Token(kind: .always, position: start + 1, text: "24/7")
        }
        guard index < scalars.count, scalars[index] == ":" else {
            return Token(kind: .number(hours.value), position: start + 1, text: text())
        }
        index += 1
        let minutes = digits()
        guard hours.count <= 2, minutes.count == 2 else {
            throw OpeningHoursSyntaxError(position: start + 1, token: text(), reason: OpeningHoursText.timeFormat.text)
        }
        guard minutes.value < 60 else {
            throw OpeningHoursSyntaxError(position: start + 1, token: text(), reason: OpeningHoursText.minuteRange.text)
        }
        return Token(kind: .time(hours.value * 60 + minutes.value), position: start + 1, text: text())
    }

    private static func unexpected(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return OpeningHoursText.controlCharacter.text
        case 0xFF01...0xFF5E, 0x3000: return OpeningHoursText.fullWidth.text
        case 0x80...: return OpeningHoursText.onlyASCII.text
        default: break
        }
        switch scalar {
        case "|": return OpeningHoursText.fallbackRules.text
        case "\"": return OpeningHoursText.comments.text
        case "+": return OpeningHoursText.openEnded.text
        case "(", ")": return OpeningHoursText.sunTimes.text
        case ":": return OpeningHoursText.timeFormat.text
        default: return OpeningHoursText.unexpectedCharacter.text
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
