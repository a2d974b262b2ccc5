extension CLIText {
    var en: String {
        switch self {
        case .invalidLanguage(let value): "--lang takes ja or en, not '\(value)'"
        case .usageError(let message, let usage, let command):
            "Error: \(message)\nUsage: \(usage)\n  See '\(command) --help' for more information."
        case .catalogFolderLacksFile(let folder): "--catalog \(folder): no onsen/aist_onsen_named.csv in that folder"
        case .bundledCatalogMissing:
            "cannot find the bundled catalog (Resources/onsen/aist_onsen_named.csv); set YUMEGURI_RESOURCES to the Resources folder"
        case .notAnAreaID(let text): "'\(text)' is not an area id (aist-NNNN; `yumeguri search NAME` shows ids)"
        case .notInCatalog(let id): "\(id) is not in the catalog"
        case .deskFacilityNotInCatalog(let id):
            "--facility \(id): no such facility in the catalog (`yumeguri search NAME` shows ids); nothing was checked or used"
        case .cannotWriteFile(let file, let reason): "\(file): cannot write: \(reason)"
        case .cannotWriteStandardOutput(let reason): "cannot write to standard output: \(reason)"
        case .fileSizeLimit: "the file would exceed the file size limit (ulimit -f)"
        case .dateFormat(let option, let text): "\(option): '\(text)' is not a date in the form YYYY-MM-DD"
        case .noSuchDay(let option, let text): "\(option): \(text) is not a day of the calendar"
        case .limitNegative: "--limit must not be negative"
        case .unknownSpringType(let name, let choices): "unknown spring type '\(name)'; one of: \(choices)"
        case .unknownPrefecture(let name): "unknown prefecture '\(name)': give its name, short name, romaji or code (gunma, 10)"
        case .unknownRegion(let name): "unknown region '\(name)': give its name (Kanto, Kyushu …)"
        case .headerName: "name"
        case .headerReading: "reading"
        case .headerPrefecture: "prefecture"
        case .headerTemperature: "temp"
        case .headerSpringType: "spring type"
        case .alsoKnownAs(let name): " (also \(name))"
        case .areasShown(let shown, let total): total == 1 ? "\(shown) of 1 area" : "\(shown) of \(total) areas"
        case .queryCut(let limit): "query cut at \(limit) characters"
        case .favouritesCount(let n): count(n, "favourite")
        case .visitsSummary(let visits, let areas, let prefectures, let total):
            "\(count(visits, "visit")) · \(count(areas, "area")) · \(prefectures)/\(total) prefectures"
        case .exportedVisits(let n, let file): "exported \(count(n, "visit")) to \(file)"
        case .checkingRows(let rows): "checking \(rows) rows…"
        case .importingRows(let done, let total): "importing \(done) of \(total)…"
        case .importedVisits(let added, let total, let already):
            "imported \(added) of \(count(total, "visit")) (\(already) already recorded)"
        case .nothingToChangeVisit: "nothing to change: give --date, --rating or --note"
        case .visitEdited(let line): "edited: \(line)"
        case .visitDeleted(let line): "deleted: \(line)"
        case .yearOutOfRange: "--year must be a year from 1900 to 9999"
        case .statsTitle(let year): year.map { "Your onsen log, \($0)" } ?? "Your onsen log, all years"
        case .statsCounts(let visits, let areas, let prefectures, let totalPrefectures, let types, let totalTypes):
            "\(count(visits, "visit")) · \(count(areas, "area")) · prefectures \(prefectures)/\(totalPrefectures) · spring types \(types)/\(totalTypes)"
        case .statsUnknownAreas(let n):
            n == 1 ? "(1 visited area is not in this catalog: counted as a visit and an area only)"
                : "(\(n) visited areas are not in this catalog: counted as visits and areas only)"
        case .statsByMonth(let list): "by month: \(list)"
        case .monthCount(let month, let visits):
            "\(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month - 1) % 12]) \(visits)"
        case .statsByYear(let list): "by year: \(list)"
        case .statsSpringTypes(let list): "spring types (areas/visits): \(list)"
        case .statsPrefecturesHeader: "prefectures (visits, areas):"
        case .noConfigFile(let path): "\(path): no config file; the defaults apply (`yumeguri config default` prints one)"
        case .configOK(let path, let rebound): "\(path): ok (\(count(rebound, "key")) rebound)"
        case .doctorDataDirectory(let path): "data directory: \(path)"
        case .doctorNoUserDatabase: "user database: none yet (made at the first favourite, visit or account)"
        case .doctorUserDatabaseOK(let applied, let known, let size):
            "user database: ok (integrity check passed; schema steps \(applied) of \(known), \(size))"
        case .doctorUserDatabaseProblem(let problem): "user database: \(problem)"
        case .doctorKeyOK: "ticket signing key: ok (0600)"
        case .doctorKeyReadableByOthers(let mode, let path): "ticket signing key: readable by others (mode \(mode)): chmod 600 \(path)"
        case .doctorKeyMissing(let path, let codes):
            "ticket signing key: missing (\(path)), but \(count(codes, "ticket or pass", "tickets and passes")) were signed with it; "
                + "restore the file from a backup (64 hex digits, chmod 600) — no new key is made"
        case .doctorTemporaryFiles(let n, let names):
            "temporary files: \(n) (\(names)); those of finished processes are removed at the next start"
        case .doctorRunRepair: "run `yumeguri doctor --repair` to keep a copy and rebuild it from every readable row"
        case .doctorRepairFailed(let reason): "repair failed, nothing was replaced: \(reason)"
        case .doctorKeptCopy(let paths): "kept a copy: \(paths)"
        case .doctorNothingToCopy: "kept a copy: (nothing to copy)"
        case .doctorNothingReadable: "nothing in the old file could be read; the new database is empty"
        case .doctorTableKept(let table, let kept): "  \(table): \(count(kept, "row")) kept"
        case .doctorTableUnreadable(let table, let kept): "  \(table): \(count(kept, "row")) kept; the table could not be read"
        case .doctorTableRowsUnreadable(let table, let kept, let rows): "  \(table): \(count(kept, "row")) kept; unreadable row ids \(rows)"
        case .doctorRebuilt(let path): "user database rebuilt: \(path)"
        case .dayPlansOK: "day plans: ok"
        case .dayPlansUnreadable(let reason): "day plans: cannot be read: \(reason)"
        case .catalogBuilt(let path, let areas, let ms, .none): "built: \(path) — \(count(areas, "area")) in \(ms) ms"
        case .catalogBuilt(let path, let areas, let ms, .built(let index)):
            "built: \(path) — \(count(areas, "area")) in \(ms) ms, search index in \(index) ms"
        case .catalogBuilt(let path, let areas, let ms, .upToDate):
            "built: \(path) — \(count(areas, "area")) in \(ms) ms, search index up to date"
        case .catalogUpToDate(let path, let areas, let ms, .none): "up to date: \(path) — \(count(areas, "area")) in \(ms) ms"
        case .catalogUpToDate(let path, let areas, let ms, .built(let index)):
            "up to date: \(path) — \(count(areas, "area")) in \(ms) ms, search index in \(index) ms"
        case .catalogUpToDate(let path, let areas, let ms, .upToDate):
            "up to date: \(path) — \(count(areas, "area")) in \(ms) ms, search index up to date"
        case .rowsSkippedSeeCheck(let n): "\(count(n, "bad row")) skipped — see `yumeguri catalog check`"
        case .catalogChecked(let path, let areas, let skipped): "\(path): \(count(areas, "area")), \(count(skipped, "row")) skipped"
        case .andMore(let n): "  … and \(n) more"
        case .synthCountRange: "--count must be between 1 and 5,000,000"
        case .synthNoBundledCatalog: "cannot find the bundled catalog to base the synthetic one on"
        case .synthWrote(let n, let folder): "wrote \(count(n, "synthetic area")) to \(folder)"
        }
    }
}
