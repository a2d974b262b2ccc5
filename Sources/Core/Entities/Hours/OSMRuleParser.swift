extension OSMOpeningHoursParser {
    /// The rules of a tokenized text: `rule (';' rule | ',' rule)*`, each `selector? times`.
    struct RuleParser {
        let tokens: [Token]
        var index = 0

        init(tokens: [Token]) { self.tokens = tokens }

        private var current: Token? { index < tokens.count ? tokens[index] : nil }
        private func token(after offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }

        private func fail(_ token: Token?, _ reason: String) -> OpeningHoursSyntaxError {
            guard let token else { return OpeningHoursSyntaxError(position: 0, token: "", reason: OpeningHoursText.atTheEnd(reason).text) }
            return OpeningHoursSyntaxError(position: token.position, token: token.text, reason: reason)
        }

        mutating func parseRules() throws(OpeningHoursSyntaxError) -> [OSMOpeningHours.Rule] {
            var rules: [OSMOpeningHours.Rule] = []
            var additive = false
            while true {
                if current?.kind == .punctuation(";") { throw fail(current, OpeningHoursText.emptyRule.text) }
                rules.append(try parseRule(additive: additive))
                guard let next = current else { return rules }
                switch next.kind {
                case .punctuation(";"):
                    index += 1
                    additive = false
                    // A closing ';' is harmless.
                    if current == nil { return rules }
                case .punctuation(","):
                    index += 1
                    additive = true
                default:
                    throw fail(next, OpeningHoursText.expectedSemicolon.text)
                }
            }
        }

        private mutating func parseRule(additive: Bool) throws(OpeningHoursSyntaxError) -> OSMOpeningHours.Rule {
            var days: [OSMOpeningHours.DaySelector] = []
            while let selector = try parseDaySelector() {
                days.append(selector)
                // `Sa,Su`: a comma followed by another day continues the selector.
                guard current?.kind == .punctuation(","), let after = token(after: 1), Self.isDayWord(after) else { break }
                index += 1
            }
            guard let next = current else {
                throw fail(nil, days.isEmpty ? OpeningHoursText.expectedRule.text : OpeningHoursText.expectedTimesAfterDays.text)
            }
            switch next.kind {
            case .word(let word) where ["off", "closed"].contains(word.lowercased()):
                index += 1
                return OSMOpeningHours.Rule(days: days, sessions: [], additive: additive)
            case .always:
                index += 1
                return OSMOpeningHours.Rule(days: days, sessions: [0..<1440], additive: additive)
            case .time:
                return OSMOpeningHours.Rule(days: days, sessions: try parseSessions(), additive: additive)
            case .word(let word):
                throw fail(next, Self.unsupported(word))
            default:
                throw fail(next, OpeningHoursText.expectedTimes.text)
            }
        }

        static func isDayWord(_ token: Token) -> Bool {
            guard case .word(let word) = token.kind else { return false }
            return word.lowercased() == "ph" || weekday(word) != nil
        }

        static func weekday(_ word: String) -> Weekday? {
            ["mo": .monday, "tu": .tuesday, "we": .wednesday, "th": .thursday, "fr": .friday, "sa": .saturday, "su": .sunday][word.lowercased()]
        }

        /// `PH`, `Mo`, `Mo-Fr`, `Fr-Mo`, `Tu[2,4]`, `Su[-1]`, or nil when the next token is no day.
        private mutating func parseDaySelector() throws(OpeningHoursSyntaxError) -> OSMOpeningHours.DaySelector? {
            guard let first = current, case .word(let word) = first.kind else { return nil }
            if word.lowercased() == "ph" {
                index += 1
                return .publicHoliday
            }
            guard let from = Self.weekday(word) else { return nil }
            index += 1
            var to = from
            if current?.kind == .punctuation("-") {
                guard let end = token(after: 1), case .word(let endWord) = end.kind, let last = Self.weekday(endWord) else {
                    throw fail(token(after: 1), OpeningHoursText.expectedWeekdayAfterDash.text)
                }
                index += 2
                to = last
            }
            var weekdays: Set<Weekday> = [from]
            var day = from
            while day != to {
                day = Weekday(rawValue: day.rawValue % 7 + 1) ?? to
                weekdays.insert(day)
            }
            var ordinals: Set<Int> = []
            if current?.kind == .punctuation("[") {
                guard from == to else { throw fail(current, OpeningHoursText.nthWeekdayOneDay.text) }
                index += 1
                ordinals = try parseOrdinals()
            }
            return .weekdays(weekdays, ordinals: ordinals)
        }

        /// `2,4]`, `1-3]`, `-1]`: the n-th weekdays of the month, from its start (1–5) or end (-1–-5).
        private mutating func parseOrdinals() throws(OpeningHoursSyntaxError) -> Set<Int> {
            var ordinals: Set<Int> = []
            while true {
                let start = current
                let first = try parseOrdinal()
                var last = first
                if current?.kind == .punctuation("-"), first > 0 {
                    index += 1
                    last = try parseOrdinal()
                    guard last >= first else { throw fail(start, OpeningHoursText.weekRangeForwards.text) }
                }
                for ordinal in first...last { ordinals.insert(ordinal) }
                guard let next = current else { throw fail(nil, OpeningHoursText.expectedCloseBracket.text) }
                index += 1
                if next.kind == .punctuation("]") { return ordinals }
                guard next.kind == .punctuation(",") else { throw fail(next, OpeningHoursText.expectedCommaOrBracket.text) }
            }
        }

        private mutating func parseOrdinal() throws(OpeningHoursSyntaxError) -> Int {
            var sign = 1
            if current?.kind == .punctuation("-") {
                sign = -1
                index += 1
            }
            guard let token = current, case .number(let value) = token.kind, (1...5).contains(value) else {
                throw fail(current, OpeningHoursText.weekOfMonth.text)
            }
            index += 1
            return sign * value
        }

        /// `10:00-14:00,16:00-22:00`: a comma followed by a time continues them.
        private mutating func parseSessions() throws(OpeningHoursSyntaxError) -> [Range<Int>] {
            var sessions: [(range: Range<Int>, text: String)] = []
            while true {
                guard let startToken = current, case .time(let start) = startToken.kind else { throw fail(current, OpeningHoursText.expectedTime.text) }
                guard start < 1440 else { throw fail(startToken, OpeningHoursText.rangeStart.text) }
                guard current != nil, token(after: 1)?.kind == .punctuation("-") else {
                    throw fail(token(after: 1) ?? startToken, OpeningHoursText.rangeFormat.text)
                }
                guard let endToken = token(after: 2), case .time(var end) = endToken.kind else {
                    throw fail(token(after: 2), OpeningHoursText.expectedClosingTime.text)
                }
                guard end <= 48 * 60 else { throw fail(endToken, OpeningHoursText.closingMax.text) }
                if end == start { throw fail(endToken, OpeningHoursText.endsWhenStarts.text) }
                // 22:00-02:00 runs into the next day, as 22:00-26:00.
                if end < start, end <= 1440 { end += 1440 }
                guard end > start, end - start <= 1440 else { throw fail(endToken, OpeningHoursText.atMost24Hours.text) }
                index += 3
                let range = start..<end
                let text = startToken.text + "-" + endToken.text
                if let clash = sessions.first(where: { $0.range.overlaps(range) }) {
                    throw OpeningHoursSyntaxError(position: startToken.position, token: text, reason: OpeningHoursText.overlaps(text, clash.text).text)
                }
                sessions.append((range, text))
                guard current?.kind == .punctuation(","), case .time = token(after: 1)?.kind else {
                    return sessions.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
                }
                index += 1
            }
        }

        static func unsupported(_ word: String) -> String {
            let lower = word.lowercased()
            if lower == "sh" { return OpeningHoursText.schoolHolidays.text }
            if ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].contains(lower) {
                return OpeningHoursText.months.text
            }
            if ["sunrise", "sunset", "dawn", "dusk"].contains(lower) { return OpeningHoursText.sunTimes.text }
            if lower == "week" { return OpeningHoursText.weekNumbers.text }
            if lower == "easter" { return OpeningHoursText.easter.text }
            if ["open", "unknown"].contains(lower) { return OpeningHoursText.giveTimesInstead(word: word).text }
            return OpeningHoursText.unknownWord.text
        }
    }
}
