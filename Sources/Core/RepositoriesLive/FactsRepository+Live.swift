import DataStores
import Dependencies
import Entities
import Foundation
import Localization
import Repositories

extension FactsRepository {
    /// The facts in the user database behind `connection`.
    public static func live(_ connection: UserConnection) -> FactsRepository {
        FactsRepository(
            load: { () throws(UserDataError) in
                FactsMapping.snapshot(try await connection.database().facilityFacts())
            },
            save: { facts throws(UserDataError) in
                if let problem = facts.lazy.compactMap(\.problem).first { throw .database(StoredRowText.invalidFacts(problem).text) }
                let database = try await connection.database()
                let (kept, emptied) = (facts.filter { !$0.isEmpty }, facts.filter(\.isEmpty))
                try await database.saveFacilityFacts(kept.map(FactsMapping.record), removing: emptied.map(\.facilityID.rawValue))
            },
            clear: { id throws(UserDataError) in try await connection.database().deleteFacilityFact(id: id.rawValue) },
            edit: { id, edit, now throws(FactsProblem) in
                let result: Result<FacilityFactRecord?, FactsProblem>
                do throws(UserDataError) {
                    result = try await connection.database().updateFacilityFact(id: id.rawValue) { record in
                        // A part of the row this version cannot read is not carried over.
                        let current = record.map { FactsMapping.snapshot([$0]).facts[id] } ?? nil
                        do throws(FactsProblem) {
                            let updated = try edit.applied(to: current, id: id, now: now)
                            return .success(updated.isEmpty ? nil : FactsMapping.record(updated))
                        } catch {
                            return .failure(error)
                        }
                    }
                } catch {
                    throw .storage(error)
                }
                switch result {
                case .success(let record?):
                    return FactsMapping.snapshot([record]).facts[id] ?? FacilityFacts(facilityID: id, updatedAt: now)
                case .success(nil): return FacilityFacts(facilityID: id, updatedAt: now)
                case .failure(let problem): throw problem
                }
            })
    }
}

extension FactsRepository: DependencyKey {
    public static var liveValue: FactsRepository {
        @Dependency(\.catalogLocation) var location
        return live(UserConnection.shared(dataDirectory: location.dataDirectory))
    }
}

/// Records ↔ facts. A row is checked again on the way in: the database is a file someone can edit.
enum FactsMapping {
    static func snapshot(_ records: [FacilityFactRecord]) -> FactsSnapshot {
        var snapshot = FactsSnapshot()
        for record in records {
            let id = FacilityID(rawValue: record.facilityId)
            guard id.isWellFormed else { continue }
            var facts = FacilityFacts(facilityID: id, updatedAt: Date(timeIntervalSince1970: record.updatedAt))
            var reasons: [String] = []
            if let text = record.hours {
                do { facts.hours = try OSMOpeningHours(parsing: text) } catch { reasons.append(StoredRowText.storedHours(error.description).text) }
            }
            if let yen = record.priceYen {
                if let problem = FacilityFacts.priceProblem(yen) { reasons.append(StoredRowText.storedPrice(problem).text) } else { facts.priceYen = yen }
            }
            if let note = record.note {
                if let problem = FacilityFacts.noteProblem(note) { reasons.append(StoredRowText.storedNote(problem).text) } else { facts.note = note }
            }
            if !reasons.isEmpty { snapshot.unreadable[id] = reasons.joined(separator: "; ") }
            if !facts.isEmpty { snapshot.facts[id] = facts }
        }
        return snapshot
    }

    static func record(_ facts: FacilityFacts) -> FacilityFactRecord {
        FacilityFactRecord(facilityId: facts.facilityID.rawValue, hours: facts.hours?.text, priceYen: facts.priceYen, note: facts.note,
                           updatedAt: facts.updatedAt.timeIntervalSince1970)
    }
}
