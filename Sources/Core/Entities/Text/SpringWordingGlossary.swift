/// The words the AIST catalog's 泉質 wordings are made of, Japanese → English, for
/// `SpringWording` (which reads a wording longest match first and never guesses a word that is not
/// here). A ja → en table, not a catalog of two languages: the Japanese side is data the reader
/// matches, and Japanese shows the wording as written.
///
/// Where the names come from (`Origin`):
/// - `standard`: the terms of 環境省「鉱泉分析法指針（平成26年改訂）」 (泉質名 of the 療養泉, 液性,
///   浸透圧 and 泉温 classes); the English follows the app's names of the ten types (SpringsText)
///   and the chemistry's usual English (`sodium`, `chloride`, `hydrogen carbonate`, `hypotonic`).
/// - `oldName`: the 旧泉質名 in the same guideline's table of old and new names (食塩泉, 重曹泉,
///   芒硝泉, 石膏泉, 明礬泉, 緑礬泉, 炭酸鉄泉, 塩化土類, 重炭酸土類, 硫化水素泉, 炭酸泉 …): a wording
///   with one reads "(old name)" in English.
/// - `onsenLaw`: the components of 温泉法 (昭和23年法律第125号) 第2条 別表 that make a 温泉 without a
///   療養泉 type (メタけい酸, メタほう酸, 重炭酸そうだ, ふっ素イオン, 総硫黄, 総鉄イオン).
/// - `ours`: the catalog's own words outside the standard (shorthand such as `アルカリ`, the law's
///   article, colour and taste, the spelling `冷絋泉`): the English is this app's.
public enum SpringWordingGlossary {
    public enum Role: Sendable, Hashable {
        /// A class or quality said before what it qualifies (単純, 酸性, 低張性, 弱放射能).
        case quality
        /// A substance or old spring name (硫黄, 食塩, 重曹, メタケイ酸): two in a row are a list.
        case substance
        /// An ion of the standard's name (ナトリウム, 塩化物): joined to the next by `-` or `·` as written.
        case ion
        /// What the wording is (泉, 温泉, 冷鉱泉).
        case spring
        /// A phrase said whole (温泉法第2条に該当, 無味無臭).
        case phrase
        /// 含: the components after it are contained (`含S` → `S-containing`).
        case contains
        /// 含有 after a component (`塩化土類含有`): `-containing` after it.
        case containedAfter
        /// 塩 right after an ion (`HCO3塩`): the ion's salt, the ion's name alone in English.
        case saltOfIon
        /// 及び: `and`.
        case conjunction
        /// A phrase that says what the words before it do (`の項で温泉`: qualify it as a hot spring).
        case predicate
    }

    public enum Origin: Sendable, Hashable {
        case standard, oldName, onsenLaw, ours
    }

    public struct Entry: Sendable, Hashable {
        public let japanese: String
        public let english: String
        public let role: Role
        public let origin: Origin
        /// The noun after 含 where it differs (`放射能`: `radioactive`, contained `radioactivity`).
        public let contained: String?
        /// A quality that may stand before a contained component (`含弱Rn`: weak Rn).
        public let modifiesContained: Bool

        init(_ japanese: String, _ english: String, _ role: Role, _ origin: Origin, contained: String? = nil, modifiesContained: Bool = false) {
            self.japanese = japanese
            self.english = english
            self.role = role
            self.origin = origin
            self.contained = contained
            self.modifiesContained = modifiesContained
        }
    }

    /// Marks between the words, as the reader sees them after Unicode compatibility folding (which
    /// makes `（`, `，`, `？`, `－` and full-width letters ASCII).
    public enum Mark: Sendable, Hashable {
        /// ・ between names of one kind; `·` between ions in English (see `SpringWording`).
        case nakaguro
        /// , 、 ;
        case comma
        /// - and a kana long-vowel mark typed for it after a word.
        case hyphen
        case space
        case open, close, question
    }

    public static let marks: [Character: Mark] = [
        "・": .nakaguro, "･": .nakaguro, ",": .comma, "、": .comma, ";": .comma, "-": .hyphen, "ー": .hyphen, "−": .hyphen,
        " ": .space, "\u{3000}": .space, "(": .open, ")": .close, "?": .question,
    ]

    public static let entries: [Entry] = qualities + substances + ions + springs + phrases + [
        Entry("含", "", .contains, .standard),
        Entry("含有", "-containing", .containedAfter, .ours),
        Entry("塩", "", .saltOfIon, .standard),
        Entry("及び", "and", .conjunction, .ours),
    ]

