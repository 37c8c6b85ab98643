// swift-tools-version: 6.1
import PackageDescription

// An app's views with snapshot tests on Linux, set up as the main repository's
// docs/snapshot-testing.md says. `DemoViews` holds the view files: on iOS they import Apple's SwiftUI, on Linux the
// `SwiftUI` module of LayoutDSL; the app target (declared only where Apple's SwiftUI exists) and
// the tests both use them.
#if os(Linux)
let assetSymbols: [Target.PluginUsage] = [.plugin(name: "AssetSymbols", package: "LayoutDSL")]
#else
let assetSymbols: [Target.PluginUsage] = []
#endif

let package = Package(
    name: "SnapshotDemo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The LayoutDSL repository by path. `name:` is what `package:` below refers to: without
        // it SwiftPM names a path dependency after its folder, which differs between checkouts.
        .package(name: "LayoutDSL", path: "../.."),
    ],
    targets: [
        // Its asset catalog's symbols (`ColorResource.avatarBackground`) are Xcode's on iOS and the AssetSymbols plugin's on Linux.
        .target(name: "DemoViews", dependencies: [
            .product(name: "SwiftUI", package: "LayoutDSL", condition: .when(platforms: [.linux])),
        ], resources: [.process("Resources")], plugins: assetSymbols),
        .testTarget(name: "DemoViewsTests", dependencies: [
            "DemoViews",
            .product(name: "LayoutSnapshotTesting", package: "LayoutDSL"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)

#if !os(Linux)
// The iOS app: the same view files, compiled against Apple's SwiftUI.
package.targets.append(.executableTarget(name: "DemoApp", dependencies: ["DemoViews"]))
#endif
