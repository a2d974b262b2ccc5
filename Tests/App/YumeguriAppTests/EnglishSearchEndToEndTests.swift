import Foundation
import TestSupport
import Testing

/// Issue 32 §3: the search, the detail and the favourites of the main journey in English (the
/// locale says English; nothing on the way is doubled or Japanese chrome).
@Suite(.serialized, .timeLimit(.minutes(5))) struct EnglishSearchEndToEndTests {
    @Test func searchOpenFavouriteAndTheFavouritesTabInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24, messages: "en_US.UTF-8")
        try tmux.launch()
        try tmux.waitForCatalogLoaded(with: ["Search: ", "recommended"], none: ["検索:", "件 /", "おすすめ順"])

        try tmux.keys("/")
        try tmux.typeText("kusatsu")
        let found = try tmux.waitForFirstRow(["草津"], query: "kusatsu")
        #expect(!found.contains("名前") && !found.contains("都道府県"))

        // `hot spring` may match nothing until the English search words land: the chrome is English either way.
        try tmux.keys("C-u")
        try tmux.typeText("hot spring")
        let generic = try tmux.waitFor("the query \"hot spring\"") { $0.contains("\"hot spring\"") }
        #expect(generic.contains("No hot springs match.") || generic.contains(" of 4610"))
        #expect(!generic.contains("見つかりません") && !generic.contains("検索語"))

        // The first row of "kusatsu" itself: the rows of "hot spring" above can hold 草津 too, and
        // Enter on them opened what they had first.
        try tmux.keys("C-u")
        try tmux.typeText("kusatsu")
        try tmux.waitForFirstRow(["Kusatsu 草津", "Gunma"], query: "kusatsu")
        try tmux.keys("Enter", "Enter")
        let detail = try tmux.waitFor(all: ["Location", "Temp.", "Spring"], none: ["所在地", "泉温"])
        #expect(detail.contains("Nearby"))

        try tmux.keys("f")
        try tmux.waitFor(text: "★ Kusatsu 草津")
        try tmux.keys("3")
        let favourites = try tmux.waitFor(all: ["by my order", "1 of 1", "Name", "草津"], none: ["並び:", "名前"])
        #expect(favourites.contains("Pref."))
        try tmux.quit()
    }

    /// `open facility/aist-99999`: one clear message, no Nearby box, no keys that act on nothing.
    @Test func anUnknownIdInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 120, height: 30, messages: "en_US.UTF-8")
        try tmux.launch("open facility/aist-99999")
        // What a known area's detail shows and this one must not: the Nearby box and the keys that
        // act on the area (`j down`, `t ticket` in the status bar; `scroll` shows only in the help,
        // so a check for it could never fail).
        let screen = try tmux.waitFor(all: ["There is no hot-spring area aist-99999 in the catalog.", "Esc: back"],
                                      none: ["Nearby", "j down", "ticket"])
        #expect(!screen.contains("no hot-spring area with id"))
        try tmux.quit()
    }
}
