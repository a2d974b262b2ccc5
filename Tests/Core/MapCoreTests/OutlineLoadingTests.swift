import Foundation
import MapCore
import Testing

@Suite struct OutlineLoadingTests {
    @Test func loadsAllPrefecturesAndSegments() {
        let outline = Fixtures.outline
        #expect(outline.prefectures.count == 47)
        #expect(Set(outline.prefectures.map(\.code)) == Set(1...47))
        #expect(outline.segments.count == 128)
        #expect(outline.segments.filter(\.isCoast).count == 42)
        #expect(outline.segments.reduce(0) { $0 + $1.points.count } == 4293)
        #expect(outline.prefecture(code: 10)?.name == "群馬県")
        #expect(outline.prefecture(code: 10)?.isCoastal == false)
        #expect(outline.prefectures.allSatisfy { $0.ring.first == $0.ring.last })
    }

    private func rings(_ json: String) -> MapOutlineError? {
        do {
            _ = try MapOutline(ringsData: Data(json.utf8), segmentsData: Data(#"{"segments":[]}"#.utf8))
            return nil
        } catch {
            return error
        }
    }

    private func segments(_ json: String) throws -> MapOutlineError? {
        let ringsData = try Fixtures.data(MapOutline.ringsFileName)
        do {
            _ = try MapOutline(ringsData: ringsData, segmentsData: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    private static let triangle = #"[[139,35],[140,35],[139.5,36],[139,35]]"#

    @Test func malformedRingsFileNamesFileAndProblem() {
        #expect(rings("not json") == .notJSON(file: "prefecture_rings.json"))
        #expect(rings(#"{"prefs":[]}"#) == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .missingKey))
        #expect(rings(#"{"prefectures":[{"code":1,"name":"x","ring":[[1,2,3]]}]}"#)
            == .badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .notAPair(count: 3)))
        #expect(rings(#"{"prefectures":[{"code":1,"name":"x","ring":[[139,95],[1,2],[3,4]]}]}"#)
            == .badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .outOfRange(lon: 139, lat: 95)))
        #expect(rings(#"{"prefectures":[{"code":"1","name":"x","ring":[]}]}"#)
            == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .expected(.integer)))
        #expect(rings(#"{"prefectures":[{"code":3,"name":"x","ring":[[139,35],[140,35],[139,35]]}]}"#)
            == .badRing(file: "prefecture_rings.json", code: 3, distinctPoints: 2))
        #expect(rings(#"{"prefectures":[{"code":3,"name":"a","ring":\#(Self.triangle)},{"code":3,"name":"b","ring":\#(Self.triangle)}]}"#)
            == .duplicateCode(file: "prefecture_rings.json", code: 3))
        #expect(rings(#"{"prefectures":[]}"#) == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .noPrefectures))
        #expect(rings(#"{"prefectures":[{"code":0,"name":"x","ring":\#(Self.triangle)}]}"#)
            == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .codeNotPositive(0)))
    }

    @Test func malformedSegmentsFileNamesFileAndProblem() throws {
        #expect(try segments("[")?.file == "boundary_segments.json")
        #expect(try segments(#"{"segments":[{"a":1,"b":0}]}"#)
            == .unexpectedShape(file: "boundary_segments.json", path: "segments[0].line", reason: .missingKey))
        #expect(try segments(#"{"segments":[{"a":1,"b":99,"line":[[1,2],[3,4]]}]}"#)
            == .unknownCode(file: "boundary_segments.json", path: "segments[0].b", code: 99))
        #expect(try segments(#"{"segments":[{"a":1,"b":0,"line":[[141,43]]}]}"#)
            == .badSegment(file: "boundary_segments.json", index: 0, reason: .tooFewPoints(1)))
        #expect(try segments(#"{"segments":[{"a":1,"b":1,"line":[[141,43],[142,43]]}]}"#)
            == .badSegment(file: "boundary_segments.json", index: 0, reason: .bordersItself(code: 1)))
        #expect(try segments(#"{"segments":[{"a":1,"b":0,"line":[[141,null]]}]}"#)
            == .unexpectedShape(file: "boundary_segments.json", path: "segments[0].line[0][1]", reason: .nullWhere(.number)))
    }

    /// A cut-off file (as a failed copy leaves it) is not JSON, and says which file.
    @Test func aTruncatedFileIsNotJSON() throws {
        let whole = try Fixtures.data(MapOutline.ringsFileName)
        #expect(rings(String(decoding: whole.prefix(whole.count / 2), as: UTF8.self)) == .notJSON(file: "prefecture_rings.json"))
    }

    /// Only a regular file of a bounded size is read: a FIFO would block the load for ever, a huge
    /// file would be read whole into memory.
    @Test func aFolderAFIFOAndAHugeFileAreRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("map-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rings = folder.appendingPathComponent(MapOutline.ringsFileName)
        func failure() -> MapOutlineError? {
            do { _ = try MapOutline(directory: folder); return nil } catch { return error }
        }
        #expect(failure() == .unreadable(file: MapOutline.ringsFileName, reason: .missing))
        try FileManager.default.createDirectory(at: rings, withIntermediateDirectories: false)
        #expect(failure() == .unreadable(file: MapOutline.ringsFileName, reason: .notARegularFile))
        try FileManager.default.removeItem(at: rings)
        #expect(mkfifo(rings.path, 0o600) == 0)
        #expect(failure() == .unreadable(file: MapOutline.ringsFileName, reason: .notARegularFile))
        try FileManager.default.removeItem(at: rings)
        #expect(FileManager.default.createFile(atPath: rings.path, contents: nil))
        let handle = try FileHandle(forWritingTo: rings)
        try handle.truncate(atOffset: UInt64(MapOutline.maximumFileBytes + 1))   // sparse: no disk spent
        try handle.close()
        #expect(failure() == .unreadable(file: MapOutline.ringsFileName, reason: .tooLarge(bytes: MapOutline.maximumFileBytes + 1)))
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: MapOutlineError.self) {
            try MapOutline(directory: URL(fileURLWithPath: "/nonexistent-folder"))
        }
        do {
            _ = try MapOutline(directory: URL(fileURLWithPath: "/nonexistent-folder"))
        } catch {
            #expect(error == .unreadable(file: "prefecture_rings.json", reason: .missing))
        }
    }
}
