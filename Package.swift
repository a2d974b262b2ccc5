// swift-tools-version: 6.1
// Layers: App → Features → Core. Each target lists only the edges ARCHITECTURE.md allows, so an
// import that breaks a layer rule fails to compile instead of slipping through review.
import PackageDescription

let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")

// What every start of the release binary no longer pays for (issue 24), hardening kept: lld packs
// its ~100,000 relative relocations (RELR: a few KiB instead of 2.6 MB of RELA that the loader
// pages in and walks), the symbol table exports wcwidth alone instead of every Swift symbol (the
// static stdlib's link flags export them all; the loader and the runtime's dladdr search them),
// symbols and debug information are stripped (half the file), and -z now / -z relro stay.
// The functions a start runs are laid out first, side by side (startup.order, written by
// scripts/startup-order.sh): the kernel maps code 64 KiB around each page touched, and spread over
// the whole text they made 15.6 MiB of the app's 32 MiB resident; packed, about 10.
// The C and C++ libraries link in from the archives scripts/static-libs.sh gathers (the Makefile
// runs it before every release build): loading libstdc++, sqlite3, ncursesw, tinfo and libgcc_s
// was 1.2–1.4 ms of every start. Without the folder they link shared, as before.
let releaseStartupFlags = [
    "-use-ld=lld",
    "-L", "\(Context.packageDirectory)/.build/static-libs",
    // ncursesw's archive needs tinfo's; its shared library named it in a linker script.
    "-Xlinker", "-ltinfo",
    "-Xclang-linker", "-static-libgcc",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "-z", "-Xlinker", "now",
    "-Xlinker", "-z", "-Xlinker", "relro",
    "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/App/YumeguriApp/exports.map",
    "-Xlinker", "--strip-all",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/App/YumeguriApp/startup.order",
    // Names the code no longer has are skipped: a stale list costs memory, never the build.
    "-Xlinker", "--no-warn-symbol-ordering",
]

