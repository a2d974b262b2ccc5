/// A key of a string catalog. Each module keeps its catalog as an enum of keys (a case per whole
/// sentence, its numbers and names as associated values) and one file per language
/// (`…Text+ja.swift`, `…Text+en.swift`) that gives every case its sentence in an exhaustive
/// `switch`: a key missing in either language does not compile, and a sentence is reordered freely
/// around its placeholders.
///
/// Why a typed table and not SwiftPM's `.strings`/`.xcstrings` resources: on Linux,
/// `Bundle.module` lookups and `String(localized:)` depend on Foundation's bundle search at run
/// time (a binary moved out of `.build` or installed by `make install` finds no bundle and shows
/// keys), placeholders there are untyped format strings checked at run time, and the release
/// build links statically with a start-up budget that a bundle scan would spend.
public protocol Localizable: Sendable {
    var ja: String { get }
    var en: String { get }
}

extension Localizable {
    /// The sentence in the language in force.
    public var text: String { text(in: AppLanguage.current) }

    public func text(in language: Language) -> String {
        switch language {
        case .ja: ja
        case .en: en
        }
    }

    /// Both sentences as a value to keep (a key table's summaries), resolved when read.
    public var localized: LocalizedText { LocalizedText(ja: ja, en: en) }
}

/// A sentence in both languages, kept as a value and read in the language in force.
public struct LocalizedText: Localizable, Hashable {
    public let ja: String
    public let en: String

    public init(ja: String, en: String) {
        self.ja = ja
        self.en = en
    }

    /// Text that is the same in every language (a name from the data, a key's own name).
    public init(verbatim: String) {
        self.init(ja: verbatim, en: verbatim)
    }
}

/// A catalog whose keys a test can list: `samples` holds every case with sample placeholders, so
/// `CatalogAudit` can check both languages of each (none empty, no kana or kanji in English but
/// for the placeholders' own, no doubled `日本語 English` label).
public protocol SampledCatalog: Localizable {
    static var samples: [Self] { get }
}
