import Entities
import Foundation
import Localization
import Stores
import UseCases
import VisitFormKit

/// Correcting the log from the visit log screen: `e` opens a form on the focused visit, `d` asks
/// and deletes it, `u` puts the last deleted visit back while the screen is open. Every change goes
/// through `VisitLogStore`, so stamps, rallies and the detail follow at once.
extension VisitsViewModel {
    /// Handles the edit, delete and undo actions; false for the list's own.
    func handleEdit(_ action: VisitsAction) -> Bool {
        switch action {
        case .edit:
            guard let row = focusedRow else { return true }
            own.notice = nil
            own.form = VisitEditForm(row)
        case .delete:
            guard let row = focusedRow else { return true }
            own.notice = nil
            own.confirmingDelete = row
        case .cancelDelete:
            own.confirmingDelete = nil
        case .confirmDelete:
            guard let row = own.confirmingDelete else { return true }
            own.confirmingDelete = nil
            delete(row)
        case .undo:
            undo()
        case .formCancel:
            own.form = nil
        case .formSubmit:
            submitForm()
        case .form, .formNextField, .formPreviousField:
            editForm(action)
        default:
            return false
        }
        return true
    }

    private var focusedRow: VisitRow? {
        let rows = state.content.rows
        return rows.indices.contains(own.viewport.selection) ? rows[own.viewport.selection] : nil
    }

    private var today: VisitDate { VisitDate(date.now, timeZone: JapanTime.timeZone) }

    private func delete(_ row: VisitRow) {
        effects.run("delete") { [weak self, visitLog] in
            do throws(UserDataError) {
                try await visitLog.delete(row.id)
                self?.own.undoable.insert(row, at: 0)
                self?.own.notice = VisitsText.deleted(date: "\(row.date)", name: row.name).text
            } catch {
                self?.own.notice = error.description
            }
        }
    }

    private func undo() {
        guard let row = own.undoable.first else {
            own.notice = VisitsText.nothingToUndo.text
            return
        }
        own.undoable.removeFirst()
        let visit = Visit(id: row.id, facilityID: row.facilityID, date: row.date, rating: row.rating, note: row.note)
        effects.run("undo") { [weak self, visitLog] in
            do throws(UserDataError) {
                try await visitLog.restore(visit)
                self?.own.notice = VisitsText.restored(date: "\(row.date)", name: row.name).text
            } catch {
                self?.own.undoable.insert(row, at: 0)
                self?.own.notice = error.description
            }
        }
    }

    private func editForm(_ action: VisitsAction) {
        switch action {
        case .formNextField: own.form?.form.handle(.nextField)
        case .formPreviousField: own.form?.form.handle(.previousField)
        case .form(let edit): own.form?.form.handle(.edit(edit))
        default: break
        }
    }

    private func submitForm() {
        guard var form = own.form, !form.isSaving else { return }
        switch form.change(today: today) {
        case .failure(let error):
            form.field = error.field
            form.error = error.message
            own.form = form
        case .success(let change):
            form.isSaving = true
            own.form = form
            let id = form.visit.id
            effects.run("edit") { [weak self, visitLog] in
                do throws(UserDataError) {
                    let saved = try await visitLog.edit(id, change)
                    self?.own.form = nil
                    self?.own.notice = VisitsText.edited(date: "\(saved.date)", stars: Visit.stars(saved.rating)).text
                } catch {
                    form.isSaving = false
                    form.error = error.description
                    self?.own.form = form
                }
            }
        }
    }
}
