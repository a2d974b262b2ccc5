import Dependencies
import Entities
import Foundation
import Navigation
import Observation
import ScreenKit
import TerminalKit
import UseCases
import Widgets

/// The front desk (`yumeguri desk`, `.desk`): type or paste a scanned ticket code, or the path of
/// an image of one, and Enter checks it with this installation's issuer key and uses the ticket.
public struct DeskViewState: Equatable, Sendable {
    public var input = TextFieldState(maxLength: 512)
    public var isChecking = false
    /// Newest first.
    public var verdicts: [DeskVerdict] = []
}

public enum DeskAction: Sendable, Equatable {
    /// An edit of the code field.
    case code(TextFieldAction)
    case check, back
}

@MainActor
@Observable
public final class DeskViewModel {
    public private(set) var state = DeskViewState()
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.deskUseCase) private var desk
    @ObservationIgnored @Dependency(\.ticketCodeReader) private var reader
    @ObservationIgnored @Dependency(\.router) private var router

    public init() {}

    public func appear() {}

    public func send(_ action: DeskAction) {
        switch action {
        case .code(let edit): state.input.apply(edit)
        case .back: router.back()
        case .check:
            let typed = DeskInput(state.input.text)
            let text = typed.code
            guard !text.isEmpty, !state.isChecking else { return }
            state.isChecking = true
            state.input.clear()
            let (desk, reader) = (self.desk, self.reader)
            effects.run("check") { [weak self] in
                var payload = text
                // A path to an image: read the code from it first.
                let path = NSString(string: text).expandingTildeInPath
                if !text.hasPrefix(TicketPayload.prefix), !PassPayload.isPass(text), typed.isPath || FileManager.default.fileExists(atPath: path) {
                    do throws(TicketCodeReaderError) {
                        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(text) }
                        payload = try await reader.read(path)
                    } catch {
                        self?.finish(.rejected(.storage(error.description)))
                        return
                    }
                }
                let verdict = await desk.verify(payload, typed.facility)
                self?.finish(verdict)
            }
        }
    }

    private func finish(_ verdict: DeskVerdict) {
        state.verdicts.insert(verdict, at: 0)
        state.isChecking = false
    }
}

extension DeskViewModel: ViewModel {}

public enum DeskView {
    public static func render(_ state: DeskViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        canvas.put(" フロント Front desk — チケットのコードを確認して使用します (mock)", x: rect.x, y: rect.y, style: .title, clip: rect)
        canvas.put(" コードを貼り付けるか、QR画像のパスを入力して Enter — paste a code or an image path, Enter",
                   x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        canvas.put(" 湯めぐり手形は施設IDを続けて — a pass: the code, a space, this desk's facility id (aist-…)",
                   x: rect.x, y: rect.y + 2, style: .muted, clip: rect)
        let label = " コード: "
        let end = canvas.put(label, x: rect.x, y: rect.y + 3, style: .title, clip: rect)
        let field = Rect(x: end, y: rect.y + 3, width: max(1, rect.maxX - end - 1), height: 1)
        let caret = TextFieldView.render(state.input, placeholder: "yumeguri-ticket:2:… または /path/to/qr.png", focused: true,
                                         in: field, on: &canvas)
        var y = rect.y + 5
        if state.isChecking {
            canvas.put(" 確認中… checking", x: rect.x, y: y, style: .muted, clip: rect)
            y += 1
        }
        for (index, verdict) in state.verdicts.enumerated() where y < rect.maxY {
            let accepted = verdict.isAccepted
            let style: Style = index == 0 ? Style(accepted ? .success : .error, bold: true) : .muted
            for part in (" " + verdict.description).wrapped(toWidth: max(10, rect.width - 2)) where y < rect.maxY {
                canvas.put(part, x: rect.x, y: y, style: style, clip: rect)
                y += 1
            }
        }
        return caret
    }
}

@MainActor
public final class DeskScreen: ViewModelScreen {
    public let viewModel = DeskViewModel()

    public init() {}

    public static let keyMap = KeyMap<DeskAction>([
        KeyBinding([.enter], .check, "確認して使用 check and use", hint: true),
        KeyBinding([.backspace], .code(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .code(.clear), "全部消す clear", hint: true),
        KeyBinding([.ctrl("w")], .code(.deleteWord), "1語消す delete word"),
        KeyBinding([.left], .code(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .code(.caretRight), "右へ caret right"),
        KeyBinding([.escape], .back, "戻る back", hint: true),
    ] + TextEdit.bindings { .code(.edit($0)) })

    public var title: String { "フロント" }
    public var keys: KeyMap<DeskAction> { Self.keyMap }

    /// The field types what its table does not have and keeps the other keys from the global
    /// table, except the shell's own.
    public func unmatched(_ key: KeyEvent) -> Bool { TextFieldAction.unmatched(key) { viewModel.send(.code($0)) } }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.cursor = DeskView.render(viewModel.state, in: rect, on: &canvas)
    }
}

/// What the desk's field holds: a code (or an image path), and optionally this desk's facility
/// after a space, which a multi-bath pass needs (`yumeguri-pass:1:… aist-2711`).
struct DeskInput: Equatable {
    var code: String
    var facility: FacilityID?

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let space = trimmed.lastIndex(where: { $0 == " " }) {
            let last = FacilityID(String(trimmed[trimmed.index(after: space)...]))
            if last.isWellFormed {
                code = trimmed[..<space].trimmingCharacters(in: .whitespaces)
                facility = last
                return
            }
        }
        code = trimmed
        facility = nil
    }

    /// Typed as a file's path (a `/`, `~` or an image's extension) rather than a code, so a
    /// missing file is reported as missing, not as a code that is not a ticket's.
    var isPath: Bool {
        let lowered = code.lowercased()
        return code.contains("/") || code.hasPrefix("~")
            || [".png", ".jpg", ".jpeg", ".gif", ".bmp", ".pbm", ".pgm", ".ppm", ".tif", ".tiff", ".webp"].contains { lowered.hasSuffix($0) }
    }
}
