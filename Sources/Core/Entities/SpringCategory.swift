/// The ten standard categories of 療養泉 (therapeutic springs), used to filter by spring type.
/// The catalog's 泉質 is free text in many styles (`Na-Cl泉`, `含食塩重曹泉`, `単純S泉`,
/// `酸性含S,Fe`, `アルカリ性単純温泉(低張性…)`); `classify` maps it to the categories it names.
public enum SpringCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case simple = "単純温泉"
    case chloride = "塩化物泉"
    case bicarbonate = "炭酸水素塩泉"
    case sulfate = "硫酸塩泉"
    case carbonDioxide = "二酸化炭素泉"
    case iron = "含鉄泉"
    case acidic = "酸性泉"
    case iodine = "含よう素泉"
    case sulfur = "硫黄泉"
    case radioactive = "放射能泉"
    /// No spring type given, or text that names none of the above (e.g. `メタケイ酸`).
    case other = "その他/不明"

    public var label: String { rawValue }

    /// Every category the text names; `[.other]` when it names none. A spring can belong to
    /// several (`酸性含S,Fe` is 酸性泉, 硫黄泉 and 含鉄泉).
    public static func classify(_ text: String?) -> Set<SpringCategory> {
        guard let text, !text.isEmpty else { return [.other] }
        let t = Array(text)
        let bytes = Array(text.utf8)
        var found: Set<SpringCategory> = []
        // A plain byte search: Foundation's `contains` was the hot spot of a 100,000-row import.
        func has(_ s: String) -> Bool {
            let needle = Array(s.utf8)
            guard let first = needle.first, needle.count <= bytes.count else { return false }
            var i = 0
            while i + needle.count <= bytes.count {
                if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
                i += 1
            }
            return false
        }

        if has("単純") { found.insert(.simple) }
        if has("塩化") || has("食塩") || has("Cl") { found.insert(.chloride) }
        if has("炭酸水素") || has("重曹") || has("重炭酸") || has("HCO3") { found.insert(.bicarbonate) }
        if has("硫酸") || has("SO4") || has("芒硝") || has("石膏") || has("苦味") || has("明礬") || has("明ばん") || has("緑礬") {
            found.insert(.sulfate)
        }
        // 炭酸 alone is carbon dioxide; in 炭酸水素 or 重炭酸 it is bicarbonate.
        for (index, character) in t.enumerated() where character == "炭" && index + 1 < t.count && t[index + 1] == "酸" {
            let followedByHydrogen = index + 3 < t.count && t[index + 2] == "水" && t[index + 3] == "素"
            let afterHeavy = index > 0 && t[index - 1] == "重"
            if !followedByHydrogen && !afterHeavy { found.insert(.carbonDioxide) }
        }
        if has("二酸化炭素") || has("CO2") { found.insert(.carbonDioxide) }
        if has("鉄") || has("Fe") { found.insert(.iron) }
        for (index, character) in t.enumerated() where character == "酸" && index + 1 < t.count && t[index + 1] == "性" {
            if index == 0 || t[index - 1] != "弱" { found.insert(.acidic) }
        }
        if has("よう素") || has("ヨウ素") || has("沃素") || has("ヨード") { found.insert(.iodine) }
        // I as a chemical symbol (含I, Na-Cl・I).
        for (index, character) in t.enumerated() where character == "I" && index > 0 && "含-・".contains(t[index - 1]) {
            found.insert(.iodine)
        }
        if has("硫黄") || has("硫化") || has("H2S") { found.insert(.sulfur) }
        // S as a chemical symbol (含S, 単純S泉, Na-S) but not SO4 or Si.
        for (index, character) in t.enumerated() where character == "S" {
            let next = index + 1 < t.count ? t[index + 1] : " "
            if next != "O" && next != "i" && next != "r" && next != "c" { found.insert(.sulfur) }
        }
        if has("放射能") || has("ラドン") || has("ラジウム") || has("Rn") { found.insert(.radioactive) }
        return found.isEmpty ? [.other] : found
    }
}
