extension AboutCatalog {
    var en: String {
        switch self {
        case .title(let version): "yumeguri \(version): Japan's hot springs in the terminal"
        case .creditsHeader: "Data credits"
        case .licencesData: "Licences ship with the data: Resources/onsen/LICENSE-DATA.md (Government of Japan Standard Terms of Use 2.0 / ODbL 1.0),"
        case .licencesMap: "Resources/map/LICENSE-japanmap-Apache-2.0.txt, Resources/prefectures/LICENSE-jp_prefecture-MIT.txt."
        case .licencesSoftware: "Software and its licences: Resources/CREDITS.md (with the notices of SQLite, ncurses and libstdc++, linked into the release build)."
        }
    }
}
