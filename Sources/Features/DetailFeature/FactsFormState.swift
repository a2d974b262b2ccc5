import Entities
import Localization
import Widgets

/// The "your facts" form on a facility's detail (`e`): opening hours in OpenStreetMap's syntax, an
/// adult's price and a note, filled with what the user recorded before. An empty field removes
/// that fact (the sample applies again); nothing is stored until every field reads.
public struct FactsFormState: Equatable, Sendable {
    public enum Field: CaseIterable, Equatable, Sendable { case hours, price, note }

    public var field: Field = .hours
    public var hours: TextFieldState
    public var price: TextFieldState
    public var note: TextFieldState
    /// The sample's, shown beside the empty fields.
    public var sampleHours: String
    public var samplePrice: String
    public var error: String?
    public var isSaving = false

    public init(facts: FacilityFacts?, sampleHours: String, samplePriceYen: Int) {
        hours = TextFieldState(text: facts?.hours?.text ?? "", maxLength: OSMOpeningHours.maximumLength)
        price = TextFieldState(text: facts?.priceYen.map(String.init) ?? "", maxLength: 6)
        note = TextFieldState(text: facts?.note ?? "", maxLength: FacilityFacts.maximumNoteLength)
        self.sampleHours = sampleHours
        samplePrice = formatYen(samplePriceYen)
    }

    /// The edit the fields ask for, or the field that does not read and why.
    public func edit() -> Result<FactsEdit, FormError> {
        var edit = FactsEdit()
        let hoursText = hours.text
        if hoursText.isEmpty {
            edit.hours = .clear
        } else {
            do { _ = try OSMOpeningHours(parsing: hoursText) } catch { return .failure(FormError(field: .hours, message: error.description)) }
            edit.hours = .set(hoursText)
        }
        if price.text.isEmpty {
            edit.priceYen = .clear
        } else {
            guard price.text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let yen = Int(price.text) else {
                return .failure(FormError(field: .price, message: DetailText.priceDigitsOnly.text))
            }
            if let problem = FacilityFacts.priceProblem(yen) { return .failure(FormError(field: .price, message: problem)) }
            edit.priceYen = .set(yen)
        }
        if note.text.isEmpty {
            edit.note = .clear
        } else {
            if let problem = FacilityFacts.noteProblem(note.text) { return .failure(FormError(field: .note, message: problem)) }
            edit.note = .set(note.text)
        }
        return .success(edit)
    }

    /// Which field a refusal from the store belongs to.
    public static func field(of problem: FactsProblem) -> Field {
        switch problem {
        case .hours: .hours
        case .price: .price
        case .note: .note
        case .unknownFacility, .storage: .hours
        }
    }

    public struct FormError: Error, Equatable {
        public var field: Field
        public var message: String
    }
}
