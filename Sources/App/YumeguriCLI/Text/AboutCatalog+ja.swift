extension AboutCatalog {
    var ja: String {
        switch self {
        case .title(let version): "yumeguri \(version) — 湯めぐり: 端末で日本の温泉をめぐる"
        case .creditsHeader: "出典"
        case .licencesData: "ライセンスはデータに同梱: Resources/onsen/LICENSE-DATA.md (政府標準利用規約 2.0 / ODbL 1.0)、"
        case .licencesMap: "Resources/map/LICENSE-japanmap-Apache-2.0.txt、Resources/prefectures/LICENSE-jp_prefecture-MIT.txt。"
        case .licencesSoftware: "ソフトウェアとそのライセンス: Resources/CREDITS.md (リリース版に静的リンクする SQLite、ncurses、libstdc++ の表示を含む)。"
        }
    }
}
