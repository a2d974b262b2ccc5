import AppWiring
import ScreenKit
import Settings
import TerminalKit
import Testing

/// Every key one screen's text names from another screen's table is a key of that table, under the
/// action the mention names and with the default the mention assumes: a renamed action or a new
/// default cannot leave a text naming the wrong key.
@MainActor @Suite struct KeyMentionTests {
    @Test(arguments: AppKeyMentions.all) func eachMentionIsItsTablesKey(_ mention: KeyMention) throws {
        let entries = KeyTables.all.filter { $0.scope == mention.scope }.flatMap(\.entries)
        #expect(!entries.isEmpty, "no key table [keys.\(mention.scope)]")
        let entry = try #require(entries.first { $0.action == mention.action }, "[keys.\(mention.scope)] has no \(mention.action)")
        #expect(entry.keys.first == mention.defaultKey, "[keys.\(mention.scope)] \(mention.action) is \(entry.keys.map(\.label))")
    }

    /// A feature lists each of its mentions once, and two features naming the same key name it
    /// alike (one is checked for both).
    @Test func eachListHasEveryMentionOnceAndFeaturesAgree() {
        for (feature, mentions) in AppKeyMentions.byFeature {
            #expect(Set(mentions).count == mentions.count, "\(feature) lists a mention twice")
        }
        let all = AppKeyMentions.all
        let byKey = Dictionary(grouping: all) { "\($0.scope).\($0.action)" }
        #expect(byKey.values.allSatisfy { $0.count == 1 }, "one key mentioned with two defaults: \(byKey.filter { $0.value.count > 1 })")
        #expect(all.count >= 15)
    }
}
