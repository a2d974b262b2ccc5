extension TicketDeskText {
    public var en: String {
        switch self {
        case .accepted(let facility, let product, let useDate, let id): "OK accepted: \(facility) · \(product) · date of use \(useDate) · \(id)"
        case .passAccepted(let rally, let bath, let left, let total, let id):
            "OK pass accepted: \(rally) · \(bath) · \(left)/\(total) \(total == 1 ? "entry" : "entries") left · \(id)"
        case .rejected(let reason): "NG \(reason)"
        case .notATicket: "Not a yumeguri ticket."
        case .unsigned: "An unsigned old-style code."
        case .forged: "The signature does not match: forged, or issued by another installation."
        case .wrongFacility(let expected, let actual): "A ticket for another facility (\(actual)); this desk is \(expected)."
        case .notYetValid(let day): "Not valid before its date of use, \(day)."
        case .expired(let day): "Expired: it was valid until \(day)."
        case .alreadyUsed: "Already used."
        case .refunded: "Refunded."
        case .couldNotCheck(let message): "Could not check: \(message)"
        case .passNeedsFacility: "A pass needs this desk's facility id (--facility ID)."
        case .notOneCode(let reason): "Not one code: \(reason)"
        case .noSuchTicket: "No such ticket."
        case .couldNotSave(let message): "Could not save: \(message)"
        case .unreadableImage(let reason): "Cannot read a code from the image: \(reason)"
        case .noSuchFile(let path): "No such file: \(path)"
        }
    }
}
