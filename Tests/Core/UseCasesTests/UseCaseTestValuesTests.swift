import Dependencies
import Entities
import Testing
import UseCases

/// Issue 23 part 5: a use case that a test reaches without installing it fails that test, as the
/// repositories' test values do, instead of answering "nothing found" and letting it pass.
@Suite struct UseCaseTestValuesTests {
    let id = FacilityID("aist-2711")

    @Test func facilityDetailReportsAnIssue() async {
        await withKnownIssue { _ = try? await FacilityDetailUseCase.testValue.execute(id) }
    }

    @Test func nearbyFacilitiesReportsAnIssue() async {
        await withKnownIssue { _ = try? await NearbyFacilitiesUseCase.testValue.execute(id, 5) }
    }

    @Test func storedIndexSearchReportsAnIssue() async {
        withKnownIssue { _ = try? StoredIndexSearchUseCase.testValue.execute("草津", 10) }
    }

    @Test func loadCatalogReportsAnIssue() async {
        await withKnownIssue { _ = try? await LoadCatalogUseCase.testValue.execute { _ in } }
    }
}

extension UseCaseTestValuesTests {
    @Test func searchFacilitiesReportsAnIssue() async {
        let engine = FacilitySearchEngine(listings: [FacilityListing](), prefectures: [])
        await withKnownIssue { _ = await SearchFacilitiesUseCase.testValue.execute(engine, SearchRequest(query: "草津"), nil) }
    }
}
