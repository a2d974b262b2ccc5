/// The reading of one normalised 泉質 text behind `SpringClassification`: which words and ion
/// symbols it holds. Characters, not Foundation's string search: a few hundred distinct texts are
/// read once per catalog build, and `FacilityListing` classifies on creation.
struct SpringText {
    private let characters: [Character]

    init(_ text: String) { characters = Array(text) }

    var isBlank: Bool { characters.isEmpty || characters.allSatisfy { "?？-・,、.。()（）".contains($0) } }

    func categories() -> Set<SpringCategory> {
        var found: Set<SpringCategory> = []
        if has("塩化") || has("食塩") || has("強塩") || has("Cl") { found.insert(.chloride) }
        if has("炭酸水素") || has("重曹") || has("HCO3") || hasBicarbonateOldName { found.insert(.bicarbonate) }
        if has("硫酸") || has("SO4") || has("芒硝") || has("ぼう硝") || has("石膏") || has("せっこう") || has("苦味")
            || has("明礬") || has("明ばん") || has("緑礬") || has("緑ばん") {
            found.insert(.sulfate)
        }
        if has("二酸化炭素") || has("CO2") || hasFreeCarbonicAcid { found.insert(.carbonDioxide) }
        // 総鉄 is the 温泉法's 10 mg of total iron; 含鉄泉 needs 20.
        if positions(of: "鉄").contains(where: { character(at: $0 - 1) != "総" }) || has("Fe") || has("緑礬") || has("緑ばん") {
            found.insert(.iron)
        }
        if hasAcid { found.insert(.acidic) }
        if has("よう素") || has("ヨウ素") || has("沃素") || has("ヨード") || hasSymbol("I", before: "含-・,、") { found.insert(.iodine) }
        if hasSulfurWord || has("硫化") || has("H2S") || hasSulfurSymbol { found.insert(.sulfur) }
        if has("放射能") || has("ラドン") || has("ラジウム") || has("Rn") { found.insert(.radioactive) }
        // 単純 is under 1 g/kg dissolved, which no salt type (1 g/kg and more) can be: the ions it
        // names are its main ones, and it is the 単純温泉 only when no special component is named.
        if has("単純") {
            found.subtract([.chloride, .bicarbonate, .sulfate])
            if found.isEmpty { found.insert(.simple) }
        }
        return found
    }

    /// 液性, 泉温 and 浸透圧 classes, as the text states them.
    func properties() -> [String] {
        var found: [String] = []
        for word in ["弱アルカリ性", "アルカリ性", "中性", "弱酸性", "低張性", "等張性", "高張性", "冷鉱泉", "冷絋泉", "低温泉", "高温泉"]
        where has(word) {
            // アルカリ性 inside 弱アルカリ性 is the same statement.
            if word == "アルカリ性", occurrences("アルカリ性") == occurrences("弱アルカリ性") { continue }
            found.append(word == "冷絋泉" ? "冷鉱泉" : word)
        }
        return found
    }

    /// Why a text with no type names none.
    func reason(hasProperties: Bool) -> SpringUnclassifiedReason {
        let lawOnly = ["温泉法", "療養泉規格", "療養泉の規格", "該当するものがない", "該当なし", "規格外"]
        if lawOnly.contains(where: has) { return .notTherapeutic }
        let lawComponents = ["メタケイ酸", "メタ珪酸", "メタけい酸", "メタホウ酸", "メタほう酸", "メタ硼酸", "フッ素", "ふっ素", "弗素",
                             "As", "ヒ素", "ひ素", "砒素", "総硫黄", "総鉄", "重炭酸そうだ", "重炭酸ソーダ", "重炭酸ソ-ダ", "Li", "リチウム",
                             "Sr", "ストロンチウム", "Ba", "バリウム", "Mn", "マンガン", "臭素", "Br", "遊離炭酸"]
        if lawComponents.contains(where: has) { return .onsenLawComponent }
        if hasProperties || ["鉱泉", "温泉"].contains(where: has) { return .propertiesOnly }
        return .unrecognised
    }

    // MARK: Words

    private func has(_ word: String) -> Bool { occurrences(word, limit: 1) > 0 }

    private func occurrences(_ word: String, limit: Int = .max) -> Int {
        positions(of: word, limit: limit).count
    }

    private func positions(of word: String, limit: Int = .max) -> [Int] {
        let needle = Array(word)
        guard let first = needle.first, needle.count <= characters.count else { return [] }
        var found: [Int] = []
        var start = 0
        while start + needle.count <= characters.count, found.count < limit {
            if characters[start] == first, characters[start..<(start + needle.count)].elementsEqual(needle) { found.append(start) }
            start += 1
        }
        return found
    }

    private func character(at index: Int) -> Character? { characters.indices.contains(index) ? characters[index] : nil }

    /// 酸性 not as 弱酸性 (a pH class).
    private var hasAcid: Bool {
        positions(of: "酸性").contains { character(at: $0 - 1) != "弱" }
    }

    /// 炭酸 as free carbonic acid (炭酸泉, 含炭酸…): not in 炭酸水素, 重炭酸, nor 炭酸鉄 (an iron spring's old
    /// name, 含鉄(II)-炭酸水素塩泉), nor 遊離炭酸 alone (the 温泉法's 250 mg, not the 1 g of 二酸化炭素泉).
    private var hasFreeCarbonicAcid: Bool {
        positions(of: "炭酸").contains { index in
            let next = character(at: index + 2), after = character(at: index + 3)
            if next == "水" && after == "素" { return false }
            if next == "鉄" { return false }
            if character(at: index - 1) == "重" || character(at: index - 1) == "離" { return false }
            return true
        }
    }

    /// 重炭酸 as the old name of a bicarbonate spring (重炭酸土類泉), not 重炭酸そうだ (a 温泉法 component).
    private var hasBicarbonateOldName: Bool {
        positions(of: "重炭酸").contains { index in
            let next = character(at: index + 3)
            return next != "そ" && next != "ソ"
        }
    }

    /// 硫黄 but not 総硫黄 (the 温泉法's 1 mg of total sulphur; 硫黄泉 needs 2 mg).
    private var hasSulfurWord: Bool {
        positions(of: "硫黄").contains { character(at: $0 - 1) != "総" }
    }

    /// S as a chemical symbol (含S, 単純S泉, 含As・S) but not in SO4, Si, Sr, Sc, nor As's neighbour.
    private var hasSulfurSymbol: Bool {
        characters.indices.contains { index in
            guard characters[index] == "S" else { return false }
            if let next = character(at: index + 1), next.isASCII, next.isLetter, next.isLowercase || next == "O" { return false }
            return true
        }
    }

    /// A one-letter symbol (I) standing alone after one of `before` or at the start: not the I of
    /// Fe(II), Li or a word.
    private func hasSymbol(_ symbol: Character, before: String) -> Bool {
        characters.indices.contains { index in
            guard characters[index] == symbol else { return false }
            if let next = character(at: index + 1), next.isASCII, next.isLetter { return false }
            guard let previous = character(at: index - 1) else { return true }
            return before.contains(previous)
        }
    }
}
