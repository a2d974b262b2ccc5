import Localization
import TerminalKit
import Testing

/// Text that names a key names the one that acts: the table's own keys through `KeyMap.label`, and
/// another screen's through `KeyMention`, both under the user's overrides.
@Suite struct KeyLabelTests {
    enum AccountAction: Sendable, Equatable { case switchAccount, signOut, field(Int) }

    static let bindings = [
        KeyBinding<AccountAction>([.enter], .switchAccount, LocalizedText(verbatim: "sign in")),
        KeyBinding<AccountAction>([.character("s")], .switchAccount, LocalizedText(verbatim: "switch")),
        KeyBinding<AccountAction>([.character("o")], .signOut, LocalizedText(verbatim: "sign out")),
        KeyBinding<AccountAction>([.ctrl("u")], .field(1), LocalizedText(verbatim: "clear")),
    ]

    @Test func aTableNamesItsOwnKeysAndTheUsersOnceRebound() {
        let defaults = KeyMap(Self.bindings, overrides: KeyOverrides())
        #expect(defaults.label(for: .signOut) == "o")
        #expect(defaults.labels(for: .switchAccount) == ["Enter", "s"])
        #expect(defaults.label(for: .field(1)) == "Ctrl-U")
        #expect(defaults.label(for: .field(2)) == "—")

        let rebound = KeyMap(Self.bindings, overrides: KeyOverrides(["account": ["signOut": [.character("x"), .escape],
                                                                               "switchAccount": [.character("w")]]]))
        #expect(rebound.label(for: .signOut) == "x")
        #expect(rebound.labels(for: .switchAccount) == ["w", "w"])
        #expect(rebound.label(for: .field(1)) == "Ctrl-U")
    }

    @Test func aMentionNamesTheUsersKeyOrElseTheDefault() {
        let visit = KeyMention(scope: "detail", action: "recordVisit", defaultKey: .character("v"))
        #expect(visit.label(under: KeyOverrides()) == "v")
        #expect(visit.label(under: KeyOverrides(["detail": ["recordVisit": [.character(" "), .character("w")]]])) == "Space")
        // Another table's action of the same name is someone else's key.
        #expect(visit.label(under: KeyOverrides(["visits": ["recordVisit": [.character("w")]]])) == "v")
    }
}
