/// English words for what the index already knows in Japanese, read in either language: `hot
/// spring` and `hot springs` (also `hot-spring`, `hotsprings`) mean 温泉, so `kusatsu hot springs`
/// is `kusatsu onsen` and finds 草津温泉, and `hot springs` alone lists what `onsen` lists (the areas
/// whose name says 温泉), as `温泉` alone does. `prefecture`/`pref.` and `region` after a place name
/// say what the name is (`Gunma Prefecture`, `Kanto region`) and are left out, as 県 is optional
/// after 群馬. `spa` and `onsen` need no rewriting: they are generic suffixes (`GenericSuffix`).
///
/// Rewritten as words of the query, before it is normalised: the rest of the index (phrases,
/// several words, refinement, the stored index) then sees an ordinary query.
enum EnglishQueryWords {
    static func rewrite(_ query: String) -> String {
        // Most queries hold none of these words: one pass over the bytes decides.
        guard query.utf8.contains(where: { $0 == UInt8(ascii: "h") || $0 == UInt8(ascii: "H")
            || $0 == UInt8(ascii: "p") || $0 == UInt8(ascii: "P") || $0 == UInt8(ascii: "g") || $0 == UInt8(ascii: "G") }) else {
            return query
        }
        let words = query.split(whereSeparator: \.isWhitespace)
        var kept: [Substring] = []
        var index = 0
        var changed = false
        while index < words.count {
            let word = words[index].lowercased()
            if word == "hot", index + 1 < words.count, springWords.contains(words[index + 1].lowercased()) {
                kept.append("onsen")
                index += 2
                changed = true
                continue
            }
            if hotSpringWords.contains(word) {
                kept.append("onsen")
            } else if !kept.isEmpty, placeKindWords.contains(word) {
                // `Gunma Prefecture`: the place's name is the word before.
            } else {
                kept.append(words[index])
                index += 1
                continue
            }
            changed = true
            index += 1
        }
        return changed ? kept.joined(separator: " ") : query
    }

    private static let springWords: Set<String> = ["spring", "springs"]
    private static let hotSpringWords: Set<String> = ["hot-spring", "hot-springs", "hotspring", "hotsprings"]
    private static let placeKindWords: Set<String> = ["prefecture", "pref", "pref.", "region"]
}
