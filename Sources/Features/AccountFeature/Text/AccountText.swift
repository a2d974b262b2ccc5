import Localization

/// The account screen's and the sign-in form's catalog keys; `AccountText+ja.swift` and
/// `AccountText+en.swift` give each case its text.
public enum AccountText: SampledCatalog, Equatable {
    case keySignIn, keyCreate, hintCreate, keySwitch, hintSwitch, keySignOut, keyNextAccount, keyPreviousAccount
    case keySubmit, keyCancel, keyNextField, keyPreviousField, keyToggleMode, hintToggleMode
    case accountTitle, signInTitle
    case signedIn
    case notSignedIn
    case localOnly
    case accountsHere
    case signedOutKeys(signIn: String, create: String)
    case signedInKeys(switchAccount: String, create: String, signOut: String)
    case createHeading, signInHeading
    case fieldName, fieldEmail, fieldPIN
    case exampleName, exampleEmail
    case checking
    case createFormKeys(submit: String, next: String, toggle: String, cancel: String)
    case signInFormKeys(submit: String, next: String, toggle: String, cancel: String)
    case fieldFull
    case signedOutNotice
    case signedInNotice(name: String)

    public static let samples: [AccountText] = [
        .keySignIn, .keyCreate, .hintCreate, .keySwitch, .hintSwitch, .keySignOut, .keyNextAccount, .keyPreviousAccount,
        .keySubmit, .keyCancel, .keyNextField, .keyPreviousField, .keyToggleMode, .hintToggleMode,
        .accountTitle, .signInTitle, .signedIn, .notSignedIn, .localOnly, .accountsHere,
        .signedOutKeys(signIn: "Enter", create: "n"), .signedInKeys(switchAccount: "s", create: "n", signOut: "o"),
        .createHeading, .signInHeading, .fieldName, .fieldEmail, .fieldPIN, .exampleName, .exampleEmail,
        .checking, .createFormKeys(submit: "Enter", next: "Tab", toggle: "C-n", cancel: "Esc"),
        .signInFormKeys(submit: "Enter", next: "Tab", toggle: "C-n", cancel: "Esc"),
        .fieldFull, .signedOutNotice, .signedInNotice(name: "太郎"),
    ]
}
