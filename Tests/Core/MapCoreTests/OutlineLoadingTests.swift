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
        if case .notJSON(let file, _)? = rings("not json") {
            #expect(file == "prefecture_rings.json")
        } else {
            Issue.record("expected .notJSON, got \(String(describing: rings("not json")))")
        }
        #expect(rings(#"{"prefs":[]}"#) == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: "missing key"))
        #expect(rings(#"{"prefectures":[{"code":1,"name":"x","ring":[[1,2,3]]}]}"#)
            == .badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: "expected [lon, lat], got 3 numbers"))
        #expect(rings(#"{"prefectures":[{"code":1,"name":"x","ring":[[139,95],[1,2],[3,4]]}]}"#)?.description
            == "prefecture_rings.json: prefectures[0].ring[0]: bad coordinate: [139.0, 95.0] is out of range for [lon, lat]")
        #expect(rings(#"{"prefectures":[{"code":"1","name":"x","ring":[]}]}"#)
            == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: "expected an integer"))
        #expect(rings(#"{"prefectures":[{"code":3,"name":"x","ring":[[139,35],[140,35],[139,35]]}]}"#)
            == .badRing(file: "prefecture_rings.json", code: 3, reason: "needs at least 3 distinct points, has 2"))
        #expect(rings(#"{"prefectures":[{"code":3,"name":"a","ring":\#(Self.triangle)},{"code":3,"name":"b","ring":\#(Self.triangle)}]}"#)
            == .duplicateCode(file: "prefecture_rings.json", code: 3))
        #expect(rings(#"{"prefectures":[]}"#) == .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: "no prefectures"))
    }

    @Test func malformedSegmentsFileNamesFileAndProblem() throws {
        #expect(try segments("[")?.file == "boundary_segments.json")
        #expect(try segments(#"{"segments":[{"a":1,"b":0}]}"#)
            == .unexpectedShape(file: "boundary_segments.json", path: "segments[0].line", reason: "missing key"))
        #expect(try segments(#"{"segments":[{"a":1,"b":99,"line":[[1,2],[3,4]]}]}"#)
            == .unknownCode(file: "boundary_segments.json", path: "segments[0].b", code: 99))
        #expect(try segments(#"{"segments":[{"a":1,"b":0,"line":[[141,43]]}]}"#)
            == .badSegment(file: "boundary_segments.json", index: 0, reason: "needs at least 2 points, has 1"))
        #expect(try segments(#"{"segments":[{"a":1,"b":0,"line":[[141,null]]}]}"#)?.description
            == "boundary_segments.json: segments[0].line[0][1]: null where a number expected")
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: MapOutlineError.self) {
            try MapOutline(directory: URL(fileURLWithPath: "/nonexistent-folder"))
        }
        do {
            _ = try MapOutline(directory: URL(fileURLWithPath: "/nonexistent-folder"))
        } catch {
            guard case .unreadable(let file, _) = error else {
                Issue.record("expected .unreadable, got \(error)")
                return
            }
            #expect(file == "prefecture_rings.json")
        }
    }
}
