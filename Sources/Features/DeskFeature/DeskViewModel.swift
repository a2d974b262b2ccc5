import Dependencies
import Entities
import Foundation
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases
import Widgets

@MainActor
@Observable
public final class DeskViewModel {
    public private(set) var state = DeskViewState()
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.deskUseCase) private var desk
    @ObservationIgnored @Dependency(\.ticketCodeReader) private var reader
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog

    public init() {}

    public func appear() {}

    public func send(_ action: DeskAction) {
        switch action {
        case .code(let edit): state.input.apply(edit)
        case .back: router.back()
        case .check:
            let typed = DeskInput(state.input.text)
            let text = typed.code
            guard !text.isEmpty, !state.isChecking else { return }
            if let problem = typed.problem {
                state.input.clear()
                finish(.rejected(.notOneCode(problem)))
                return
            }
            state.isChecking = true
            state.input.clear()
            let (desk, reader) = (self.desk, self.reader)
            effects.run("check") { [weak self] in
                var payload = text
                // A path to an image: read the code from it first.
                if !text.hasPrefix(TicketPayload.prefix), !PassPayload.isPass(text), typed.isPath || reader.fileExists(text) {
                    do throws(TicketCodeReaderError) {
                        guard reader.fileExists(text) else { throw .missingFile(text) }
                        payload = try await reader.read(text)
                    } catch {
                        self?.finish(.rejected(.storage(error.description)))
                        return
                    }
                }
                let verdict = await desk.verify(payload, typed.facility)
                self?.finish(verdict)
            }
        }
    }

    private func finish(_ verdict: DeskVerdict) {
        // The verdict's area as the catalog names it, looked up once when the verdict comes.
        if let area = verdict.namedArea { state.names = state.names.merging(catalog.names(for: [area])) }
        state.verdicts.insert(verdict, at: 0)
        state.isChecking = false
    }
}

extension DeskViewModel: ViewModel {}
