import AppShell
import Notices
import Testing

/// Issue 23 part 4: a store's error reaches the status bar through the app's notices (the shell
/// reads no store), marked as an error, and goes with the next key like every notice.
@MainActor
@Suite struct NoticeBarTests {
    func bottom(_ h: ShellHarness) -> String {
        h.screen.split(separator: "\n", omittingEmptySubsequences: false).last(where: { !$0.allSatisfy(\.isWhitespace) }).map(String.init) ?? ""
    }

    @Test func anErrorNoticeShowsAsAnErrorUntilTheNextKey() {
        let notices = NoticeStore()
        let h = ShellHarness(notices: notices)
        notices.post("お気に入りを保存できませんでした (not saved): disk I/O error", kind: .error)
        h.shell.render()
        #expect(bottom(h).contains("✗ お気に入りを保存できませんでした"), "\(bottom(h))")
        h.press(.character("j"))
        #expect(!bottom(h).contains("お気に入り"), "\(bottom(h))")
        #expect(notices.current == nil)
    }

    @Test func newsIsNotMarkedAsAnError() {
        let notices = NoticeStore()
        let h = ShellHarness(notices: notices)
        notices.post("🎉 別府八湯 制覇! completed")
        h.shell.render()
        #expect(bottom(h).contains("別府八湯 制覇"), "\(bottom(h))")
        #expect(!bottom(h).contains("✗"), "\(bottom(h))")
    }
}
