import Foundation

/// The layer rules of ARCHITECTURE.md, checked edge by edge: every module a file imports is a
/// direct dependency of its target (SwiftPM's own check accepts anything reachable), and no target
/// declares or imports an edge the layers forbid.
struct ImportRules {
    struct Violation: Equatable, CustomStringConvertible {
        var target: String
        /// The file that imports, or nil when the manifest itself declares the edge.
        var file: String?
        var module: String
        var rule: String

        var description: String { "\(target)\(file.map { " (\($0))" } ?? "") → \(module): \(rule)" }
    }

    /// Modules of the toolchain and the system: not targets, so not edges of the package.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Testing", "XCTest",
        "Observation", "Synchronization", "Dispatch", "Glibc", "Musl", "Darwin", "_Concurrency", "os",
    ]
    /// System modules the domain does without: its values and rules neither observe nor lock
    /// (waiting for a change lives in Observing, state that changes in Stores).
    static let plumbingOutsideTheDomain: Set<String> = ["Observation", "Synchronization", "Dispatch"]
    /// What a feature sees only through UseCases and Stores.
    static let hiddenFromFeatures: Set<String> = [
        "Repositories", "RepositoriesLive", "DataStores", "Credentials", "CredentialsLive",
        "GRDB", "GRDBSQLite", "Crypto", "_CryptoExtras", "CNcursesw",
    ]
    /// Modules one source target alone may import.
    static let soleImporter: [String: String] = [
        "CNcursesw": "NcursesTerminal", "GRDB": "DataStores", "GRDBSQLite": "DataStores",
        "Crypto": "CredentialsLive", "_CryptoExtras": "CredentialsLive",
    ]

    enum Layer { case core, feature, app, test }

    let manifest: PackageManifest

    func layer(of target: PackageManifest.Target) -> Layer {
        let path = target.path ?? ""
        if path.hasPrefix("Sources/Core/") { return .core }
        if path.hasPrefix("Sources/Features/") { return .feature }
        if path.hasPrefix("Sources/App/") { return .app }
        return .test
    }

    /// `files` maps a target's name to its files' (path, text).
    func violations(files: [String: [(path: String, text: String)]]) -> [Violation] {
        var found: [Violation] = []
        for target in manifest.targets {
            for module in target.dependencies.sorted() {
                if module.hasPrefix("?") {
                    found.append(Violation(target: target.name, file: nil, module: module, rule: "a dependency the check cannot name"))
                } else if let rule = forbidden(module, in: target) {
                    found.append(Violation(target: target.name, file: nil, module: module, rule: rule))
                }
            }
            for (path, text) in files[target.name] ?? [] {
                let imported = Set(Self.imports(in: text))
                if target.name == "Entities" {
                    for module in imported.intersection(Self.plumbingOutsideTheDomain).sorted() {
                        found.append(Violation(target: target.name, file: path, module: module, rule: "the domain holds values and rules, not observation or locking plumbing"))
                    }
                }
                for module in imported.sorted() where module != target.name && !Self.systemModules.contains(module) {
                    if !target.dependencies.contains(module) {
                        found.append(Violation(target: target.name, file: path, module: module, rule: "imported but not a direct dependency in Package.swift"))
                    } else if let rule = forbidden(module, in: target) {
                        found.append(Violation(target: target.name, file: path, module: module, rule: rule))
                    }
                }
            }
        }
        return found
    }

    /// Why an edge from `target` to `module` breaks a layer rule, or nil.
    func forbidden(_ module: String, in target: PackageManifest.Target) -> String? {
        let other = manifest.targets.first { $0.name == module }
        let otherLayer = other.map(layer(of:))
        switch layer(of: target) {
        case .feature:
            if Self.hiddenFromFeatures.contains(module) { return "a feature sees data only through UseCases and Stores" }
            if otherLayer == .feature { return "a feature never imports another feature" }
            if otherLayer == .app { return "a feature never imports the App layer" }
        case .core:
            if otherLayer == .feature || otherLayer == .app { return "Core never imports a feature or the App layer" }
            // Localization (the language in force, the catalogs' protocol) is below the domain.
            if target.name == "Localization" { return "Localization imports nothing but the standard library" }
            if target.name == "Entities", module != "Localization" {
                return "Entities imports nothing but the standard library, Foundation and Localization"
            }
        case .app, .test:
            break
        }
        if layer(of: target) != .test, let sole = Self.soleImporter[module], sole != target.name {
            return "only \(sole) imports \(module)"
        }
        return nil
    }

    /// The modules a Swift file imports: `import X`, `@testable import X`, `import struct X.Y`.
    static func imports(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "func", "protocol", "typealias", "var", "let", "actor"]
        var modules: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            modules.append(String(path.prefix { $0 != "." && $0 != ";" }))
        }
        return modules
    }
}
