// swift-tools-version: 5.9
import PackageDescription

// Wayfarer, a travel-journal app, described as a package: the same files as Wayfarer.xcodeproj
// (App, Models, SampleData, Views, Styles, Helpers and Resources under `Wayfarer/`). On iOS the
// views import Apple's SwiftUI; on Linux they import LayoutDSL's `SwiftUI` module, which is what
// `snap render` and `snap gallery` compile a previewed file and the rest of its module against.
let package = Package(
    name: "Wayfarer",
    // The string catalog is a localized resource, so the package names its development language.
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    dependencies: [
        // The LayoutDSL repository by path. `name:` is what `package:` below refers to: without
        // it SwiftPM names a path dependency after its folder, which differs between checkouts.
        .package(name: "LayoutDSL", path: "../.."),
    ],
    targets: [
        // The app's code and its resources (trips.json, Assets.xcassets, Localizable.xcstrings),
        // reached through `Bundle.wayfarerResources` (Bundle.module here, Bundle.main in the
        // Xcode project). `WayfarerApp` is the `@main` entry point of the Xcode app target.
        .target(
            name: "Wayfarer",
            dependencies: [
                .product(name: "SwiftUI", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                // Apple's CoreLocation on iOS; LayoutDSL's, with the same API, on Linux.
                .product(name: "CoreLocation", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                // Apple's CoreGraphics, MapKit, AuthenticationServices, PhotosUI, AVFoundation, AVKit,
                // StoreKit, SwiftData, SafariServices and WebKit on iOS; LayoutDSL's, with the same API,
                // on Linux.
                .product(name: "CoreGraphics", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "MapKit", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "AuthenticationServices", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "PhotosUI", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "AVFoundation", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "AVKit", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "StoreKit", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "SwiftData", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "SafariServices", package: "LayoutDSL", condition: .when(platforms: [.linux])),
                .product(name: "WebKit", package: "LayoutDSL", condition: .when(platforms: [.linux])),
            ],
            path: "Wayfarer",
            resources: [.process("Resources")]
        ),
    ]
)