    static let qualities: [Entry] = [
        Entry("単純", "simple", .quality, .standard),
        Entry("酸性", "acidic", .quality, .standard),
        Entry("弱酸性", "weakly acidic", .quality, .standard),
        Entry("中性", "neutral", .quality, .standard),
        Entry("弱アルカリ性", "weakly alkaline", .quality, .standard),
        Entry("アルカリ性", "alkaline", .quality, .standard),
        Entry("弱アルカリ", "weakly alkaline", .quality, .ours),
        Entry("アルカリ", "alkaline", .quality, .ours),
        Entry("放射能", "radioactive", .quality, .standard, contained: "radioactivity"),
        Entry("放射性", "radioactive", .quality, .ours, contained: "radioactivity"),
        Entry("弱放射能", "weakly radioactive", .quality, .ours, contained: "weak radioactivity"),
        Entry("微放射能", "slightly radioactive", .quality, .ours, contained: "slight radioactivity"),
        Entry("低張性", "hypotonic", .quality, .standard),
        Entry("等張性", "isotonic", .quality, .standard),
        Entry("高張性", "hypertonic", .quality, .standard),
        Entry("低張", "hypotonic", .quality, .ours),
        Entry("等張", "isotonic", .quality, .ours),
        Entry("高張", "hypertonic", .quality, .ours),
        // The old classification by stimulus (緊張度): 緩和性 mild (単純泉, 食塩泉 …), 緊張性 stimulating
        // (硫黄泉, 酸性泉, 明礬泉 …), as onsen guides still print it after the name.
        Entry("緩和性", "mild", .quality, .ours),
        Entry("緊張性", "stimulating", .quality, .ours),
        Entry("弱", "weak", .quality, .ours, modifiesContained: true),
        Entry("強", "strong", .quality, .ours),
    ]

    static let substances: [Entry] = [
        Entry("硫黄", "sulfur", .substance, .standard),
        Entry("鉄", "iron", .substance, .standard),
        Entry("鉄(II)", "iron(II)", .substance, .standard),
        Entry("鉄(III)", "iron(III)", .substance, .ours),
        Entry("二酸化炭素", "carbon dioxide", .substance, .standard),
        Entry("よう素", "iodine", .substance, .standard),
        Entry("ヨウ素", "iodine", .substance, .standard),
        Entry("強塩", "strong salt", .substance, .standard),
        Entry("硫化水素", "hydrogen sulfide", .substance, .oldName),
        Entry("炭酸", "carbonic acid", .substance, .oldName),
        Entry("炭酸鉄", "iron carbonate", .substance, .oldName),
        Entry("食塩", "salt", .substance, .oldName),
        Entry("弱食塩", "weak salt", .substance, .oldName),
        Entry("強食塩", "strong salt", .substance, .oldName),
        Entry("重曹", "sodium bicarbonate", .substance, .oldName),
        Entry("重炭酸", "bicarbonate", .substance, .oldName),
        Entry("塩化土類", "alkaline-earth chloride", .substance, .oldName),
        Entry("重炭酸土類", "alkaline-earth bicarbonate", .substance, .oldName),
        Entry("土類", "alkaline earth", .substance, .oldName),
        Entry("芒硝", "Glauber's salt", .substance, .oldName),
        Entry("ぼう硝", "Glauber's salt", .substance, .oldName),
        Entry("石膏", "gypsum", .substance, .oldName),
        Entry("せっこう", "gypsum", .substance, .oldName),
        Entry("明礬", "alum", .substance, .oldName),
        Entry("明ばん", "alum", .substance, .oldName),
        Entry("緑礬", "green vitriol", .substance, .oldName),
        Entry("緑ばん", "green vitriol", .substance, .oldName),
        Entry("銅", "copper", .substance, .ours),
        Entry("ホウ酸", "boric acid", .substance, .ours),
        Entry("ほう酸", "boric acid", .substance, .ours),
        Entry("硼酸", "boric acid", .substance, .ours),
        Entry("砒素", "arsenic", .substance, .ours),
        Entry("ヒ素", "arsenic", .substance, .ours),
        Entry("臭素", "bromine", .substance, .ours),
        Entry("メタケイ酸", "metasilicic acid", .substance, .onsenLaw),
        Entry("メタ珪酸", "metasilicic acid", .substance, .onsenLaw),
        Entry("メタけい酸", "metasilicic acid", .substance, .onsenLaw),
        Entry("メタホウ酸", "metaboric acid", .substance, .onsenLaw),
        Entry("メタほう酸", "metaboric acid", .substance, .onsenLaw),
        Entry("メタ硼酸", "metaboric acid", .substance, .onsenLaw),
        Entry("重炭酸そうだ", "sodium bicarbonate", .substance, .onsenLaw),
        Entry("重炭酸ソーダ", "sodium bicarbonate", .substance, .onsenLaw),
        Entry("フッ素イオン", "fluoride ion", .substance, .onsenLaw),
        Entry("ふっ素イオン", "fluoride ion", .substance, .onsenLaw),
        Entry("フッ素", "fluorine", .substance, .onsenLaw),
        Entry("総硫黄", "total sulfur", .substance, .onsenLaw),
        Entry("総鉄イオン", "total iron ions", .substance, .onsenLaw),
        Entry("総鉄", "total iron", .substance, .onsenLaw),
        Entry("炭酸水素ナトリウム", "sodium hydrogen carbonate", .substance, .ours),
        Entry("トルマリン", "tourmaline", .substance, .ours),
    ]

