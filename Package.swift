// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The raster's pixel loops are written with SIMD types, which an unoptimized build runs through
/// the runtime's generic code (a debug snapshot assertion spent 64 % of its time in one blend):
/// the target is optimized in debug builds too, assertions kept (`-assert-config Debug`).
/// SwiftPM takes unsafe flags from a root package and from local or branch dependencies, which is
/// how docs/snapshot-testing.md adds this package.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))]
/// The PNG encoder's passes over every pixel (opacity, row runs, packing) likewise: an assertion
/// encodes its image to compare it with the reference's bytes.
let optimizedCInDebug: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]

let package = Package(
    name: "LayoutDSL",
    products: [
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "Render", targets: ["Render"]),
        // Xcode's asset symbols for a package's targets on Linux (docs/snapshot-testing.md).
        .plugin(name: "AssetSymbols", targets: ["AssetSymbolsPlugin"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        // `import SwiftUI` on Linux, for view files shared with an iOS app (see docs/snapshot-testing.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Apple's frameworks an app module imports besides SwiftUI, with their API, for Linux only.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "AppTrackingTransparency", targets: ["AppTrackingTransparency"]),
        .library(name: "AdSupport", targets: ["AdSupport"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        .library(name: "Vision", targets: ["Vision"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .executable(name: "snap", targets: ["snap"]),
        // What `snap render file.swift` links compiled previews against.
        .library(name: "SnapRuntime", type: .dynamic, targets: ["SnapRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Already in the graph through swift-snapshot-testing; `#Preview`'s plugin and `snap`'s preview discovery.
        // A clean build compiles it twice, for the host (the plugin: 3m08s CPU) and for snap (2m25s CPU), measured
        // on 2 shared cores; LayoutDSL's own build does not include it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
        // Combine's API on Linux: `import Combine` in previews means OpenCombine, and LayoutDSL's
        // `ObservableObject` and `@Published` are its own.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The Model Context Protocol's Swift SDK: `snap mcp` serves previews to coding agents and editors over stdio.
        // Only the snap executable links it.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // CryptoKit's API on Linux, by Apple: a preview's `import CryptoKit` means swift-crypto's `Crypto`.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // SwiftUI's layout model: views, builders, layout, preferences, state. No rendering, no I/O.
        .target(name: "LayoutDSL", dependencies: ["_CoreGraphics", "_FoundationGaps", "UniformTypeIdentifiers", "VirtualTime", "PathClipping",
                                              .product(name: "OpenCombine", package: "OpenCombine")]),
        // Core Graphics' types beyond Foundation's geometry: affine transforms, paths, colours, line caps;
        // `CoreGraphics` re-exports them for `import CoreGraphics`, with Swift Testing's overlay for it (empty).
        .target(name: "_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["_CoreGraphics", "_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        // What Apple's Foundation has and Linux's lacks (DateComponentsFormatter, NSAttributedString.Key.link,
        // Combine's ObservableObject and Published, which Apple's Foundation aliases, and its Combine extensions:
        // OpenCombine's own, the schedulers and publishers that packages built for Linux use too).
        // What Apple's Foundation re-exports from Core Foundation, the Objective-C runtime and Dispatch, without Foundation.
        .target(name: "_DarwinFoundation"),
        .target(name: "_FoundationGaps", dependencies: [
            "_DarwinFoundation", "_Security", "VirtualTime",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ], linkerSettings: [
            // The toolchain's ICU, for CLDR's plural rules (`_PluralRules`); Foundation links it already.
            .linkedLibrary("_FoundationICU"),
        ]),
        // The system clock, interposed: on a thread where a host updates, `Date()`, `DispatchTime.now()`
        // and the Swift clocks read the host's virtual time (see VirtualTime.c).
        .target(name: "VirtualTime"),
        // Path's set operations (union, intersection, subtracting…; iOS 17): Clipper, from Debian's libpolyclipping-dev,
        // behind a C interface (a C++ library: Swift calls it without C++ interoperability).
        .target(name: "PathClipping", linkerSettings: [.linkedLibrary("polyclipping")]),
        // Darwin's functions that packages built for Apple platforms call and Linux lacks, implemented over Linux's: dyld's
        // image list (`MachO`) and `os_unfair_lock`. Linked into the runtime; `Modules` holds the modules of Apple's names
        // that packages built by `snap render` import them (and Combine and OSLog) by (Sources/snap/Module/PackageDarwinView.swift).
        .target(name: "DarwinShim", exclude: ["Modules", "PackageUIKit"]),
        // libpng as a system library, and a C shim that turns libpng's longjmp errors into return codes;
        // the encoder compresses with libdeflate (Debian's libdeflate-dev) and writes the chunks with libpng.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "PNGShim", dependencies: ["CLibPNG"], cSettings: optimizedCInDebug,
                linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("z")]),
        // JPEG photos of asset catalogs, decoded by libjpeg-turbo (Debian's libjpeg-dev) through a shim that turns its
        // fatal errors into return codes.
        .target(name: "JPEGShim", linkerSettings: [.linkedLibrary("jpeg")]),
        // The other image formats of asset catalogs, each through the library Debian keeps for it: SVG (librsvg) and PDF
        // (poppler) drawn with cairo, HEIF and AVIF (libheif), ICC profiles (Little CMS), EXIF orientation (libexif). The
        // shim's header has only C types, so the renderer's clients never see GLib or cairo; the system library passes
        // pkg-config's flags for poppler-glib (GLib, cairo) to it.
        .systemLibrary(name: "CPopplerGlib", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(name: "ImageShim", dependencies: ["CPopplerGlib"],
                linkerSettings: [.linkedLibrary("rsvg-2"), .linkedLibrary("heif"), .linkedLibrary("de265"), .linkedLibrary("lcms2"),
                                 .linkedLibrary("exif")]),
        // Text: fonts found by fontconfig, glyphs from FreeType, shaping by HarfBuzz, line breaks by libunibreak,
        // bidi levels by FriBidi.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // The Unicode Bidirectional Algorithm (UAX #9): embedding levels of right-to-left and mixed text.
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // The resolved tree to pixels: paths, coverage, compositing, text, PNG.
        // Its resources are the fonts it draws with (Sources/Render/Text/BundledFonts.swift).
        .target(name: "Render", dependencies: ["LayoutDSL", "AssetCatalogFormat", "PNGShim", "JPEGShim", "ImageShim", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak", "CFribidi"],
                resources: [.copy("Fonts")], swiftSettings: optimizedInDebug),
        // An asset catalog's folders read as plain values, with Foundation alone: Render draws them, and the asset
        // symbols tool, which SwiftPM builds once more for the host wherever the plugin is used, lists them
        // without building LayoutDSL and Render a second time (Benchmarks.md, "A user package's cold build").
        .target(name: "AssetCatalogFormat"),
        // The Swift Xcode generates for asset catalogs (`Color.brand`, `ImageResource.avatar`): `snap` compiles it with a
        // preview's module, and the AssetSymbols plugin with a SwiftPM target on Linux, through its tool.
        .target(name: "AssetSymbolGeneration", dependencies: [
            "AssetCatalogFormat", .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .executableTarget(name: "AssetSymbolsTool", dependencies: ["AssetSymbolGeneration", "AssetCatalogFormat"]),
        .plugin(name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["AssetSymbolsTool"]),
        // Image and layout strategies for swift-snapshot-testing on Linux.
        .target(name: "LayoutSnapshotTesting", dependencies: [
            "LayoutDSL", "Render", "SnapshotReporting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The run's snapshot report (JSON, HTML page, JUnit) and the merging of shards' reports, without a test framework:
        // `snap report merge` uses it.
        .target(name: "SnapshotReporting", dependencies: ["Render"]),
        // LayoutDSL under SwiftUI's name, with `#Preview`'s plugin: a view file written for iOS compiles unchanged. As
        // Apple's, it imports Core Data (without re-exporting it) for what it declares of it: `@FetchRequest` and the rest.
        .target(name: "SwiftUI", dependencies: ["LayoutDSL", "PreviewMacros", "CoreData"]),
        // Uniform type identifiers: `UTType` with the system's declarations (identifiers, conformance, extensions, MIME
        // types), which SwiftUI's documents, file importers and drops name; LayoutDSL re-exports it.
        .target(name: "UniformTypeIdentifiers"),
        // CoreLocation's values and types: coordinates, geodesic distances, an inert manager and geocoder.
        .target(name: "CoreLocation"),
        // MapKit's values, searches (inert) and SwiftUI's `Map`, drawn as a plain surface with its content placed by Web Mercator.
        .target(name: "MapKit", dependencies: ["LayoutDSL", "CoreLocation"]),
        // Sign in with Apple's button drawn, its requests and sessions inert.
        .target(name: "AuthenticationServices", dependencies: ["LayoutDSL"]),
        // Players, audio sessions and capture authorization, inert; AVKit's `VideoPlayer` draws its controls over a black frame.
        .target(name: "AVFoundation", dependencies: ["LayoutDSL"]),
        .target(name: "AVKit", dependencies: ["AVFoundation", "LayoutDSL"]),
        // Web and Safari views as UIKit types for representables; PhotosUI's picker drawn as its label.
        .target(name: "WebKit", dependencies: ["LayoutDSL"]),
        .target(name: "SafariServices", dependencies: ["LayoutDSL"]),
        .target(name: "PhotosUI", dependencies: ["LayoutDSL", "Photos"]),
        // The photo library: empty, authorization not determined; PhotosUI re-exports it, as Apple's does.
        .target(name: "Photos", dependencies: ["LayoutDSL", "CoreLocation"]),
        // A health store with no data whose authorization is not determined.
        .target(name: "HealthKit"),
        // Image sources and destinations over CGImage, decoded and encoded by the renderer's codecs (PNG, JPEG, HEIF).
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "_DarwinFoundation", "LayoutDSL"]),
        // Core Image's images and contexts over CGImage, and of its filters the QR code generator, whose symbols
        // libqrencode (Debian's libqrencode-dev) encodes; CIFilter(name:) is nil for the others.
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "_DarwinFoundation", "_Testing_CoreImage", "LayoutDSL", "CQREncode"]),
        .target(name: "_Testing_CoreImage"),
        // Image analysis requests that run and find nothing.
        .target(name: "Vision", dependencies: ["CoreGraphics", "ImageIO"]),
        // SiriKit's preferences, donations and voice shortcuts: not authorized, nothing recorded.
        .target(name: "Intents", dependencies: ["LayoutDSL"]),
        // StoreKit's products as deterministic placeholders, its SwiftUI store views laid out with them, purchases inert.
        .target(name: "StoreKit", dependencies: ["LayoutDSL"]),
        // SwiftData in memory: `@Model` (a macro of PreviewMacros, observable as `@Observable`), contexts that fetch
        // with predicates and sort descriptors, `@Query`, `.modelContainer`. Listing the macro target passes its plugin on.
        .target(name: "SwiftData", dependencies: ["LayoutDSL", "PreviewMacros"]),
        // Core Data in memory: managed objects (`@NSManaged`, which snap compiles as the `_Managed` macro of
        // PreviewMacros), models read from `.xcdatamodeld`, containers, contexts, `NSPredicate(format:)`, and
        // SwiftUI's `@FetchRequest`. Listing the macro target passes its plugin on.
        .target(name: "CoreData", dependencies: ["LayoutDSL", "PreviewMacros", "_FoundationGaps"]),
        // Swift Charts: marks, scales, axes and legends laid out by the layout engine (docs/charts.md).
        .target(name: "Charts", dependencies: ["LayoutDSL"]),
        // Unified logging (Apple's `os` and `OSLog`): `Logger`, `os_log`, signposts, `OSAllocatedUnfairLock` and the log store.
        // Messages go nowhere by default and to standard error with SNAP_LOG=1, never into an image. No module here is named
        // `os` or `OSLog`: packages test `#if canImport(os)` and `canImport(OSLog)` to take Darwin's branch (swift-argument-parser's
        // lock, swift-syntax's logging), which a module of that name in the build would turn on. `snap render` compiles a
        // preview's `import os` and `import OSLog` as `import _OSLog`.
        .target(name: "_OSLog"),
        // CryptoKit (hashes, HMAC, AES-GCM and ChaChaPoly, key agreement and signatures) as swift-crypto gives it. Named
        // `_CryptoKit` for the reason `_OSLog` is: packages test `#if canImport(CryptoKit)` (the MCP SDK's OAuth code), and
        // `snap render` compiles a preview's `import CryptoKit` as `import _CryptoKit`.
        .target(name: "_CryptoKit", dependencies: ["_Security", "LocalAuthentication", .product(name: "Crypto", package: "swift-crypto")]),
        // Keychain Services, access control and random bytes. `_Security`, for the reason `_OSLog` is (swift-nio-ssl and
        // swift-crypto test `#if canImport(Security)`); `snap render` compiles a preview's `import Security` as this.
        .target(name: "_Security", dependencies: ["_DarwinFoundation"]),
        // Network reachability. `_SystemConfiguration`, for the reason `_OSLog` is (Alamofire tests
        // `#if canImport(SystemConfiguration)`); previews' and packages' imports of Apple's name mean it.
        .target(name: "_SystemConfiguration", dependencies: ["_DarwinFoundation"]),
        // Local notifications kept and listed, never delivered; authorization not determined.
        .target(name: "UserNotifications", dependencies: ["CoreLocation"]),
        // The network path of a device on Wi-Fi, reported once; connections inert. `_Network`, for the reason `_OSLog` is
        // (the MCP SDK's transport tests `#if canImport(Network)`, and its own executables do not link us); previews' and
        // packages' imports of Apple's name mean it.
        .target(name: "_Network"),
        // TipKit's tips drawn as iOS 17 draws them (inline and in popovers), with an in-memory datastore; `#Rule` is a
        // macro of PreviewMacros. Listing the macro target passes its plugin on.
        .target(name: "TipKit", dependencies: ["LayoutDSL", "PreviewMacros"]),
        // Apple Intelligence's on-device model as a device without it has it: sessions, prompts, tools, schemas and
        // `@Generable`/`@Guide` (macros of PreviewMacros), every request failing as the model is unavailable.
        .target(name: "FoundationModels", dependencies: ["PreviewMacros"]),
        // Live Activities as the Simulator runs them for the app that starts them, in memory; WidgetKit draws them.
        .target(name: "ActivityKit", dependencies: ["_FoundationGaps"]),
        // Frameworks whose devices a preview has none of: motion sensors, and the user's permission to track.
        .target(name: "CoreMotion"),
        .target(name: "AppTrackingTransparency"),
        .target(name: "AdSupport"),
        // The user's calendars and reminders, in memory, as a fresh Simulator install has them once the app is allowed.
        .target(name: "EventKit", dependencies: ["_CoreGraphics"]),
        // The user's contacts, in memory, as a fresh Simulator install has them once the app is allowed.
        .target(name: "Contacts"),
        // iCloud's records, containers and databases, as a Simulator signed out of iCloud has them.
        .target(name: "CloudKit", dependencies: ["CoreLocation"]),
        // A device without biometry or passcode, a scheduler as the iOS Simulator's, a Spotlight index that finds nothing.
        .target(name: "LocalAuthentication"),
        .target(name: "BackgroundTasks"),
        .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"]),
        // Mail and Messages sheets as UIKit view controllers (nothing can be sent, as on the simulator); silent system sounds.
        .target(name: "MessageUI", dependencies: ["LayoutDSL"]),
        .target(name: "AudioToolbox"),
        // Intents, entities, queries and shortcuts as declared; `Button(intent:)` drawn as a button that performs its intent.
        .target(name: "AppIntents", dependencies: ["LayoutDSL", "_FoundationGaps"]),
        // Widgets' configurations, timelines and environment; a widget `#Preview(as:…)` renders one frame per timeline entry, the
        // widget at its family's size with its margins, background and corners (docs/reference/widget-metrics.md). The macro
        // target listed passes its plugin on.
        .target(name: "WidgetKit", dependencies: ["LayoutDSL", "AppIntents", "Intents", "PreviewMacros", "ActivityKit"]),
        // Scenes written in SwiftUI style, shared by the CLI and the tests.
        .target(name: "Gallery", dependencies: ["LayoutDSL"], resources: [.copy("Resources")]),
        // The render pipeline of `snap render`, shared by the CLI and compiled preview programs.
        .target(name: "SnapRuntime", dependencies: [
            "SwiftUI", "LayoutDSL", "Render", "CoreGraphics", "CoreLocation", "UniformTypeIdentifiers", "MapKit", "AuthenticationServices", "AVFoundation", "AVKit", "WebKit", "SafariServices", "PhotosUI", "StoreKit", "SwiftData", "Charts",
            "_OSLog", "_CryptoKit", "_Security", "_SystemConfiguration", "UserNotifications", "_Network", "TipKit", "CoreData",
            "LocalAuthentication", "BackgroundTasks", "CoreSpotlight", "MessageUI", "AudioToolbox", "AppIntents", "Photos", "HealthKit", "Vision", "Intents",
            "WidgetKit", "DarwinShim", "ImageIO", "CoreImage", "_DarwinFoundation", "FoundationModels", "ActivityKit",
            "CoreMotion", "AppTrackingTransparency", "AdSupport", "EventKit", "Contacts", "CloudKit",
        ]),
        // `#Preview`'s, `@Previewable`'s and `@Entry`'s expansions. The `SwiftUI` module declares those macros, so
        // LayoutDSL builds without swift-syntax; `snap render` hands this plugin, built beside `snap`, to swiftc.
        .macro(name: "PreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .executableTarget(name: "snap", dependencies: [
            "LayoutDSL", "Render", "Gallery", "SnapRuntime", "SnapshotReporting", "AssetCatalogFormat", "AssetSymbolGeneration",
            // Not used by snap's code: listed so that building snap builds the plugin its previews need.
            "PreviewMacros",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            // Finds previews as the compiler sees them: in active `#if` clauses, never in comments or strings.
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
            .product(name: "MCP", package: "swift-sdk"),
        ]),
        // Not tests: `swift package benchmark` runs them (see Benchmarks.md); CI only builds them.
        .executableTarget(
            name: "SnapBenchmarks",
            dependencies: ["LayoutDSL", "Render", "Gallery", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/SnapBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // Random view trees rendered through ViewHost and Render, checked for crashes, hangs, memory and non-finite
        // output, and shrunk to a reproducer (see FUZZING.md); `SnapFuzz` supervises campaigns in child processes.
        .target(name: "Fuzzing", dependencies: ["LayoutDSL", "Render"]),
        .executableTarget(name: "SnapFuzz", dependencies: ["Fuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "SnapProfile", dependencies: ["LayoutDSL", "Render", "Gallery", "SnapRuntime"], path: "Benchmarks/SnapProfile"),
        // The raster against cairo in one run (Benchmarks.md, "Raster against cairo"); cairo is linked into this executable only. CI builds it.
        .systemLibrary(name: "CCairo", path: "Benchmarks/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CairoFontShim", dependencies: ["CCairo"], path: "Benchmarks/CairoFontShim"),
        .executableTarget(name: "RasterVsCairo", dependencies: ["LayoutDSL", "Render", "Gallery", "CCairo", "CairoFontShim"],
                          path: "Benchmarks/RasterVsCairo"),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL"]),
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "LayoutDSL"]),
        .testTarget(name: "MapKitTests", dependencies: ["MapKit", "LayoutDSL", "Render"]),
        .testTarget(name: "StoreKitTests", dependencies: ["StoreKit", "LayoutDSL", "Render"]),
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "LayoutDSL", "Render"]),
        .testTarget(name: "CoreDataTests", dependencies: ["CoreData", "SwiftUI", "LayoutDSL", "Render"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "LayoutDSL", "Render"]),
        .testTarget(name: "AppleFrameworksTests", dependencies: [
            "AuthenticationServices", "AVFoundation", "AVKit", "WebKit", "SafariServices", "PhotosUI", "LayoutDSL",
            "_OSLog", "_CryptoKit", "_Security", "_SystemConfiguration", "UserNotifications", "_Network", "TipKit",
            "LocalAuthentication", "BackgroundTasks", "CoreSpotlight", "MessageUI", "AudioToolbox", "AppIntents", "Photos", "HealthKit", "Vision", "Intents",
            "WidgetKit", "Render", "ImageIO", "CoreImage", "_DarwinFoundation", "FoundationModels", "ActivityKit",
            "CoreMotion", "AppTrackingTransparency", "AdSupport", "EventKit", "Contacts", "CloudKit", "SwiftUI",
        ]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "LayoutDSL", "AssetCatalogFormat", "PNGShim", "TestSupport"]),
        // The gallery's seed scenes against reference PNGs and numbers.
        .testTarget(name: "Snapshots", dependencies: [
            "Gallery", "LayoutSnapshotTesting", "LayoutDSL", "Render", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Temporary directories that tests leave nothing behind in; text and image engines of a test's own.
        .target(name: "TestSupport", dependencies: ["LayoutDSL"], path: "Tests/TestSupport"),
        // Runs the built `snap` executable.
        // The MCP SDK's client drives `snap mcp` as agents built on it do (MCP/MCPClientTests.swift).
        .testTarget(name: "SnapCLITests", dependencies: [
            "snap", "Render", "SnapshotReporting", "TestSupport", "AssetCatalogFormat", "AssetSymbolGeneration",
            .product(name: "MCP", package: "swift-sdk"),
        ], exclude: ["__Snapshots__"]),
        // The fuzzer's generator, printer and minimiser, and a bounded campaign through the SnapFuzz executable.
        .testTarget(name: "FuzzTests", dependencies: ["Fuzzing", "SnapFuzz"]),
        .testTarget(name: "LayoutSnapshotTestingTests", dependencies: [
            "LayoutSnapshotTesting", "LayoutDSL", "Render", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ],
    // SwiftUI code commonly declares `static var defaultValue` in preference and environment keys,
    // which the Swift 6 language mode rejects; the engine and its tests compile as such user code does.
    swiftLanguageModes: [.v5]
)
