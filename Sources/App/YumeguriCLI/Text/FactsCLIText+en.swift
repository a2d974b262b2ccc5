extension FactsCLIText {
    var en: String {
        switch self {
        case .notAFacilityID(let text): "'\(text)' is not a facility id (e.g. aist-2601; `yumeguri search NAME` finds one)"
        case .priceNotNumber(let text): "--price: '\(text)' is not a number of yen"
        case .nothingToSet: "nothing to set: give --hours, --price or --note"
        case .saved(let id): "saved \(id)"
        case .noFactsLeft(let id): "\(id): no facts of yours left; the sample applies"
        case .cleared(let id): "cleared \(id): the sample applies again"
        case .noFactsToClear(let id): "\(id) had no facts of yours"
        case .exported(let n, let file): "exported the facts of \(count(n, "facility", "facilities")) to \(file)"
        case .imported(let n): "imported the facts of \(count(n, "facility", "facilities"))"
        case .nothingStored(let file, let reason): "\(file): nothing was stored: \(reason)"
        case .moreProblems(let n): "… and \(count(n, "more problem"))"
        case .rowsRefused(let n): n == 1 ? "1 row was refused (the others were stored)" : "\(n) rows were refused (the others were stored)"
        case .cannotWrite(let file, let reason): "\(file): cannot write: \(reason)"
        case .cannotRead(let file, let reason): "\(file): cannot read: \(reason)"
        case .noSuchFile(let file): "\(file): no such file"
        case .notRegularFile(let file): "\(file): not a regular file"
        case .tooBig(let file, let mebibytes): "\(file): bigger than \(mebibytes) MiB"
        case .notUTF8(let file): "\(file): not UTF-8 text"
        }
    }
}
