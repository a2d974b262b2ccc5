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
