import Localization
import TestSupport
import Testing
import TerminalKit
@testable import AccountFeature

/// Issue 22 item 14: an empty field shows what to type in a muted style, and nothing that could be
/// taken for a value — in particular no dots for a PIN nobody has typed.
@Suite struct FormPlaceholderTests {
    /// Issue 32: the PIN's rule is said once, in its label (it read `PIN (4–8 digits) 4–8 digits`),
    /// in either language; the label stays while the field has the focus, where a placeholder hides.
    @Test(arguments: [(Language.ja, "PIN (4–8桁)", "桁"), (Language.en, "PIN (4–8 digits)", "digits")])
    func anEmptyPINSaysItsRuleOnceAndShowsNoDots(_ language: Language, _ label: String, _ word: String) throws {
        for focus in [AccountFormState.Field.email, .pin] {
            var form = AccountFormState(mode: .signIn)
            form.field = focus
            let canvas = renderCanvas(Size(width: 80, height: 8), in: language) { _ = AccountFormView.render(form, working: false, in: $0.bounds, on: &$0) }
            let rows = (0..<canvas.size.height).map { canvas.text(row: $0) }
            let pin = try #require(rows.first { $0.contains("PIN") })
            #expect(pin.trimmingCharacters(in: .whitespaces) == label, "\(focus): \(pin)")
            #expect(pin.components(separatedBy: word).count == 2, "the rule once: \(pin)")
            #expect(!pin.contains("•") && !pin.contains("*"), "\(pin)")
        }
    }

    @Test func examplesAreMarkedAsExamplesAndMuted() throws {
        var form = AccountFormState(mode: .create)
        form.field = .name
        let canvas = renderCanvas(Size(width: 80, height: 8)) { _ = AccountFormView.render(form, working: false, in: $0.bounds, on: &$0) }
        let rows = (0..<canvas.size.height).map { canvas.text(row: $0) }
        let emailRow = try #require(rows.firstIndex { $0.contains("メール") })
        #expect(rows[emailRow].contains("例 you@example.com"), "\(rows[emailRow])")
        let start = try #require(canvas.columnOf("you@", row: emailRow))
        #expect(canvas[start, emailRow].style.role == .muted)
    }
}

private extension Canvas {
    /// The column where `needle` starts on `row`, counted in cells.
    func columnOf(_ needle: String, row: Int) -> Int? {
        guard let first = needle.first else { return nil }
        for x in 0..<size.width where self[x, row].character == first {
            var matched = true
            var column = x
            for character in needle {
                guard column < size.width, self[column, row].character == character else { matched = false; break }
                column += DisplayWidth.of(character)
            }
            if matched { return x }
        }
        return nil
    }
}
