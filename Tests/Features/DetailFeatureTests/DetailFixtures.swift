import Entities
import RepositoryFakes

enum DetailFixtures {
    static let kusatsuID = FixtureCatalog.kusatsuID

    /// The shared 草津 page (`FixtureCatalog.kusatsuDetail`) with the sources list made to show what
    /// the page must survive: its real source, one whose name carries an escape sequence, one with
    /// no data at all, and an analysis year for the page's heading.
    static let kusatsu: FacilityDetail = {
        var detail = FixtureCatalog.kusatsuDetail
        let coordinate = detail.listing.coordinate
        detail.analysisYear = 1990
        detail.sources += [
            SpringSource(id: FacilityID("aist-2712"), areaName: "草津", sourceName: "湯畑\u{1b}[2J", coordinate: coordinate,
                         sourceCount: 3, maxTemperature: 55, ph: 2.1, springType: "酸性含S,Fe", analysisYear: 1990),
            SpringSource(id: FacilityID("aist-2713"), areaName: "草津", sourceName: nil, coordinate: coordinate,
                         sourceCount: 1, maxTemperature: nil, ph: nil, springType: nil, analysisYear: nil),
        ]
        detail.listing.sourceCount = detail.sources.reduce(0) { $0 + $1.sourceCount }
        return detail
    }()
}
