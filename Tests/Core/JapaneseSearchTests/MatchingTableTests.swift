import Testing
@testable import JapaneseSearch

/// Query → record the query must find, across scripts, widths and spellings.
struct MatchCase: CustomTestStringConvertible, Sendable {
    let query: String
    let id: Int
    let note: String

    init(_ query: String, _ id: Int, _ note: String) {
        self.query = query
        self.id = id
        self.note = note
    }

    var testDescription: String { "\(query) → \(id) (\(note))" }
}

let positiveCases: [MatchCase] = [
    MatchCase("草津", 0, "kanji"),
    MatchCase("くさつ", 0, "hiragana"),
    MatchCase("クサツ", 0, "katakana"),
    MatchCase("ｸｻﾂ", 0, "half-width katakana"),
    MatchCase("ＫＵＳＡＴＳＵ", 0, "full-width latin"),
    MatchCase("kusatsu", 0, "romaji"),
    MatchCase("Kusatsu", 0, "romaji, capitalised"),
    MatchCase("KUSATSU", 0, "romaji, upper case"),
    MatchCase("kus", 0, "partial romaji, trailing s"),
    MatchCase("kusats", 0, "partial romaji, trailing ts"),
    MatchCase("kusatu", 0, "kunrei tu"),
    MatchCase("ku sa tsu", 0, "spaces ignored"),
    MatchCase("dogo", 1, "long vowel omitted"),
    MatchCase("dougo", 1, "long vowel as ou"),
    MatchCase("dōgo", 1, "long vowel as macron"),
    MatchCase("dôgo", 1, "long vowel as circumflex"),
    MatchCase("どーご", 1, "long vowel mark"),
    MatchCase("ドーゴ", 1, "katakana with long vowel mark"),
    MatchCase("どご", 1, "long vowel dropped in kana"),
    MatchCase("beppu", 2, "double consonant"),
    MatchCase("bep", 2, "partial before double consonant"),
    MatchCase("べっぷ", 2, "small tsu"),
    MatchCase("hakone yumoto", 3, "two words"),
    MatchCase("hakoneyumoto", 3, "two words run together"),
    MatchCase("yumoto", 3, "second word"),
    MatchCase("noboribetsu", 4, "long romaji"),
    MatchCase("nobori", 4, "romaji prefix"),
    MatchCase("gunma", 0, "prefecture romaji via extra terms"),
    MatchCase("群馬", 0, "prefecture kanji via extra terms"),
    MatchCase("ぐんまけん", 0, "prefecture reading via extra terms"),
    MatchCase("kanto", 3, "region via extra terms"),
    MatchCase("獅子ヶ鼻", 5, "small ke"),
    MatchCase("獅子ケ鼻", 5, "large katakana ke after kanji"),
    MatchCase("獅子が鼻", 5, "ga"),
    MatchCase("shishigahana", 5, "romaji of ga"),
    MatchCase("numazu", 6, "zu for づ"),
    MatchCase("ぬまず", 6, "ず for づ"),
    MatchCase("nyuto", 7, "yōon and long vowels omitted"),
    MatchCase("nyūtō", 7, "macrons"),
    MatchCase("にゆうとう", 7, "small kana written full size"),
    MatchCase("ほてる", 9, "hiragana for katakana name"),
    MatchCase("ﾎﾃﾙ", 9, "half-width katakana name"),
    MatchCase("ホテル サンシャイン", 9, "space instead of middle dot"),
    MatchCase("ホテル・サンシャイン", 9, "middle dot"),
    MatchCase("(ホテル)", 9, "brackets ignored"),
    MatchCase("湯の峰", 8, "kanji with hiragana"),
    MatchCase("kyushu", 2, "region romaji"),
    MatchCase("kyuushuu", 2, "region romaji, long vowels"),
    MatchCase("tamatukuri", 10, "kunrei spelling"),
    MatchCase("ﾀﾏﾂｸﾘ", 10, "half-width"),
]

@Test(arguments: positiveCases)
func queryFindsRecord(_ testCase: MatchCase) {
    #expect(Fixtures.ids(testCase.query).contains(testCase.id))
}

/// Queries that must not find the record (or anything at all, for id -1).
let negativeCases: [MatchCase] = [
    MatchCase("草津", 1, "other kanji"),
    MatchCase("くさつ", 6, "other reading"),
    MatchCase("ぬまつ", 6, "つ is not ず"),
    MatchCase("beppu", 1, "other romaji"),
    MatchCase("osaka", -1, "no such place"),
    MatchCase("札幌", -1, "no such kanji"),
    MatchCase("zzz", -1, "not romaji"),
    MatchCase("kusatsx", -1, "wrong final letter"),
    MatchCase("gunma", 3, "prefecture of another record"),
    MatchCase("つさく", 0, "characters out of order"),
]

@Test(arguments: negativeCases)
func queryDoesNotFindRecord(_ testCase: MatchCase) {
    let found = Fixtures.ids(testCase.query)
    if testCase.id < 0 {
        #expect(found.isEmpty)
    } else {
        #expect(!found.contains(testCase.id))
    }
}
