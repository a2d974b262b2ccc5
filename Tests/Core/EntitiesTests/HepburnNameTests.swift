import Entities
import Testing

/// Modified Hepburn from the catalog's readings: the spellings a reader of English meets on signs
/// and maps, and the catalog's own word boundaries.
@Suite struct HepburnNameTests {
    @Test(arguments: [
        // し ち つ ふ じ; ぢ and づ as じ and ず; ゐ ゑ を as i e o.
        ("しちつふじ", "Shichitsufuji"), ("ちぢみ", "Chijimi"), ("つづき", "Tsuzuki"), ("ゐゑを", "Ieo"),
        // ゃ ゅ ょ after an i-row kana.
        ("じゅうにこ", "Juniko"), ("しゃり", "Shari"), ("ちょうかい", "Chokai"), ("りゅうじん", "Ryujin"), ("ぢゃ", "Ja"),
        // ん: n before b, m, p; n' before a vowel or y inside a word; none across a word.
        ("しんゆ", "Shin'yu"), ("しんあかくら", "Shin'akakura"), ("ぐんま", "Gunma"), ("しんばし", "Shinbashi"),
        ("かんぽ", "Kanpo"), ("めあかんおんせん", "Meakan Onsen"), ("せんよう", "Sen'yo"),
        // っ doubles the consonant, tch before ch.
        ("くっちゃん", "Kutchan"), ("べっぷ", "Beppu"), ("ふっつ", "Futtsu"), ("はっさむ", "Hassamu"),
        // Long vowels: おう, おお → o; うう → u; えい and いい stay.
        ("こうせん", "Kosen"), ("おおさわ", "Osawa"), ("ゆうき", "Yuki"), ("ちゅうぶ", "Chubu"),
        ("えいへいじ", "Eiheiji"), ("にいがた", "Niigata"), ("おおおか", "Ooka"), ("おーく", "Oku"),
        // Small vowels in loanwords.
        ("うぃんでっく", "Windekku"), ("ふぁみりー", "Famiri"), ("あくてぃば", "Akutiba"), ("かでぃあ", "Kadia"),
        // Katakana read as hiragana.
        ("クサツ", "Kusatsu"),
    ])
    func kana(_ reading: String, _ expected: String) {
        #expect(HepburnName.from(reading: reading) == expected)
    }

    @Test(arguments: [
        ("くさつおんせん", "Kusatsu Onsen"), ("うべこうせん", "Ube Kosen"), ("ゆむらおんせんきょう", "Yumura Onsenkyo"),
        ("ひさのはま・やちこうせん", "Hisanohama Yachi Kosen"), ("せっつきょう はなのさとおんせん", "Settsukyo Hananosato Onsen"),
        ("ぽんゆ(きたみおんせん)", "Pon'yu (Kitami Onsen)"), ("(めまんべつまち)", "(Memanbetsumachi)"),
        ("はなしろ(くしかわ)おんせん", "Hanashiro (Kushikawa) Onsen"), ("べっぷ/かんなわ", "Beppu/Kannawa"),
        ("だい2あわしまゆ", "Dai 2 Awashimayu"), ("PLおんせん", "PL Onsen"), ("You・ゆ", "You Yu"),
        ("ゆ～とぴあおんせん", "Yu-topia Onsen"), ("おんせん", "Onsen"),
    ])
    func words(_ reading: String, _ expected: String) {
        #expect(HepburnName.from(reading: reading) == expected)
    }

    /// No romaji is better than a wrong one: an empty reading, or one with a character the source
    /// could not print, leaves the kanji alone.
    @Test func noReadingNoName() {
        #expect(HepburnName.from(reading: "").isEmpty)
        #expect(HepburnName.from(reading: "しょうわか□").isEmpty)
        #expect(HepburnName.from(reading: "くさつ\u{202E}").isEmpty)
    }
}
