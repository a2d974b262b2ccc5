import AppWiring
import ScreenKit
import Settings
import TerminalKit
import Testing

/// Every key one screen's text names from another screen's table is a key of that table, under the
/// action the mention names and with the default the mention assumes: a renamed action or a new
/// default cannot leave a text naming the wrong key.
@MainActor @Suite struct KeyMentionTests {
    @Test(arguments: KeyMention.all) func eachMentionIsItsTablesKey(_ mention: KeyMention) throws {
        let entries = KeyTables.all.filter { $0.scope == mention.scope }.flatMap(\.entries)
        #expect(!entries.isEmpty, "no key table [keys.\(mention.scope)]")
        let entry = try #require(entries.first { $0.action == mention.action }, "[keys.\(mention.scope)] has no \(mention.action)")
        #expect(entry.keys.first == mention.defaultKey, "[keys.\(mention.scope)] \(mention.action) is \(entry.keys.map(\.label))")
    }

    @Test func theListHasEveryMentionOnce() {
        #expect(Set(KeyMention.all).count == KeyMention.all.count)
    }
}