    static let ions: [Entry] = [
        Entry("ナトリウム", "sodium", .ion, .standard),
        Entry("カルシウム", "calcium", .ion, .standard),
        Entry("マグネシウム", "magnesium", .ion, .standard),
        Entry("塩化物", "chloride", .ion, .standard),
        Entry("炭酸水素塩", "hydrogen carbonate", .ion, .standard),
        Entry("炭酸水素", "hydrogen carbonate", .ion, .ours),
        Entry("硫酸塩", "sulfate", .ion, .standard),
        Entry("硝酸塩", "nitrate", .ion, .ours),
    ]

    static let springs: [Entry] = [
        Entry("泉", "spring", .spring, .standard),
        Entry("温泉", "hot spring", .spring, .standard),
        Entry("鉱泉", "mineral spring", .spring, .standard),
        Entry("冷鉱泉", "cold mineral spring", .spring, .standard),
        Entry("低温泉", "tepid spring", .spring, .standard),
        Entry("高温泉", "high-temperature spring", .spring, .standard),
        Entry("微温泉", "lukewarm spring", .spring, .ours),
        Entry("冷泉", "cold spring", .spring, .ours),
        // 絋 for 鉱, the catalog's common slip (SpringText reads it so too).
        Entry("冷絋泉", "cold mineral spring", .spring, .ours),
        Entry("絋泉", "mineral spring", .spring, .ours),
    ]

    static let phrases: [Entry] = [
        Entry("温泉法規格該当鉱泉", "mineral spring that meets the Hot Springs Act's definition", .phrase, .ours),
        Entry("温泉法規定該当鉱泉", "mineral spring that meets the Hot Springs Act's definition", .phrase, .ours),
        Entry("温泉法規格該当温泉", "hot spring by the Hot Springs Act's definition", .phrase, .ours),
        Entry("温泉法規格該当", "meets the Hot Springs Act's definition", .phrase, .ours),
        Entry("温泉法第2条に該当する", "meets Article 2 of the Hot Springs Act", .phrase, .ours),
        Entry("温泉法第2条に該当", "meets Article 2 of the Hot Springs Act", .phrase, .ours),
        Entry("温泉法第2条該当", "meets Article 2 of the Hot Springs Act", .phrase, .ours),
        Entry("温泉法2条該当", "meets Article 2 of the Hot Springs Act", .phrase, .ours),
        Entry("温泉法第2条に認める温泉", "hot spring under Article 2 of the Hot Springs Act", .phrase, .ours),
        Entry("療養泉規格に達しない", "below the standard of a therapeutic spring", .phrase, .ours),
        Entry("該当するものがない", "no type applies", .phrase, .ours),
        Entry("により温泉である", "qualifies it as a hot spring", .predicate, .ours),
        Entry("の項で温泉", "qualify it as a hot spring", .predicate, .ours),
        Entry("殆無色透明", "almost colourless and clear", .phrase, .ours),
        Entry("無味無臭", "tasteless and odourless", .phrase, .ours),
        Entry("無味微鉱物臭", "tasteless with a faint mineral smell", .phrase, .ours),
    ]
}
