import Dependencies
import Entities
import Router
import TerminalKit

/// A facility's detail. The nearby panel beside it is built by another module through the
/// ViewBuilding registry; this module never imports that module.
@MainActor
public final class DetailScreen: Screen {
    public let viewModel: DetailViewModel
    private let nearby: any Panel

    public init(id: FacilityID) {
        @Dependency(\.viewBuilding) var viewBuilding
        viewModel = DetailViewModel(id: id)
        nearby = viewBuilding.nearbyPanel(id)
    }

    public static let keyMap = KeyMap<DetailAction>([
        KeyBinding([.character("j"), .down], .scrollDown, "下へ scroll down", hint: true),
        KeyBinding([.character("k"), .up], .scrollUp, "上へ scroll up"),
        KeyBinding([.character("g"), .home], .top, "先頭 top"),
        KeyBinding([.character("G"), .end], .bottom, "末尾 bottom"),
        KeyBinding([.ctrl("d"), .pageDown], .pageDown, "次のページ page down"),
        KeyBinding([.ctrl("u"), .pageUp], .pageUp, "前のページ page up"),
        KeyBinding([.character("t")], .buyTicket, "チケット購入 buy e-ticket", hint: true),
        KeyBinding([.character("m")], .showOnMap, "地図で見る show on map", hint: true),
        KeyBinding([.character("c")], .showCoupons, "クーポン coupons", hint: true),
    ])

    public var title: String { viewModel.state.detail?.listing.name ?? viewModel.state.id.rawValue }
    public var keyHelp: [KeyHelp] { Self.keyMap.help }

    /// Wide terminals show the nearby panel at the side, others below the content.
    static func layout(_ rect: Rect) -> (content: Rect, panel: Rect?) {
        if rect.width >= 100 {
            let (content, side) = rect.splitRight(38)
            return (content, side)
        }
        if rect.height >= 20 {
            let (content, bottom) = rect.splitBottom(7)
            return (content, bottom)
        }
        return (rect, nil)
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let (content, panel) = Self.layout(rect)
        let state = viewModel.state
        if let detail = state.detail {
            viewModel.layout = (DetailView.lines(for: detail, width: content.width - 2, ascii: canvas.asciiOnly).count, content.height)
        }
        DetailView.render(state, in: content, on: &canvas)
        if let panel { nearby.render(in: panel, on: &canvas) }
    }

    public func appear() async {
        async let detail: Void = viewModel.appear()
        async let panel: Void = nearby.appear()
        _ = await (detail, panel)
    }

    public func handle(_ key: KeyEvent) async -> Bool {
        guard let action = Self.keyMap.action(for: key) else { return false }
        await viewModel.send(action)
        return true
    }
}
