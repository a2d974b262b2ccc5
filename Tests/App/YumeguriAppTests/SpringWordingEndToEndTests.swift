import Testing

/// Issue 32 §2 in the real binary: the detail's 泉質 line of 草津湯 (aist-3634, the catalog's
/// `メタケイ酸重炭酸そうだ`) reads in English with the wording as written under it, and in Japanese as
/// written alone.
@Suite(.timeLimit(.minutes(5))) struct SpringWordingEndToEndTests {
    @Test func theDetailReadsTheCatalogsWordingInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24, messages: "en_US.UTF-8")
        try tmux.launch("open facility/aist-3634")
        let screen = try tmux.waitFor(all: ["Spring    Metasilicic acid, sodium bicarbonate",
                                            "Translated from the AIST catalog's wording: メタケイ酸重炭酸そうだ"],
                                      none: ["泉質"])
        // Between the 泉質 line and the therapy line, no kana or kanji but the marked original.
        let lines = screen.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("Spring    ") })
        let spring = lines[start...].prefix { !$0.contains("Therapy") }.joined(separator: "\n")
        let outside = spring.replacingOccurrences(of: "wording: メタケイ酸重炭酸そうだ", with: "")
        #expect(!outside.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }, "\(spring)")
        try tmux.quit()
    }

    @Test func theDetailShowsTheWordingAloneInJapanese() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24)
        try tmux.launch("open facility/aist-3634")
        try tmux.waitFor(all: ["泉質      メタケイ酸重炭酸そうだ"], none: ["Translated", "AIST の表記"])
        try tmux.quit()
    }
}
