import AppShell
import Dependencies
import Foundation
import Navigation
import TerminalKit
import TestSupport
import Testing

/// The shell in-process: tabs, per-tab history, the modal, help, the quit prompt, resize and a
/// too-small terminal, each in milliseconds without a terminal.
@MainActor
@Suite struct ShellTests {
    @Test func tabsKeepTheirOwnHistory() {
        let h = ShellHarness()
        #expect(h.screen.contains("1 検索"))
        h.press(.character("x"))
        #expect(h.router.currentStack == [.search, .about])
        #expect(h.screen.contains("検索 › このアプリについて"))
        h.press(.character("2"))
        #expect(h.router.selectedTab == .map)
        h.press(.character("x"), .character("x"))
        #expect(h.router.currentStack.count == 3)
        h.press(.tab, .backTab, .character("1"))
        #expect(h.router.currentStack == [.search, .about])
        h.press(.escape)
        #expect(h.router.currentStack == [.search])
        h.press(.character("2"))
        #expect(h.router.currentStack.count == 3)
        h.checkInvariants()
    }

    @Test func screensThatLeaveTheirStackAreToldSo() {
        let h = ShellHarness()
        h.press(.character("x"))
        let pushed = h.log.screens.last
        #expect(pushed?.appeared == 1 && pushed?.disappeared == 0)
        h.press(.escape)
        #expect(pushed?.disappeared == 1)
    }

    @Test func aTabStartsLoadingTheFirstTimeItIsShownAndOnlyThen() {
        let h = ShellHarness()
        let map = h.log.screens.first { $0.destination == .map(focus: nil) }
        let search = h.log.screens.first { $0.destination == .search }
        // Every tab has its root screen from the start; only the one shown has been asked to load.
        #expect(map != nil && map?.appeared == 0)
        #expect(search?.appeared == 1)
        h.press(.character("2"))
        #expect(map?.appeared == 1)
        h.press(.character("1"), .character("2"))
        #expect(map?.appeared == 1 && search?.appeared == 1)
    }

    @Test func theModalTakesKeysAndBackClosesIt() {
        let h = ShellHarness()
        h.press(.character("m"))
        #expect(h.router.modal == .signIn)
        #expect(h.screen.contains("検索 › サインイン"))
        h.checkInvariants()
        h.press(.escape)
        #expect(h.router.modal == nil)
        #expect(h.router.currentStack == [.search])
        h.checkInvariants()
    }

    @Test func helpOpensListsBothTablesAndCloses() {
        let h = ShellHarness()
        h.press(.character("?"))
        #expect(h.shell.isHelpVisible)
        #expect(h.screen.contains("ヘルプ"))
        #expect(h.screen.contains("次へ push"))
        #expect(h.screen.contains("全体"))
        // Keys other than the help's own do nothing while it is open.
        h.press(.character("x"))
        #expect(h.router.currentStack == [.search])
        h.press(.escape)
        #expect(!h.shell.isHelpVisible)
        #expect(!h.screen.contains("全体"))
        h.press(.character("?"), .character("a"))
        #expect(h.router.currentStack == [.search, .about])
    }

