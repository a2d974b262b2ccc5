import Entities
import Localization
import TerminalKit
import Widgets

public enum PassView {
    public static func render(_ state: PassViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let pass = state.pass else {
            Messages.centered([(state.isLoaded ? WalletText.noSuchPass : WalletText.loading).text],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let lines = facts(of: pass, state)
        let (qr, isCode) = code(state, facts: lines.count, in: rect, of: canvas)
        let qrWidth = qr.map(\.displayWidth).max() ?? 0
        TicketView.draw(lines, code: qr, isCode: isCode, sideBySide: rect.width >= qrWidth + 40, in: rect, on: &canvas)
    }

    /// What stands where the code goes, and whether it is the code itself: the code beside the
    /// details, or under them; a code that fits neither way is cut, and a cut code scans as
    /// nothing: the text says what terminal it needs and gives the code's text instead.
    static func code(_ state: PassViewState, facts: Int, in rect: Rect, of canvas: Canvas) -> (lines: [String], isCode: Bool) {
        switch (state.state == .active, state.payload) {
        case (true, .success(let payload)?):
            let qr = state.scanCode?.lines(asciiOnly: canvas.asciiOnly) ?? []
            let width = qr.first.map { $0.displayWidth } ?? 0
            let beside = qr.count <= rect.height && width + 40 <= rect.width
            let under = facts + qr.count <= rect.height && width <= rect.width
            if beside || under { return (qr, true) }
            let room = max(20, min(rect.width - 2, 60))
            let needed = TicketView.neededTerminal(code: Size(width: width, height: qr.count), facts: facts, in: rect, of: canvas.size)
            return (WalletText.codeNeedsTerminal(width: needed.width, height: needed.height).text.wrapped(toWidth: room)
                        + [WalletText.codeLabel.text] + payload.chunked(toWidth: room), false)
        case (true, .failure(let error)?): return ([error.description], false)
        case (true, nil): return ([], false)
        case (false, _): return ([(state.state == .expired ? WalletText.stampExpired : WalletText.stampUsedUp).text], false)
        }
    }

    /// The pass's terms, each bath with its use, its number: shown whatever the size.
    static func facts(of pass: RallyPass, _ state: PassViewState) -> [(String, Style)] {
        let usable = state.state == .active
        var lines: [(String, Style)] = [
            (WalletText.passHeading(rally: pass.terms.title).text, .title),
            (WalletText.passState(label: state.state?.label ?? "", left: pass.entriesLeft, of: pass.terms.entries).text,
             usable ? Style(.success, bold: true) : .warning),
            (WalletText.passValidity(from: pass.validFrom.description, until: pass.validUntil.description).text, .normal),
            (WalletText.oneEntryPerBath.text, .muted),
        ]
        for member in pass.terms.members {
            let use = pass.use(at: member.area)
            let when = (use.map { WalletText.memberUsed(when: formatJapanDateTime($0.usedAt)) } ?? WalletText.memberUnused).text
            lines.append(("  \(use == nil ? "○" : "●") \(member.name.truncated(toWidth: 16).padded(toWidth: 16)) \(when)",
                          use == nil ? .normal : .muted))
        }
        lines.append((WalletText.number(id: pass.id).text, .muted))
        lines.append((WalletText.samplePass.text, .sample))
        return lines
    }
}
