import Credentials
import Entities
import Foundation
import Repositories

/// The front desk's check of a multi-bath pass: the signature over the stored pass, then the
/// rules (`RallyPass.checkUse`), then one entry taken with its visit in one transaction, which
/// checks the count and the bath again so that desks racing each other never take more than N.
struct PassDesk: Sendable {
    let repository: AccountRepository
    let signer: TicketSigner
    let now: @Sendable () -> Date

    func verify(_ payload: String, at facility: FacilityID?) async -> DeskVerdict {
        // Any malformed or non-canonical pass code reads as forged: it was not issued as it is.
        guard let parsed = PassPayload.parse(payload) else { return .rejected(.forged) }
        let found: RallyPass?
        do throws(UserDataError) { found = try await repository.passByID(parsed.passID) } catch {
            return .rejected(.storage(error.description))
        }
        guard let pass = found else { return .rejected(.forged) }
        do throws(TicketSigningError) {
            guard try signer.isValid(parsed.signature, pass.signedMessage) else { return .rejected(.forged) }
        } catch { return .rejected(.storage(error.description)) }
        guard let facility else { return .rejected(.passNeedsFacility) }
        let date = now()
        let today = RallyPassTerms.day(date)
        do throws(PassUseProblem) { try pass.checkUse(at: facility, on: today) } catch { return .rejected(.pass(error)) }
        let visit = VisitDraft(facilityID: facility, date: today, rating: RallyPassTerms.visitRating,
                               note: RallyPassTerms.visitNote(rallyName: pass.terms.rallyName))
        let result: PassEntryResult
        do throws(UserDataError) { result = try await repository.takePassEntry(pass.id, facility, date, visit) } catch {
            return .rejected(.storage(error.description))
        }
        switch result {
        case .taken(_, let uses):
            // Racing winners each say what their own transaction left (both printed 残り 2/3).
            var used = pass
            used.uses = uses
            return .passAccepted(used, at: facility)
        // Another desk got there first: what is stored decides.
        case .alreadyUsedHere(let at): return .rejected(.pass(.alreadyUsedHere(at)))
        case .noEntriesLeft: return .rejected(.pass(.noEntriesLeft(pass.terms.entries)))
        case .noSuchPass: return .rejected(.forged)
        }
    }
}
