import Entities
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// The steps of the purchase flow, each its own Router destination.
public enum PurchaseStep: CaseIterable, Sendable {
    case products, payment, review, done

    var label: String {
        switch self {
        case .products: PurchaseText.stepProducts.text
        case .payment: PurchaseText.stepPayment.text
        case .review: PurchaseText.stepReview.text
        case .done: PurchaseText.stepDone.text
        }
    }
}

/// What every step draws around its body: the facility, the trail of steps, whose purchase it is,
/// and the step's error on the last line.
enum PurchaseStepHeader {
    /// Draws the frame and returns the rect left for the step's body.
    static func render(facilityName: String, step: PurchaseStep, accountName: String, error: String?,
                       in rect: Rect, on canvas: inout Canvas) -> Rect {
        var x = canvas.put(" \(facilityName)  ", x: rect.x, y: rect.y, style: .title, clip: rect)
        for candidate in PurchaseStep.allCases {
            x = canvas.put(candidate.label, x: x, y: rect.y,
                           style: candidate == step ? Style(.highlight, bold: true, reverse: true) : .muted, clip: rect)
            if candidate != .done { x = canvas.put(" › ", x: x, y: rect.y, style: .muted, clip: rect) }
        }
        canvas.put(" " + PurchaseText.whoseOrder(name: accountName).text, x: rect.x, y: rect.y + 1, style: .sample, clip: rect)
        if let error {
            canvas.put(" " + error, x: rect.x, y: rect.maxY - 1, style: .error, clip: rect)
        }
        let top = rect.y + 3
        return Rect(x: rect.x, y: top, width: rect.width, height: max(0, rect.maxY - top - 1))
    }

    /// A step opened without an order in progress (e.g. after switching account).
    static func renderNoDraft(in rect: Rect, on canvas: inout Canvas) {
        let buy = KeyMention.buyTicketOnDetail.label
        Messages.centered([PurchaseText.noOrder.text, PurchaseText.noOrderHow(buy: buy, back: KeyMention.back.label).text],
                          style: .title, in: rect, on: &canvas)
    }

    /// Rows of text with their styles, clipped to the rect.
    static func renderRows(_ rows: [(String, Style)], in rect: Rect, on canvas: inout Canvas) {
        for (offset, row) in rows.enumerated() where rect.y + offset < rect.maxY {
            canvas.put(row.0, x: rect.x, y: rect.y + offset, style: row.1, clip: rect)
        }
    }
}
