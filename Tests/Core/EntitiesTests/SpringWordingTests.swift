import Entities
import Foundation
import Localization
import Testing

/// Issue 32 §2: the catalog's own 泉質 wording in English, read by its parts and never guessed.
@Suite struct SpringWordingTests {
    static func english(_ wording: String) -> String? { SpringWording(wording).translation }

    @Test func theLongestWordWins() {
        // 弱アルカリ性 before 弱 + アルカリ性; 冷鉱泉 before 鉱泉; 重炭酸そうだ (the law's component)
        // before 重炭酸 (an old name) + unknown kana; 炭酸水素塩 before 炭酸 (an old name).
        #expect(Self.english("弱アルカリ性冷鉱泉") == "Weakly alkaline cold mineral spring")
        #expect(Self.english("メタケイ酸重炭酸そうだ") == "Metasilicic acid, sodium bicarbonate")
        #expect(Self.english("ナトリウム-炭酸水素塩温泉") == "Sodium-hydrogen carbonate hot spring")
        #expect(Self.english("単純弱放射能低温泉") == "Simple weakly radioactive tepid spring")
    }

    @Test func aPartNotKnownIsNeverGuessedAndTheWordingIsMarked() {
        let wording = SpringWording("内津冷鉱泉")
        #expect(!wording.isComplete)
        #expect(wording.translation == nil)
        #expect(wording.english == "… cold mineral spring")
        #expect(wording.line(in: .en) == "… cold mineral spring [AIST: 内津冷鉱泉]")
        // A slip of the pen (録 for 緑) stays unknown rather than read as what it may have meant.
        #expect(SpringWording("酸性録バン泉").line(in: .en) == "Acidic … spring [AIST: 酸性録バン泉]")
        #expect(SpringWording("？？").line(in: .en) == "[AIST: ？？]")
        AppLanguage.$scoped.withValue(.en) {
            #expect(wording.detailValue == "… cold mineral spring")
            #expect(wording.note?.hasSuffix("as written in the AIST catalog: 内津冷鉱泉") == true)
        }
    }

    @Test func formulasStayAsWrittenWithTheMiddleDotInEnglish() {
        #expect(Self.english("Na-Cl・HCO3泉") == "Na-Cl·HCO3 spring")
        #expect(Self.english("Na・Ca-SO4・Cl泉") == "Na·Ca-SO4·Cl spring")
        #expect(Self.english("Na-塩化物・HCO3塩冷鉱泉") == "Na-chloride·HCO3 cold mineral spring")
        // Full-width letters, the kana long mark for a hyphen and Roman numerals read as ASCII.
        #expect(Self.english("Ｎａ－Ｃｌ泉") == "Na-Cl spring")
        #expect(Self.english("単純含Fe(Ⅱ)") == "Simple Fe(II)-containing")
        #expect(Self.english("ナトリウム・カルシウムー硫酸塩・塩化物泉") == "Sodium·calcium-sulfate·chloride spring")
    }

    @Test func containsGovernsWhatTheStandardsFormSays() {
        // Every component before the standard's hyphen; every formula of a list.
        #expect(Self.english("含CO2・Fe(II)-Na-Cl強塩温泉") == "CO2·Fe(II)-containing Na-Cl strong salt hot spring")
        #expect(Self.english("含二酸化炭素・放射能-ナトリウム-塩化物泉(等張性中性冷鉱泉)")
                == "Carbon dioxide, radioactivity-containing sodium-chloride spring (isotonic neutral cold mineral spring)")
        #expect(Self.english("酸性含S,Fe") == "Acidic S, Fe-containing")
        // Old names: 含X Y泉 is a Y spring with X in it.
        #expect(Self.english("含食塩・重曹泉") == "Salt-containing sodium bicarbonate spring (old name)")
        #expect(Self.english("酸性・含鉄・硫黄泉") == "Acidic, iron-containing sulfur spring")
    }

    @Test func anOldNameSaysSo() {
        #expect(Self.english("食塩泉") == "Salt spring (old name)")
        #expect(Self.english("含塩化土類食塩泉") == "Alkaline-earth chloride-containing salt spring (old name)")
        #expect(Self.english("重曹泉") == "Sodium bicarbonate spring (old name)")
        #expect(Self.english("単純硫黄泉") == "Simple sulfur spring")
        #expect(!SpringWording("重炭酸そうだ").namesOldName)
    }

    @Test func japaneseIsTheWordingAsWritten() {
        for wording in ["単純硫黄泉", "内津冷鉱泉", "Na-Cl・HCO3泉"] {
            #expect(SpringWording(wording).line(in: .ja) == wording)
            AppLanguage.$scoped.withValue(.ja) {
                #expect(SpringWording(wording).detailValue == wording)
                #expect(SpringWording(wording).note == nil)
            }
        }
    }

    @Test func untrustedTextAddsNoControlToTheEnglish() {
        for wording in ["単純\u{1B}]0;title\u{07}泉", "含\u{202E}S", "冷鉱泉\u{2028}食塩泉", "単純\u{0}泉"] {
            let english = SpringWording(wording).english
            #expect(!english.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x2028...0x202E).contains($0.value) },
                    "\(english.debugDescription)")
            #expect(!SpringWording(wording).isComplete)
        }
    }

    /// The bundled catalog: how many wordings and areas read whole in English (the integrator's aim:
    /// 95% of the areas with a wording), with no kana or kanji in a translation and the wording
    /// marked as written wherever a part is not known.
    @Test func theBundledCatalogReadsInEnglish() throws {
        let wordings = try Self.catalogWordings()
        let areas = wordings.values.reduce(0, +)
        var translatedAreas = 0
        var untranslated: [String] = []
        for (wording, count) in wordings {
            let reading = SpringWording(wording)
            if let translation = reading.translation {
                translatedAreas += count
                #expect(!translation.unicodeScalars.contains(where: Self.isJapanese), "\(wording) → \(translation)")
            } else {
                untranslated.append(wording)
                let line = reading.line(in: .en)
                #expect(line.hasSuffix("[AIST: \(reading.original)]"), "\(line)")
                let outside = line.replacingOccurrences(of: "[AIST: \(reading.original)]", with: "")
                #expect(!outside.unicodeScalars.contains(where: Self.isJapanese), "\(wording) → \(line)")
            }
        }
        #expect(wordings.count == 480 && areas == 3023)
        #expect(Double(translatedAreas) >= 0.95 * Double(areas),
                "\(translatedAreas) of \(areas) areas; not translated: \(untranslated.sorted().joined(separator: " "))")
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
    }

    /// `senshitsu` of `Resources/onsen/aist_onsen_areas.csv` per distinct wording (quoted fields allowed).
    static func catalogWordings() throws -> [String: Int] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Resources/onsen/aist_onsen_areas.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let column = try #require(lines.first?.split(separator: ",").firstIndex(of: "senshitsu"))
        var counts: [String: Int] = [:]
        for line in lines.dropFirst() {
            var fields: [String] = [""], quoted = false
            for character in line {
                if character == "\"" { quoted.toggle() } else if character == ",", !quoted { fields.append("") } else { fields[fields.count - 1].append(character) }
            }
            if fields.count > column, !fields[column].isEmpty { counts[fields[column], default: 0] += 1 }
        }
        return counts
    }
}