let package = Package(
    name: "yumeguri",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "yumeguri", targets: ["YumeguriApp"]),
        .executable(name: "yumeguri-bench", targets: ["yumeguri-bench"]),
    ],
    dependencies: [
        // Without the CombineSchedulers and FoundationNetworking traits: nothing here uses them, and
        // FoundationNetworking links libcurl and some 30 shared libraries that every process start
        // would load and relocate; the static release build needs no libcurl to link.
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Clocks", "Foundation"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        // Only for IssueReportingTestSupport: without it, an unimplemented dependency used by a
        // test is printed as a warning instead of failing the test.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // MARK: Core
        .systemLibrary(
            name: "CNcursesw",
            // No pkgConfig: ncursesw's .pc adds only feature macros SwiftPM refuses with a warning
            // (shim.h says why they must stay out); the module map links the library.
            path: "Sources/Core/CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // The language in force and the string catalogs' protocol (issue 32): below everything, so
        // every module keeps its own catalog of typed keys.
        .target(name: "Localization", path: "Sources/Core/Localization"),
        .target(name: "Entities", dependencies: ["Localization"], path: "Sources/Core/Entities"),
        // The catalog's areas as column tables (a million areas without a million listings' strings),
        // with filters and sorts that read the columns: pure.
        .target(name: "CatalogColumns", dependencies: ["Localization", "Entities"], path: "Sources/Core/CatalogColumns"),
        // PIN hashes as values and the `PINHasher` interface; the PBKDF2 itself is in CredentialsLive
        // (swift-crypto: a vetted, constant-time implementation beats our own), which only the App
        // links, so use cases and features never build BoringSSL.
        .target(name: "Credentials", dependencies: ["Localization", dependencies], path: "Sources/Core/Credentials"),
        .target(
            name: "CredentialsLive",
            dependencies: [
                "Localization",
                "Credentials", dependencies,
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            path: "Sources/Core/CredentialsLive"
        ),
        // Japanese-aware normalisation, romaji, ranked matching and the search index with its file
        // image (mapped with mmap, written with one `write`): depends on no other module here.
        .target(name: "JapaneseSearch", dependencies: ["Localization"], path: "Sources/Core/JapaneseSearch"),
        // Pure geometry and drawing of the map (projection, outline, braille dots, marker buckets):
        // no terminal, no data store, so it is tested and benchmarked on its own.
        .target(name: "MapCore", path: "Sources/Core/MapCore"),
        // Japan's outline as a client, isowords' Client / ClientLive shape: the interface (MapOutlineClient,
        // with an empty test value) and the live value that reads Resources/map, which only the App links.
        .target(name: "MapData", dependencies: ["Localization", "MapCore", dependencies], path: "Sources/Core/MapData"),
        .target(name: "MapDataLive", dependencies: ["Localization", "MapCore", "MapData"], path: "Sources/Core/MapDataLive"),
        // ISO/IEC 18004 QR encoder (byte mode, level M, versions 1–10) and its renderers: pure.
        .target(name: "QRCode", path: "Sources/Core/QRCode"),
        // Canvas, width, keys, diff, themes, the headless terminal: pure, no C.
        .target(name: "TerminalKit", dependencies: ["Localization"], path: "Sources/Core/TerminalKit"),
        // The real terminal through ncursesw, its input thread and signal handling: the only module
        // that imports CNcursesw, and only the executable links it.
        .target(name: "NcursesTerminal", dependencies: ["Localization", "TerminalKit", "CNcursesw"], path: "Sources/Core/NcursesTerminal"),
        .target(name: "Widgets", dependencies: ["Localization", "TerminalKit"], path: "Sources/Core/Widgets"),
        // A visit's form (record on the detail, correct in the log), its view and its words: one form
        // that two features show, so it sits below them, over Entities and Widgets.
        .target(name: "VisitFormKit", dependencies: ["Localization", "Entities", "TerminalKit", "Widgets"], path: "Sources/Core/VisitFormKit"),
        // The user's config file (theme, ascii, keys), read with TOMLKit and checked strictly.
        .target(
            name: "Settings",
            dependencies: ["Localization", "TerminalKit", .product(name: "TOMLKit", package: "TOMLKit")],
            path: "Sources/Core/Settings"
        ),
        .target(
            name: "DataStores",
            dependencies: ["Localization", "Entities", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")],
            path: "Sources/Core/DataStores"
        ),
        // Data clients, isowords' Client / ClientLive shape: the interface (structs of closures, test
        // values that fail when a test reaches them unannounced) and the GRDB-backed live values
        // that only the App links. Features see the interface through UseCases and Stores, so they
        // never build or link GRDB.
        .target(
            name: "Repositories",
            dependencies: ["Localization", "Entities", "CatalogColumns", "Credentials", dependencies, .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Sources/Core/Repositories"
        ),
        .target(
            name: "RepositoriesLive",
            dependencies: ["Localization", "Entities", "CatalogColumns", "Credentials", "Repositories", "DataStores", dependencies],
            path: "Sources/Core/RepositoriesLive"
        ),
        // A day's route (湯めぐりプラン): shortest orders, timetables with opening hours, and the
        // GeoJSON, GPX and iCalendar files: pure, so it is tested and benchmarked on its own.
        .target(name: "RoutePlanning", dependencies: ["Localization", "Entities"], path: "Sources/Core/RoutePlanning"),
        .target(name: "UseCases", dependencies: ["Localization", "Entities", "CatalogColumns", "Credentials", "Repositories", "JapaneseSearch", dependencies], path: "Sources/Core/UseCases"),
        // The live ticket-code reader (zbarimg through swift-subprocess) behind UseCases' TicketCodeReader;
        // only the App links it.
        .target(
            name: "CodeReaderLive",
            dependencies: ["Localization", "UseCases", .product(name: "Subprocess", package: "swift-subprocess")],
            path: "Sources/Core/CodeReaderLive"
        ),
        // App-wide notices for the status bar: any store posts, the shell shows them.
        .target(name: "Notices", dependencies: ["Localization", dependencies], path: "Sources/Core/Notices"),
        // Waiting for a change that Swift's Observation reports (stores, screens and tests follow state with it).
        .target(name: "Observing", path: "Sources/Core/Observing"),
        .target(name: "Stores", dependencies: ["Localization", "Entities", "CatalogColumns", "Notices", "UseCases", "RoutePlanning", "Observing", dependencies], path: "Sources/Core/Stores"),
        // Where the user is: Destination, Tab, DeepLink and the Router. Pure, no drawing.
        .target(name: "Navigation", dependencies: ["Localization", "Entities", dependencies], path: "Sources/Core/Navigation"),
        // What a screen is to the shell (Screen, Panel) and the ViewBuilding registry.
        .target(
            name: "ScreenKit",
            dependencies: ["Localization", "Entities", "Navigation", "TerminalKit", "Observing", dependencies, .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Sources/Core/ScreenKit"
        ),
        // The login-scoped screen wrapper: asks for sign-in, then builds its screen for the LoginContext
        // (the purchase, wallet and coupon screens share it).
        .target(
            name: "LoginScope",
            dependencies: ["Localization", "Entities", "Navigation", "ScreenKit", "Stores", "TerminalKit", "Widgets", "Observing", dependencies],
            path: "Sources/Core/LoginScope"
        ),

        // MARK: Features (never import each other: they meet through Router and ViewBuildingClient)
        .target(
            name: "SearchFeature",
            dependencies: ["Localization", "Entities", "CatalogColumns", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "UseCases", "Stores", "Observing", dependencies],
            path: "Sources/Features/SearchFeature"
        ),
        .target(
            name: "DetailFeature",
            dependencies: ["Localization", "Entities", "TerminalKit", "Widgets", "VisitFormKit", "Navigation", "ScreenKit", "UseCases", "Stores", dependencies],
            path: "Sources/Features/DetailFeature"
        ),
        .target(
            name: "CouponFeature",
            dependencies: ["Localization", "Entities", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "Stores", "UseCases", "Observing", dependencies],
            path: "Sources/Features/CouponFeature"
        ),
        .target(
            name: "FavoritesFeature",
            dependencies: ["Localization", "Entities", "CatalogColumns", "MapCore", "MapData", "TerminalKit", "Widgets", "VisitFormKit", "Navigation", "ScreenKit", "Stores", "UseCases", "Observing", dependencies],
            path: "Sources/Features/FavoritesFeature"
        ),

        .target(
            name: "AccountFeature",
            dependencies: ["Localization", "Entities", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "Stores", dependencies],
            path: "Sources/Features/AccountFeature"
        ),
        // The purchase steps (products, payment, review, receipt) for tickets and rally passes. Signs in
        // through `.signIn`, which the App builds from AccountFeature: this module never imports it.
        .target(
            name: "PurchaseFeature",
            dependencies: ["Localization", "Entities", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "LoginScope", "UseCases", "Stores", dependencies],
            path: "Sources/Features/PurchaseFeature"
        ),
        // The wallet: tickets and passes, each with its signed QR code.
        .target(
            name: "WalletFeature",
            dependencies: ["Localization", "Entities", "QRCode", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "LoginScope", "UseCases", "Stores", "Observing", dependencies],
            path: "Sources/Features/WalletFeature"
        ),
        // The mock front desk: checks a scanned code or a QR image's path.
        .target(
            name: "DeskFeature",
            dependencies: ["Localization", "Entities", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "UseCases", "Stores", dependencies],
            path: "Sources/Features/DeskFeature"
        ),
        // 湯めぐり: the rallies (湯めぐり帳) and the day plans (湯めぐりプラン).
        .target(
            name: "JourneyFeature",
            dependencies: ["Localization", "Entities", "RoutePlanning", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "Stores", dependencies],
            path: "Sources/Features/JourneyFeature"
        ),
        .target(
            name: "MapFeature",
            dependencies: ["Localization", "Entities", "CatalogColumns", "MapCore", "MapData", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "Stores", dependencies],
            path: "Sources/Features/MapFeature"
        ),

        // MARK: App
        // The run loop, screen stacks, chrome and global keys over any Terminal: a library, so the
        // whole shell runs headless in tests.
        .target(
            name: "AppShell",
            dependencies: ["Localization", "Navigation", "Notices", "ScreenKit", "TerminalKit", "Widgets", dependencies],
            path: "Sources/App/AppShell"
        ),
        // The commands (`yumeguri search`, `favorites`, `catalog`, …): parsed and run in-process by
        // tests. They reach the app, the key tables and the live clients only through `AppHost`
        // and the use cases and stores, which the composition root backs.
        .target(
            name: "YumeguriCLI",
            dependencies: [
                "Localization",
                "Entities", "CatalogColumns", "TerminalKit", "Navigation", "Repositories", "Credentials", "UseCases", "Stores", "RoutePlanning", "Settings",
                dependencies,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/App/YumeguriCLI"
        ),
        // The live wiring both executables share: the dependencies that back the app, the live
        // screen registry and every key table.
        .target(
            name: "AppWiring",
            dependencies: [
                "Localization",
                "YumeguriCLI", "AppShell", "Entities", "TerminalKit", "Widgets", "Navigation", "ScreenKit", "Repositories", "RepositoriesLive",
                "Credentials", "CredentialsLive", "UseCases", "DataStores", "Settings", "Stores",
                "SearchFeature", "DetailFeature", "MapFeature", "FavoritesFeature", "AccountFeature", "PurchaseFeature", "WalletFeature",
                "DeskFeature", "CouponFeature", "LoginScope", "JourneyFeature", "MapData", "MapDataLive", "Notices",
                dependencies,
            ],
            path: "Sources/App/AppWiring"
        ),
        // Composition root: `main`, the app's start and the live clients only the app uses.
        .executableTarget(
            name: "YumeguriApp",
            dependencies: [
                "Localization",
                "YumeguriCLI", "AppWiring", "AppShell", "NcursesTerminal", "Entities", "TerminalKit", "Navigation", "UseCases", "Stores", "Settings",
                "CodeReaderLive",
                dependencies,
            ],
            path: "Sources/App/YumeguriApp",
            exclude: ["exports.map", "startup.order"],
            // curses must find NcursesTerminal's wcwidth before the C library's (CursesCellWidth.swift).
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=wcwidth"], .when(platforms: [.linux])),
                .unsafeFlags(releaseStartupFlags, .when(platforms: [.linux], configuration: .release)),
            ]
        ),

        // The measuring tools (`make bench`), the fuzz run and the layout checks, apart from the
        // app a person installs: the same shell, screens and live wiring, headless.
        .executableTarget(
            name: "yumeguri-bench",
            dependencies: [
                "Localization",
                "YumeguriCLI", "AppWiring", "AppShell", "NcursesTerminal", "Entities", "MapCore", "MapData", "MapDataLive", "MapFeature", "DetailFeature", "FavoritesFeature",
                "Navigation", "ScreenKit", "Repositories", "RepositoriesLive", "Credentials", "CredentialsLive", "DataStores", "UseCases", "Stores",
                "TerminalKit", "RoutePlanning", "Notices", dependencies,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/App/YumeguriBench",
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=wcwidth"], .when(platforms: [.linux]))]
        ),

        // MARK: Tests
        .target(
            name: "TestSupport",
            dependencies: ["Localization", "ScreenKit", "TerminalKit", "Entities", "Observing", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")],
            path: "Tests/TestSupport"
        ),
        // In-memory fakes of the repositories and the fixture catalog, apart from TestSupport: the Core
        // tests that link TestSupport (TerminalKit, Widgets, QRCode…) need not build Repositories.
        .target(name: "RepositoryFakes", dependencies: ["Entities", "Credentials", "Repositories"], path: "Tests/RepositoryFakes"),
        // The fakes answer as the live repositories do: the same scenarios on both.
        .testTarget(name: "RepositoryFakesTests", dependencies: ["Entities", "Repositories", "RepositoriesLive", "DataStores", "RepositoryFakes", "Credentials", "TestSupport"], path: "Tests/RepositoryFakesTests"),
        .testTarget(name: "NcursesTerminalTests", dependencies: ["Localization", "NcursesTerminal", "TerminalKit"], path: "Tests/Core/NcursesTerminalTests"),
        .testTarget(name: "TerminalKitTests", dependencies: ["Localization", "TerminalKit", "TestSupport"], path: "Tests/Core/TerminalKitTests"),
        .testTarget(name: "SettingsTests", dependencies: ["Localization", "Settings", "TerminalKit", "TestSupport"], path: "Tests/Core/SettingsTests"),
        .testTarget(name: "WidgetsTests", dependencies: ["Localization", "Widgets", "TerminalKit", "TestSupport"], path: "Tests/Core/WidgetsTests"),
        .testTarget(name: "VisitFormKitTests", dependencies: ["Localization", "Entities", "VisitFormKit", "Widgets", "TerminalKit", "TestSupport"], path: "Tests/Core/VisitFormKitTests"),
        .testTarget(name: "EntitiesTests", dependencies: ["Localization", "Entities", "TestSupport"], path: "Tests/Core/EntitiesTests"),
        .testTarget(name: "CatalogColumnsTests", dependencies: ["Localization", "CatalogColumns", "Entities"], path: "Tests/Core/CatalogColumnsTests"),
        .testTarget(name: "RoutePlanningTests", dependencies: ["Localization", "RoutePlanning", "Entities"], path: "Tests/Core/RoutePlanningTests"),
        .testTarget(name: "CredentialsTests", dependencies: ["Localization", "Credentials", "CredentialsLive"], path: "Tests/Core/CredentialsTests"),
        .testTarget(name: "CodeReaderLiveTests", dependencies: ["Localization", "CodeReaderLive", "QRCode", "UseCases"], path: "Tests/Core/CodeReaderLiveTests"),
        .testTarget(name: "QRCodeTests", dependencies: ["Localization", "QRCode", "TestSupport"], path: "Tests/Core/QRCodeTests"),
        .testTarget(name: "JapaneseSearchTests", dependencies: ["Localization", "JapaneseSearch"], path: "Tests/Core/JapaneseSearchTests"),
        .testTarget(
            name: "UseCasesTests", dependencies: ["Localization", "UseCases", "JapaneseSearch", "Entities", "Repositories", "RepositoriesLive", "DataStores", .product(name: "GRDB", package: "GRDB.swift"), dependencies],
            path: "Tests/Core/UseCasesTests"
        ),
        .testTarget(
            name: "DataStoresTests", dependencies: ["Localization", "DataStores", "Entities", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/Core/DataStoresTests"
        ),
        .testTarget(
            name: "MapCoreTests",
            dependencies: ["Localization", "MapCore", "Entities", "TestSupport"],
            path: "Tests/Core/MapCoreTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "StoresTests",
            dependencies: ["Localization", "Stores", "Notices", "UseCases", "Repositories", "RepositoriesLive", "DataStores", "Entities", "Credentials", "CredentialsLive", "TestSupport", dependencies],
            path: "Tests/Core/StoresTests"
        ),
        .testTarget(name: "NavigationTests", dependencies: ["Localization", "Navigation", "Entities"], path: "Tests/Core/NavigationTests"),
        .testTarget(
            name: "SearchFeatureTests",
            dependencies: ["Localization", "SearchFeature", "Navigation", "UseCases", "Stores", "Entities", "CatalogColumns", "TerminalKit", "Widgets", "TestSupport", "RepositoryFakes", dependencies],
            path: "Tests/Features/SearchFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "DetailFeatureTests",
            dependencies: ["Localization", "DetailFeature", "Navigation", "ScreenKit", "UseCases", "Repositories", "RepositoryFakes", "Stores", "Entities", "TerminalKit", "Widgets", "VisitFormKit", "TestSupport", dependencies],
            path: "Tests/Features/DetailFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "MapFeatureTests",
            dependencies: ["Localization", "MapFeature", "MapCore", "MapData", "MapDataLive", "Navigation", "UseCases", "Repositories", "RepositoryFakes", "Stores", "Entities", "TerminalKit", "TestSupport", dependencies],
            path: "Tests/Features/MapFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "JourneyFeatureTests",
            dependencies: ["Localization", "JourneyFeature", "RoutePlanning", "Navigation", "Notices", "ScreenKit", "UseCases", "Repositories", "RepositoryFakes", "Stores", "Entities",
                           "TerminalKit", "Widgets", "TestSupport", dependencies],
            path: "Tests/Features/JourneyFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FavoritesFeatureTests",
            dependencies: ["Localization", "FavoritesFeature", "Navigation", "UseCases", "Repositories", "RepositoryFakes", "Stores", "Entities", "TerminalKit", "Widgets", "TestSupport", "MapCore", "MapData", "ScreenKit", dependencies],
            path: "Tests/Features/FavoritesFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AccountFeatureTests",
            dependencies: ["Localization", "AccountFeature", "Navigation", "ScreenKit", "UseCases", "Repositories", "RepositoryFakes", "CredentialsLive", "Stores", "Entities", "TerminalKit", "TestSupport", dependencies],
            path: "Tests/Features/AccountFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .target(
            name: "TicketTestSupport",
            dependencies: ["Localization", "Entities", "Navigation", "Repositories", "RepositoryFakes", "CredentialsLive", "Stores", "UseCases", dependencies],
            path: "Tests/Features/TicketTestSupport"
        ),
        .testTarget(
            name: "PurchaseFeatureTests",
            dependencies: ["Localization", "PurchaseFeature", "Navigation", "UseCases", "Stores", "Entities", "TerminalKit", "Widgets", "TestSupport", "TicketTestSupport", "Repositories", "RepositoryFakes", dependencies],
            path: "Tests/Features/PurchaseFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "WalletFeatureTests",
            dependencies: ["Localization", "WalletFeature", "Navigation", "UseCases", "Stores", "Entities", "TerminalKit", "TestSupport", "TicketTestSupport", "RepositoryFakes", dependencies],
            path: "Tests/Features/WalletFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "DeskFeatureTests",
            dependencies: ["Localization", "DeskFeature", "Navigation", "UseCases", "Stores", "Entities", "TerminalKit", "TestSupport", "RepositoryFakes", dependencies],
            path: "Tests/Features/DeskFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CouponFeatureTests",
            dependencies: ["Localization", "CouponFeature", "Entities", "TerminalKit", "TestSupport", "TicketTestSupport", "Stores", "ScreenKit", "UseCases", dependencies],
            path: "Tests/Features/CouponFeatureTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AppShellTests",
            dependencies: ["Localization", "AppShell", "LoginScope", "Navigation", "Notices", "ScreenKit", "TerminalKit", "Widgets", "SearchFeature", "Stores", "UseCases", "Entities",
                           "TestSupport", "RepositoryFakes", dependencies],
            path: "Tests/App/AppShellTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AppWiringTests",
            dependencies: ["Localization", "AppWiring", "ScreenKit", "Settings", "TerminalKit", "Entities", "Repositories", "YumeguriCLI", "TestSupport", "Stores", "Notices", dependencies, .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/App/AppWiringTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "YumeguriCLITests",
            dependencies: ["Localization", "YumeguriCLI", "Entities", "RoutePlanning", "Navigation", "Settings", "TerminalKit", "Repositories", "RepositoriesLive", "UseCases", "Stores", "DataStores", "TestSupport", dependencies,
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/App/YumeguriCLITests"
        ),
        // GRDB here only to read the user database the binary wrote (the fault tests check it after kill -9).
        // Reads Package.swift and every source file: no target dependencies, so it builds first and fast.
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"], path: "Tests/Core/LocalizationTests"),
        .testTarget(
            name: "YumeguriAppTests",
            dependencies: ["Localization", "Entities", "TerminalKit", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/App/YumeguriAppTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
