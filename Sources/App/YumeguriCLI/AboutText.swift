import Entities

/// The data credits, shared by `--about` and the About screen.
public enum AboutText {
    public static func lines(version: String) -> [String] {
        [
            "yumeguri \(version) — 湯めぐり: Japan's hot springs in the terminal",
            "",
            "Data credits / 出典",
            DataCredit.onsenJapanese,
            DataCredit.onsenEnglish,
            DataCredit.mirror,
            DataCredit.map,
            DataCredit.prefectures,
            "",
            DataCredit.readings,
            DataCredit.sample,
            "",
            "Licences ship with the data: Resources/onsen/LICENSE-DATA.md (政府標準利用規約 2.0 / ODbL 1.0),",
            "Resources/map/LICENSE-japanmap-Apache-2.0.txt, Resources/prefectures/LICENSE-jp_prefecture-MIT.txt.",
            "Software and its licences: Resources/CREDITS.md (with the notices of SQLite, ncurses and libstdc++, linked into the release build).",
        ]
    }
}
