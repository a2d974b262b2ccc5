/// The single normalisation pipeline shared by the index and the query.
///
/// Output is a sequence of UTF-16 units with per-unit flags and, for each
/// unit, the range of Character offsets in the original text it came from.
/// Scratch storage is reused between calls so that building a large index
/// does not allocate per field.
struct Normalizer {
    enum Mode {
        /// Trailing letters are final: "onsen" ends in ん.
        case index
        /// Trailing letters may be a syllable still being typed.
        case query
    }

    private var folder = ScalarFolder()
    private var converted: [Atom] = []
    private(set) var units: [UInt16] = []
    private(set) var flags: [UInt8] = []
    private(set) var sourceStarts: [UInt16] = []
    private(set) var sourceEnds: [UInt16] = []
    /// Incomplete trailing romaji of a query ("s" of "kus"); empty otherwise.
    private(set) var tail: [UInt8] = []

    /// Unit index where each phrase begins (see `UnitFlag.phraseStart`).
    private var phraseStarts: [Int] = []
    /// First unit after the first `/` of an `area/sub-area` name, if any.
    private var subAreaStart: Int?

    mutating func run(_ text: some StringProtocol, mode: Mode) {
        folder.fold(text)
        convertRomaji(allowTail: mode == .query)
        emitUnits()
        if mode == .query { completeSuffixTail() }
        markSoftParts(isIndex: mode == .index)
    }

    /// The normalised text with optional long vowels left out (soft parts such
    /// as 温泉 stay); this is the canonical form two equivalent spellings share.
    var canonicalString: String {
        var visible = [UInt16]()
        visible.reserveCapacity(units.count)
        for (unit, flag) in zip(units, flags) where flag & UnitFlag.optional == 0 || flag & UnitFlag.soft != 0 {
            visible.append(unit)
        }
        return String(decoding: visible, as: UTF16.self) + String(decoding: tail, as: UTF8.self)
    }

    private mutating func convertRomaji(allowTail: Bool) {
        converted.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        let atoms = folder.atoms
        let lastCharacter = atoms.lastIndex { $0.kind == .character }
        var index = atoms.startIndex
        while index < atoms.endIndex {
            guard atoms[index].isLatinLetter else {
                converted.append(atoms[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < atoms.endIndex && atoms[end].isLatinLetter { end += 1 }
            // Only the run that ends the query can still be mid-syllable.
            let isLastRun = lastCharacter.map { $0 < end } ?? false
            let leftover = RomajiConverter.convert(atoms[index..<end], allowTail: allowTail && isLastRun, into: &converted)
            if !leftover.isEmpty { tail = leftover }
            index = end
        }
    }

    private mutating func emitUnits() {
        units.removeAll(keepingCapacity: true)
        flags.removeAll(keepingCapacity: true)
        sourceStarts.removeAll(keepingCapacity: true)
        sourceEnds.removeAll(keepingCapacity: true)
        phraseStarts.removeAll(keepingCapacity: true)
        subAreaStart = nil
        var afterBoundary = true
        var afterSlash = false
        var previousScalar: UInt32 = 0
        var previousScript = ScriptClass.other
        for atom in converted {
            switch atom.kind {
            case .boundary:
                afterBoundary = true
                if atom.scalar == 0x2F && !units.isEmpty && subAreaStart == nil { afterSlash = true }
            case .longMark:
                // ー only lengthens what precedes it; it highlights with it.
                if !afterBoundary, let last = sourceEnds.indices.last {
                    sourceEnds[last] = Self.clamp(atom.end)
                }
            case .character:
                let scalar = Kana.isHiragana(atom.scalar) ? Kana.fold(atom.scalar) : atom.scalar
                let script = ScriptClass(scalar)
                var flag: UInt8 = 0
                if afterBoundary {
                    flag |= UnitFlag.phraseStart
                    phraseStarts.append(units.count)
                    if afterSlash {
                        subAreaStart = units.count
                        afterSlash = false
                    }
                }
                if afterBoundary || script != previousScript {
                    flag |= UnitFlag.wordStart
                } else if Self.lengthens(previousScalar, with: scalar) {
                    flag |= UnitFlag.optional
                }
                append(scalar, flag: flag, atom: atom)
                previousScalar = scalar
                previousScript = script
                afterBoundary = false
            }
        }
    }

    /// True for the second vowel of どう, とお, すう, かあ, いい, ええ: romaji
    /// often leaves it out ("Dogo"), so matching treats it as optional.
    private static func lengthens(_ previous: UInt32, with scalar: UInt32) -> Bool {
        guard Kana.isPlainVowel(scalar) else { return false }
        let previousVowel = Kana.vowel(of: previous)
        guard previousVowel != .none else { return false }
        let vowel = Kana.vowel(of: scalar)
        return vowel == previousVowel || (vowel == .u && previousVowel == .o)
    }

    /// A query ending in "onsen" or "kosen" leaves its last "n" as a half-typed syllable; as the end
    /// of a generic suffix it is the ん that completes it.
    private mutating func completeSuffixTail() {
        guard tail == [0x6E], let last = sourceEnds.last else { return }
        units.append(0x3093)
        flags.append(0)
        sourceStarts.append(last)
        sourceEnds.append(last)
        if GenericSuffix.start(endingAt: units.count, units: units, flags: flags) != nil {
            tail.removeAll()
        } else {
            units.removeLast()
            flags.removeLast()
            sourceStarts.removeLast()
            sourceEnds.removeLast()
        }
    }

    /// Marks what a match may leave out: a generic suffix at the end of each phrase (温泉, おんせん,
    /// …) and, in names, the sub-area of `area/sub-area` (別府/鉄輪 is a 別府).
    private mutating func markSoftParts(isIndex: Bool) {
        for (number, phraseStart) in phraseStarts.enumerated() {
            let end = number + 1 < phraseStarts.count ? phraseStarts[number + 1] : units.count
            guard let start = GenericSuffix.start(endingAt: end, units: units, flags: flags),
                  start >= phraseStart else { continue }
            for position in start..<end { flags[position] |= Self.softPart(flags[position]) }
        }
        if isIndex, let subAreaStart {
            for position in subAreaStart..<units.count { flags[position] |= Self.softPart(flags[position]) }
        }
    }

    /// A long vowel inside a soft part stays a long vowel (left out of the canonical form).
    private static func softPart(_ flag: UInt8) -> UInt8 {
        flag & UnitFlag.optional != 0 ? 0 : UnitFlag.optional | UnitFlag.soft
    }

    private mutating func append(_ scalar: UInt32, flag: UInt8, atom: Atom) {
        let start = Self.clamp(atom.start), end = Self.clamp(atom.end)
        if scalar < 0x10000 {
            units.append(UInt16(scalar))
            flags.append(flag)
            sourceStarts.append(start)
            sourceEnds.append(end)
            return
        }
        let offset = scalar - 0x10000
        units.append(UInt16(0xD800 + (offset >> 10)))
        units.append(UInt16(0xDC00 + (offset & 0x3FF)))
        flags.append(flag)
        flags.append(0)
        sourceStarts.append(start)
        sourceStarts.append(start)
        sourceEnds.append(end)
        sourceEnds.append(end)
    }

    /// Highlight offsets are stored in 16 bits; display fields are names, so
    /// anything past 65,535 characters just highlights up to that point.
    private static func clamp(_ offset: Int32) -> UInt16 {
        UInt16(clamping: offset)
    }
}
