import Credentials
import Dependencies
import Entities
import Foundation
import Localization
import Repositories

/// What a front desk learns from a scanned ticket.
public enum DeskVerdict: Equatable, Sendable, CustomStringConvertible {
    /// Genuine and now used: let the guest in.
    case accepted(Ticket)
    /// A pass with one more entry taken (its uses include this one): let the guest in.
    case passAccepted(RallyPass, at: FacilityID)
    case rejected(DeskRejection)

    public var isAccepted: Bool {
        switch self {
        case .accepted, .passAccepted: true
        case .rejected: false
        }
    }

    public var description: String { text(names: FacilityNames()) }

    /// The area a verdict names, whose catalog name the desk looks up (`names` of `text`).
    public var namedArea: FacilityID? {
        switch self {
        case .accepted(let ticket): ticket.facilityID
        case .passAccepted(_, let area): area
        case .rejected: nil
        }
    }

    /// The verdict with its area named as the catalog names it in the language in force
    /// (`Kusatsu 草津`), else as the ticket or pass stored it.
    public func text(names: FacilityNames) -> String {
        switch self {
        // Names and ids come from stored rows a user can edit, unsigned: each stays inside this one
        // line (a rally named "x\nOK 使用しました…" printed a fake verdict) and is cut.
        case .accepted(let ticket):
            TicketDeskText.accepted(facility: DisplayText.cut(names.display(ticket)), product: DisplayText.cut(ticket.productTitle),
                                    useDate: ticket.useDate.description, id: DisplayText.cut(ticket.id)).text
        case .passAccepted(let pass, let area):
            TicketDeskText.passAccepted(rally: DisplayText.cut(pass.terms.title),
                                        bath: DisplayText.cut(names.display(area, stored: pass.terms.member(at: area)?.name ?? area.rawValue)),
                                        left: pass.entriesLeft, of: pass.terms.entries, id: DisplayText.cut(pass.id)).text
        case .rejected(let reason): TicketDeskText.rejected(reason: reason.description).text
        }
    }
}

public enum DeskRejection: Equatable, Sendable, CustomStringConvertible {
    case notATicket
    /// The old check-digit code, which anyone could make.
    case unsigned
    /// No such ticket, or a signature this installation did not make over these facts.
    case forged
    case wrongFacility(expected: FacilityID, actual: FacilityID)
    case notYetValid(VisitDate)
    case expired(VisitDate)
    case alreadyUsed(Date?)
    case refunded
    case storage(String)
    /// A pass is used at one bath of its rally: the desk must say which it is (`--facility`).
    case passNeedsFacility
    /// What was typed is not a code and at most one facility id: says what is wrong with it.
    case notOneCode(String)
    case pass(PassUseProblem)

    public var description: String {
        switch self {
        case .notATicket: TicketDeskText.notATicket.text
        case .unsigned: TicketDeskText.unsigned.text
        case .forged: TicketDeskText.forged.text
        case .wrongFacility(let expected, let actual):
            TicketDeskText.wrongFacility(expected: DisplayText.cut(expected.rawValue), actual: DisplayText.cut(actual.rawValue)).text
        case .notYetValid(let day): TicketDeskText.notYetValid(day: day.description).text
        case .expired(let day): TicketDeskText.expired(day: day.description).text
        case .alreadyUsed: TicketDeskText.alreadyUsed.text
        case .refunded: TicketDeskText.refunded.text
        case .storage(let message): TicketDeskText.couldNotCheck(message: DisplayText.cut(message, limit: 300)).text
        case .passNeedsFacility: TicketDeskText.passNeedsFacility.text
        case .notOneCode(let reason): TicketDeskText.notOneCode(reason: DisplayText.cut(reason, limit: 200)).text
        case .pass(let problem): DisplayText.cut(problem.description, limit: 300)
        }
    }
}

/// The front desk: checks a scanned payload against this installation's issuer key and the ticket
/// it names, and marks it used exactly once.
public struct DeskUseCase: Sendable {
    public var verify: @Sendable (_ payload: String, _ facility: FacilityID?) async -> DeskVerdict

    public init(verify: @escaping @Sendable (_ payload: String, _ facility: FacilityID?) async -> DeskVerdict) {
        self.verify = verify
    }

    public init(repository: AccountRepository, signer: TicketSigner, now: @escaping @Sendable () -> Date) {
        self.init { payload, facility in
            if PassPayload.isPass(payload) {
                return await PassDesk(repository: repository, signer: signer, now: now).verify(payload, at: facility)
            }
            let parsed: (ticketID: String, signature: [UInt8])
            do throws(TicketPayload.Problem) { parsed = try TicketPayload.parse(payload) } catch {
                switch error {
                case .notATicket: return .rejected(.notATicket)
                case .unsigned: return .rejected(.unsigned)
                case .malformed: return .rejected(.forged)
                }
            }
            let found: Ticket?
            do throws(UserDataError) { found = try await repository.ticketByID(parsed.ticketID) } catch {
                return .rejected(.storage(error.description))
            }
            // An unknown id and a bad signature say the same: either way the code was not issued here.
            guard let ticket = found else { return .rejected(.forged) }
            do throws(TicketSigningError) {
                guard try signer.isValid(parsed.signature, ticket.signedMessage) else { return .rejected(.forged) }
            } catch { return .rejected(.storage(error.description)) }
            if let facility, facility != ticket.facilityID {
                return .rejected(.wrongFacility(expected: facility, actual: ticket.facilityID))
            }
            let date = now()
            let today = VisitDate(date)
            switch ticket.state(on: today) {
            case .used: return .rejected(.alreadyUsed(ticket.changedAt))
            case .refunded: return .rejected(.refunded)
            case .expired: return .rejected(.expired(ticket.validUntil))
            case .unused: break
            }
            if today < ticket.useDate { return .rejected(.notYetValid(ticket.useDate)) }
            do throws(UserDataError) {
                guard try await repository.changeTicketStatus(ticket.id, .issued, .used, date) else {
                    // Another desk (or the guest's own `u`) got there first.
                    let now = try await repository.ticketByID(ticket.id)
                    return .rejected(now?.status == .refunded ? .refunded : .alreadyUsed(now?.changedAt))
                }
            } catch { return .rejected(.storage(error.description)) }
            var used = ticket
            used.status = .used
            used.changedAt = date
            return .accepted(used)
        }
    }
}

extension DeskUseCase: DependencyKey {
    public static var liveValue: DeskUseCase {
        @Dependency(\.accountRepository) var repository
        @Dependency(\.ticketSigner) var signer
        @Dependency(\.date) var date
        return DeskUseCase(repository: repository, signer: signer, now: { date.now })
    }
}

extension DependencyValues {
    public var deskUseCase: DeskUseCase {
        get { self[DeskUseCase.self] }
        set { self[DeskUseCase.self] = newValue }
    }
}
