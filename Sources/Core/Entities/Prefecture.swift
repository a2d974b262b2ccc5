/// One of Japan's 8 regions as the catalog groups them (沖縄 is in 九州).
public struct Region: Hashable, Codable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var englishName: String

    public init(id: Int, name: String, englishName: String) {
        self.id = id
        self.name = name
        self.englishName = englishName
    }
}

/// A prefecture by its JIS X 0401 code (`01`–`47`).
public struct Prefecture: Hashable, Codable, Sendable, Identifiable {
    public var code: String
    public var name: String
    public var shortName: String
    public var reading: String
    public var romaji: String
    public var region: Region
    /// The seat of the prefectural government (県庁所在地) and the office's position.
    public var capitalName: String?
    public var capital: Coordinate?

    public var id: String { code }

    public init(code: String, name: String, shortName: String, reading: String, romaji: String, region: Region,
                capitalName: String? = nil, capital: Coordinate? = nil) {
        self.code = code
        self.name = name
        self.shortName = shortName
        self.reading = reading
        self.romaji = romaji
        self.region = region
        self.capitalName = capitalName
        self.capital = capital
    }
}
