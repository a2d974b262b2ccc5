import Entities
import Localization

/// The catalog's names for a rally's members, in the language in force. rallies.csv names each
/// member as the rally's own list does (`草津温泉`, `群馬県`), in Japanese: the matched area's
/// name (`Kusatsu 草津` in English) and the prefecture's (`Gunma`) come from the catalog, which
/// has them in both languages, so the file needs no English columns of its own.
enum RallyMemberNames {
    /// `names`: each member's catalog name (a bath's area, or a stamp card's prefecture);
    /// `prefectures`: each member's prefecture as the catalog names it. Members the catalog does
    /// not have keep the rally's names.
    static func of(_ rally: Rally, displayName: (FacilityID) -> String?,
                   prefectures: [Prefecture]) -> (names: [Int: String], prefectures: [Int: String]) {
        let byName = Dictionary(prefectures.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var names: [Int: String] = [:]
        var prefectureNames: [Int: String] = [:]
        for member in rally.members {
            if let prefecture = byName[member.prefectureName] { prefectureNames[member.position] = prefecture.displayName }
            if rally.kind == .prefectures {
                if let prefecture = byName[member.name] { names[member.position] = prefecture.displayName }
            } else if let name = member.primaryArea.flatMap(displayName) {
                names[member.position] = name
            }
        }
        return (names, prefectureNames)
    }
}

extension RallyViewState {
    /// The name a member's row leads with: the rally's own in Japanese (the catalog's follows it
    /// where it differs); in English the catalog's where it has romaji (`Kusatsu 草津`), else the
    /// rally's (a catalog name in kanji alone tells an English reader no more than the rally's).
    func shownName(of member: RallyMember) -> String {
        guard AppLanguage.current == .en, let name = catalogNames[member.position], name.unicodeScalars.first?.isASCII == true else {
            return member.name
        }
        return name
    }

    /// The member's prefecture in the language in force (the catalog's), else as the rally has it.
    func prefectureName(of member: RallyMember) -> String { prefectureNames[member.position] ?? member.prefectureName }
}
