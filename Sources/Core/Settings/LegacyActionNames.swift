/// Action names a config file could use before the text fields shared one editing action
/// (issue 23): `[keys.search] backspace = "Ctrl-H"` now means `query.backspace`. Read as the new
/// name, so a file that worked keeps working; `config default` writes only the new names.
enum LegacyActionNames {
    static func current(_ action: String, in scope: String) -> String? {
        table[scope]?[action]
    }

    private static let fieldEdits = ["end", "killToEnd", "start", "wordLeft", "wordRight"]

    private static func form() -> [String: String] {
        var names = ["formBackspace": "form.backspace", "formClear": "form.clear", "formDeleteWord": "form.deleteWord",
                     "formLeft": "form.caretLeft", "formRight": "form.caretRight"]
        for edit in fieldEdits { names["formEdit.\(edit)"] = "form.edit.\(edit)" }
        return names
    }

    private static func filter() -> [String: String] {
        var names: [String: String] = [:]
        for name in ["backspace", "caretLeft", "caretRight", "clear", "deleteWord"] + fieldEdits.map({ "edit.\($0)" }) {
            names["filter.\(name)"] = "filter.field.\(name)"
        }
        return names
    }

    private static let table: [String: [String: String]] = {
        var search = ["clearQuery": "query.clear"]
        for name in ["backspace", "caretLeft", "caretRight", "deleteForward", "deleteWord"] { search[name] = "query.\(name)" }
        var payment = ["backspace": "field.backspace", "clearField": "field.clear"]
        for edit in fieldEdits {
            search["editQuery.\(edit)"] = "query.edit.\(edit)"
            payment["edit.\(edit)"] = "field.edit.\(edit)"
        }
        return ["search": search, "payment": payment, "account": form(), "detail": form(),
                "favorites": filter(), "visits": filter()]
    }()
}