    /// Issue 15, item 6: with ambiguous characters wide the chrome and the help overlay still line
    /// up: the frame is drawn in `+ - |`, the ↓ and … take two cells, and no row is wider than 80.
    @Test func theChromeAndTheHelpWithAmbiguousCharactersWide() {
        AmbiguousWidth.$current.withValue(.wide) {
            let harness = ShellHarness(size: Size(width: 80, height: 24))
            harness.press(.character("x"), .character("?"))
            let screen = harness.screen
            assertTextSnapshot(screen, named: "shell-help-80x24-wide")
            #expect(!screen.contains("─") && !screen.contains("│") && screen.contains("+- ヘルプ"))
            for y in 0..<24 { #expect(harness.terminal.screen.text(row: y).displayWidth == 80, "row \(y)") }
        }
    }

    /// Issue 15: at 60×16 the help does not fit; it says so, scrolls, and `/` filters it.
    @Test func helpScrollsAndFiltersAtTheSmallestSize() {
        let h = ShellHarness(size: Size(width: 60, height: 16))
        h.press(.character("?"))
        var screen = h.screen
        #expect(screen.contains("ヘルプ"))
        #expect(screen.contains("下にあと"))
        #expect(!screen.contains("上にあと"))
        // Not the first (`ヘルプ`, which the overlay's title says too): the back key's.
        let firstGlobal = GlobalKeys.keyMap.help.dropFirst().first?.summary ?? ""
        let lastGlobal = GlobalKeys.keyMap.help.last?.summary ?? ""
        #expect(!screen.contains(lastGlobal))
        h.press(.end)
        screen = h.screen
        #expect(screen.contains(lastGlobal) && screen.contains("上にあと") && !screen.contains("下にあと"))
        h.press(.home, .character("j"))
        #expect(h.screen.contains("上にあと"))
        // Filtering: only what matches stays, whatever its section.
        h.press(.character("/"), .character("再"), .character("描"), .character("画"))
        screen = h.screen
        #expect(screen.contains("/再描画"))
        #expect(screen.contains("Ctrl-L") && screen.contains("再描画"))
        #expect(!screen.contains(firstGlobal) || firstGlobal.contains("再描画"), "\(screen)")
        // Typing in the filter never reaches the screen or the global keys (`1` is not a tab switch).
        h.press(.character("1"))
        #expect(h.router.selectedTab == .search && h.shell.isHelpVisible)
        h.press(.escape)
        #expect(h.shell.isHelpVisible && !h.screen.contains("/再描画"))
        h.press(.escape)
        #expect(!h.shell.isHelpVisible)
        h.checkInvariants()
    }

    /// Issue 15, item 3: a click on a tab selects it, on a status-bar hint presses its key, in the
    /// body reaches the screen at its own coordinates; the wheel scrolls the screen and the help.
    @Test func clicksAndTheWheel() throws {
        let h = ShellHarness()
        func column(of text: String, inLine index: Int) -> Int? {
            let lines = h.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.indices.contains(index), let range = lines[index].range(of: text) else { return nil }
            return String(lines[index][..<range.lowerBound]).displayWidth
        }
        let favouritesTab = try #require(column(of: "3 お気に入り", inLine: 0))
        h.press(.mouse(MouseEvent(.press, x: favouritesTab + 2, y: 0)))
        #expect(h.router.selectedTab == .favorites)
        let pushHint = try #require(column(of: "x 次へ", inLine: 29))
        h.press(.mouse(MouseEvent(.press, x: pushHint, y: 29)))
        #expect(h.router.currentStack == [.favorites, .about])
        let probe = try #require(h.log.screens.last)
        h.press(.mouse(MouseEvent(.press, x: 5, y: 6)))
        #expect(probe.mouse == [MouseEvent(.press, x: 5, y: 5)], "the body starts below the tab bar")
        h.press(.mouse(MouseEvent(.wheelDown, x: 5, y: 6)))
        #expect(probe.keys.suffix(3) == [.down, .down, .down])
        h.checkInvariants()

        let small = ShellHarness(size: Size(width: 60, height: 16))
        small.press(.character("?"))
        #expect(!small.screen.contains("上にあと"))
        small.press(.mouse(MouseEvent(.wheelDown, x: 10, y: 8)))
        #expect(small.screen.contains("上にあと"))
        #expect(small.shell.isHelpVisible)
    }

    @Test func qOnATabRootAsksAndOnlyYQuits() {
        let h = ShellHarness()
        h.press(.character("q"))
        #expect(h.shell.isConfirmingQuit)
        #expect(h.screen.contains("終了しますか? (y/n)"))
        h.press(.character("n"))
        #expect(!h.shell.isConfirmingQuit && h.shell.exitCode == nil)
        h.press(.escape)
        #expect(h.screen.contains("q で終了します"))
        h.press(.character("q"), .character("y"))
        #expect(h.shell.exitCode == 0)
    }

    @Test func ctrlCSignalsAndHangUpEndWithTheirCodes() {
        let quit = ShellHarness()
        quit.press(.ctrl("c"))
        #expect(quit.shell.exitCode == 0)
        let signalled = ShellHarness()
        signalled.shell.handle(.signal(15))
        #expect(signalled.shell.exitCode == 143)
        let hungUp = ShellHarness()
        hungUp.shell.handle(.hangUp)
        #expect(hungUp.shell.exitCode == 129)
    }

    @Test func tooSmallSaysSoKeepsOnlySafeKeysAndRecovers() {
        let h = ShellHarness()
        h.resize(Size(width: 50, height: 12))
        #expect(h.screen.contains("端末が小さすぎます (60×16 以上が必要です)"))
        // A screen key does nothing while nobody can see the screen; back and quit still work.
        h.press(.character("x"))
        #expect(h.router.currentStack == [.search])
        h.press(.character("q"))
        #expect(h.shell.isConfirmingQuit)
        h.press(.character("n"))
        h.resize(Size(width: 100, height: 30))
        #expect(!h.screen.contains("端末が小さすぎます"))
        #expect(h.screen.contains("1 検索"))
        h.resize(Size(width: 1, height: 1))
        #expect(h.terminal.screen.size == Size(width: 1, height: 1))
    }

    @Test func everyKeyIsFollowedByAFrame() {
        let h = ShellHarness()
        let before = h.terminal.frameCount
        h.press(.character("z"), .character("z"))
        #expect(h.terminal.frameCount == before + 2)
    }

    /// The terminal asks for a size check four times a second: an idle app composes a frame only
    /// when the size or the minute (which screens read the date in) has changed since the last one.
    @Test func anIdleSizeCheckDrawsOnlyForANewSizeOrANewMinute() {
        let clock = LockIsolated(Date(timeIntervalSince1970: 1_800_000_000))  // a minute's start
        let h = ShellHarness(date: DateGenerator { clock.value })
        let before = h.terminal.frameCount
        func check() {
            h.shell.handle(.checkSize)
            h.shell.render()
        }
        check()
        clock.withValue { $0 += 59 }
        check()
        #expect(h.terminal.frameCount == before)
        clock.withValue { $0 += 1 }
        check()
        #expect(h.terminal.frameCount == before + 1)
        check()
        #expect(h.terminal.frameCount == before + 1)
        h.terminal.setSize(Size(width: 90, height: 30))
        check()
        #expect(h.terminal.frameCount == before + 2)
        #expect(h.terminal.screen.size == Size(width: 90, height: 30))
    }
}
