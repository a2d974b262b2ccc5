import Testing
@testable import JapaneseSearch

@Test(arguments: [
    ("どうご", "dogo"), ("どーご", "dōgo"), ("dougo", "dogo"), ("ドーゴ", "どご"),
    ("クサツ", "ｸｻﾂ"), ("KUSATSU", "ＫＵＳＡＴＳＵ"), ("kusatsu", "くさつ"), ("kusatu", "くさつ"),
    ("獅子ヶ鼻", "獅子ケ鼻"), ("獅子ヶ鼻", "獅子が鼻"), ("ぬまづ", "numazu"), ("しょう", "syo"),
    ("きゃ", "きや"), ("ティー", "てい"), ("ふぁ", "fa"), ("chi", "ti"), ("shi", "si"), ("tsu", "tu"),
    ("fu", "hu"), ("ji", "zi"), ("ｸﾞﾝﾏ", "グンマ"), ("gunma", "ぐんま"), ("onnsenn", "onsen"),
    ("Ohno", "おおの"), ("Shimbashi", "しんばし"), ("matcha", "まっちゃ"),
])
func equivalentSpellingsNormaliseAlike(_ pair: (String, String)) {
    #expect(SearchText.normalize(pair.0) == SearchText.normalize(pair.1))
}

@Test(arguments: [
    ("くさつ", "くさつ"), ("Kusatsu Onsen", "くさつおんせん"), ("どうご", "どご"), ("ホテル・サンシャイン", "ほてるさんしやいん"),
    ("草津 (群馬)", "草津群馬"), ("a/b", "あb"), ("ｶﾞ", "が"), ("ゐゑを", "いえお"),
])
func canonicalForm(_ pair: (String, String)) {
    #expect(SearchText.normalize(pair.0) == pair.1)
}

@Test func controlCharactersAreDropped() {
    #expect(SearchText.normalize("く\u{0007}さ\u{0000}つ\u{200B}") == "くさつ")
}

@Test func smallTsuIsNotFolded() {
    #expect(SearchText.normalize("べっぷ") != SearchText.normalize("べつぷ"))
}

@Test(arguments: [
    ("kusatsu", "くさつ"), ("hakone yumoto", "はこね ゆもと"), ("beppu", "べっぷ"), ("dogo", "どご"),
    ("dougo", "どうご"), ("gunma", "ぐんま"), ("noboribetsu", "のぼりべつ"), ("konnichiwa", "こんにちわ"),
    ("kan'i", "かん'い"), ("shi si chi ti tsu tu fu hu ji zi", "し し ち ち つ つ ふ ふ じ じ"),
    ("kyoto", "きょと"), ("onsen", "おんせん"), ("tempura", "てんぷら"), ("Dōgo ラーメン", "どおご らーめん"),
])
func romajiToHiragana(_ pair: (String, String)) {
    #expect(SearchText.hiragana(fromRomaji: pair.0) == pair.1)
}
