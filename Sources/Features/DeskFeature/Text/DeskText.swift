import Localization

/// The front desk screen's catalog keys; `DeskText+ja.swift` and `DeskText+en.swift` give each
/// case its text. The verdicts' sentences are the use case's (`TicketDeskText` in UseCases).
public enum DeskText: SampledCatalog, Equatable {
    case keyCheck, hintCheck, keyBack
    case title
    case heading
    case howTo
    case howToPass
    case codeLabel
    case placeholder
    case checking
    case tooManyIDs(count: Int)
    case codeHasSpaces

    public static let samples: [DeskText] = [
        .keyCheck, .hintCheck, .keyBack,
        .title, .heading, .howTo, .howToPass, .codeLabel, .placeholder, .checking, .tooManyIDs(count: 3), .codeHasSpaces,
    ]
}
