import Testing
@testable import TerminalKit

@Suite struct ThemeTests {
    @Test func noColorMeansMono() {
        #expect(Theme.resolve(choice: "dark", environment: ["NO_COLOR": "1"]).name == .mono)
        #expect(Theme.resolve(choice: "auto", environment: ["NO_COLOR": ""]).name == .mono)
        #expect(Theme.resolve(choice: "light", environment: [:]).name == .light)
        #expect(Theme.resolve(choice: "auto", environment: ["COLORFGBG": "0;15"]).name == .light)
        #expect(Theme.resolve(choice: "auto", environment: [:]).name == .dark)
    }

    @Test func monoStaysReadableWithoutColour() {
        let mono = Theme(.mono)
        for role in ColorRole.allCases {
            let resolved = mono.resolve(Style(role))
            #expect(resolved.foreground == .default && resolved.background == .default)
        }
        // The selection and the active tab must still stand out.
        #expect(mono.resolve(.selection).reverse)
        #expect(mono.resolve(Style(.tabActive)).reverse)
        #expect(mono.resolve(.sample).underline)
    }
}

/// WCAG AA for every colour role of the colour themes: 4.5:1 for text, 3:1 for borders (non-text).
@Suite struct ThemeContrastTests {
    static let colorThemes = [Theme(.dark), Theme(.light)]

    @Test(arguments: colorThemes)
    func everyRoleMeetsAAOnTheBackgroundsTheThemeIsFor(theme: Theme) {
        #expect(!theme.assumedBackgrounds.isEmpty)
        for role in ColorRole.allCases where role != .normal {
            let style = theme.resolve(Style(role))
            // The terminal's own foreground is the one colour a theme cannot check; only `normal` uses it.
            guard let ink = style.foreground.rgb else {
                Issue.record("\(theme.name) \(role) leaves its ink to the terminal")
                continue
            }
            #expect(!style.dim, "\(theme.name) \(role) is dim: how dim is up to the terminal")
            let target = role == .border ? 3.0 : 4.5
            let backgrounds = style.background.rgb.map { [$0] } ?? theme.assumedBackgrounds
            for background in backgrounds {
                let ratio = ink.contrast(with: background)
                #expect(ratio >= target, "\(theme.name) \(role): \(ink) on \(background) is \(ratio):1")
            }
        }
    }

    /// The same check on every colour depth a colour theme runs on, with the basic colours at
    /// xterm's values and bold drawn in the bright variant as xterm draws it (`TERM=xterm` has 8).
    @Test(arguments: colorThemes, ColorDepth.allCases)
    func everyRoleMeetsAAOnEveryColourDepth(theme: Theme, depth: ColorDepth) {
        for role in ColorRole.allCases where role != .normal {
            for bold in [false, true] {
                let style = theme.resolve(Style(role, bold: bold), depth: depth)
                guard style.foreground.index >= 0 else {
                    Issue.record("\(theme.name) \(role) leaves its ink to the terminal at \(depth)")
                    continue
                }
                #expect(!depth.isBasic || (0..<16).contains(style.foreground.index), "\(theme.name) \(role) at \(depth) is not a basic colour")
                let ink = Palette.rgb(Int(depth.ink(style.foreground.index, bold: style.bold)))
                let target = role == .border ? 3.0 : 4.5
                let backgrounds = style.background.rgb.map { [$0] } ?? theme.assumedBackgrounds(depth: depth)
                for background in backgrounds {
                    let ratio = ink.contrast(with: background)
                    #expect(ratio >= target, "\(theme.name) \(role) bold \(bold) at \(depth): \(ink) on \(background) is \(ratio):1")
                }
            }
        }
    }

    @Test func theCodeToScanIsBlackOnWhiteInEveryTheme() {
        for theme in Self.colorThemes {
            let style = theme.resolve(Style(.scanCode))
            #expect(style.foreground.rgb == RGB(0, 0, 0) && style.background.rgb == RGB(255, 255, 255))
        }
    }

    @Test func contrastAndPaletteFollowTheirDefinitions() {
        #expect(RGB(0, 0, 0).contrast(with: RGB(255, 255, 255)) == 21)
        #expect(RGB(119, 119, 119).contrast(with: RGB(119, 119, 119)) == 1)
        // The WCAG example everyone quotes: #777 on white just misses AA.
        let grey = RGB(119, 119, 119).contrast(with: RGB(255, 255, 255))
        #expect(grey > 4.47 && grey < 4.49)
        #expect(Palette.rgb(16) == RGB(0, 0, 0) && Palette.rgb(231) == RGB(255, 255, 255))
        #expect(Palette.rgb(196) == RGB(255, 0, 0) && Palette.rgb(67) == RGB(95, 135, 175))
        #expect(Palette.rgb(232) == RGB(8, 8, 8) && Palette.rgb(255) == RGB(238, 238, 238))
        #expect(RGB(95, 135, 175).description == "#5f87af")
    }

    @Test func anEightColourTerminalGetsTheNearestBasicColour() {
        #expect(TerminalColor(palette: 196).index(forTerminalWith: 8) == 1)   // red
        #expect(TerminalColor(palette: 16).index(forTerminalWith: 8) == 0)    // black
        #expect(TerminalColor(palette: 231).index(forTerminalWith: 8) == 7)   // white
        #expect(TerminalColor(palette: 25).index(forTerminalWith: 8) == 4)    // blue
        #expect(TerminalColor(palette: 9).index(forTerminalWith: 8) == 1)     // bright red → red
        #expect(TerminalColor.default.index(forTerminalWith: 8) == -1)
        #expect(TerminalColor(palette: 117).index(forTerminalWith: 256) == 117)
    }
}
