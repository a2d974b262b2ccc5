import Localization

/// `facts …` and the files the commands read and write: each case one whole sentence.
enum FactsCLIText: SampledCatalog {
    case notAFacilityID(String)
    case priceNotNumber(String)
    case nothingToSet
    case saved(String)
    case noFactsLeft(String)
    case cleared(String)
    case noFactsToClear(String)
    case exported(count: Int, file: String)
    case imported(Int)
    case nothingStored(file: String, reason: String)
    case moreProblems(Int)
    case rowsRefused(Int)
    case cannotWrite(file: String, reason: String)
    case cannotRead(file: String, reason: String)
    case noSuchFile(String)
    case notRegularFile(String)
    case tooBig(file: String, mebibytes: Int)
    case notUTF8(String)

    static let samples: [FactsCLIText] = [
        .notAFacilityID("x"), .priceNotNumber("abc"), .nothingToSet, .saved("aist-2601"), .noFactsLeft("aist-2601"), .cleared("aist-2601"),
        .noFactsToClear("aist-2601"), .exported(count: 1, file: "f.json"), .exported(count: 3, file: "f.json"), .imported(1), .imported(4),
        .nothingStored(file: "f.json", reason: "not JSON"), .moreProblems(5), .rowsRefused(1), .rowsRefused(2),
        .cannotWrite(file: "f.json", reason: "the disk is full"), .cannotRead(file: "f.json", reason: "permission denied"),
        .noSuchFile("f.json"), .notRegularFile("f.json"), .tooBig(file: "f.json", mebibytes: 8), .notUTF8("f.json"),
    ]
}
