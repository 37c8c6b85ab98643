import Foundation
import Testing

/// Remote packages as SwiftPM and Xcode treat them, in what an app's graph often holds: a target
/// that names a product by its name alone, a package whose targets do not build on Linux (an
/// image loader that imports UIKit and CarPlay), and a package of an Xcode project that cannot be fetched.
/// The previews that do not reach them render; one that does names it.
struct RemotePackageRulesTests {
    let snap = SnapFileTests()

    /// The texts of a `--layout-json` file, in tree order.
    func texts(_ json: String) throws -> [String] {
        let text = try String(contentsOf: snap.directory.appendingPathComponent(json), encoding: .utf8)
        return text.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    /// A remote package `Kit` (a git repository tagged 1.0.0) with a product `Badges` that builds
    /// and a product `Loader` whose target imports UIKit, which the graph then gets, and CarPlay,
    /// which is not here.
    func writeKit() throws {
        try snap.write([
            "Kit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit",
                                  products: [.library(name: "Badges", targets: ["Badges"]), .library(name: "Loader", targets: ["Loader"])],
                                  targets: [.target(name: "Badges"), .target(name: "Loader")])
            """,
            "Kit/Sources/Badges/Badge.swift": """
            import SwiftUI

            public struct Badge: View {
                public init() {}
                public var body: some View { Text("v1") }
            }
            """,
            "Kit/Sources/Loader/Loader.swift": "import UIKit\nimport CarPlay\npublic struct Loader { public init() {} }\n",
        ])
        try git("Kit", ["init", "-q"])
        try git("Kit", ["add", "."])
        try git("Kit", ["-c", "user.email=snap@example.com", "-c", "user.name=snap", "commit", "-qm", "1.0.0"])
        try git("Kit", ["tag", "1.0.0"])
    }

    func git(_ folder: String, _ arguments: [String]) throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", snap.directory.appendingPathComponent(folder).path] + arguments
        try git.run()
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    static let contentView = """
        import SwiftUI
        import Badges

        struct ContentView: View { var body: some View { Badge() } }

        #Preview { ContentView() }
        """

    /// `dependencies: ["Badges"]` names no target of the package: SwiftPM reads it as the product
    /// `Badges` of the package `Badges`, and so does snap.
    @Test func aProductNamedByNameAloneIsBuilt() throws {
        try snap.write(SnapFileTests.libraryPackage("Badges", view: "Badge", text: "by name").merging([
        ]) { $1 })
        try git("Badges", ["init", "-q"])
        try git("Badges", ["add", "."])
        try git("Badges", ["-c", "user.email=snap@example.com", "-c", "user.name=snap", "commit", "-qm", "1.0.0"])
        try git("Badges", ["tag", "1.0.0"])
        try snap.write([
            "App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App",
                dependencies: [.package(url: "file://\(snap.directory.path)/Badges", from: "1.0.0")],
                targets: [.target(name: "Views", dependencies: ["Badges"])])
            """,
            "App/Sources/Views/ContentView.swift": Self.contentView,
        ])
        let result = try snap.run(["render", "App/Sources/Views/ContentView.swift", "--layout-json", "name.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("name.json") == ["by name"])
    }

    /// A remote package's target that does not build here is left out as an unbuilt product is: the
    /// previews of the files that do not import it render, with the warning naming the files left
    /// out, and a preview that reaches it fails with the target's first error (exit 9): the error
    /// of its build with UIKit, which it asked for, though the graph is kept as built without it.
    @Test func aRemoteTargetThatDoesNotBuildLeavesOutOnlyTheFilesThatImportIt() throws {
        try writeKit()
        try snap.write([
            "App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App",
                dependencies: [.package(url: "file://\(snap.directory.path)/Kit", from: "1.0.0")],
                targets: [.target(name: "Views", dependencies: [.product(name: "Badges", package: "Kit"),
                                                                .product(name: "Loader", package: "Kit")])])
            """,
            "App/Sources/Views/ContentView.swift": Self.contentView,
            "App/Sources/Views/Avatar.swift": """
            import SwiftUI
            import Loader

            struct Avatar: View { let loader = Loader(); var body: some View { Text("avatar") } }

            #Preview { Avatar() }
            """,
        ])
        let content = try snap.run(["render", "App/Sources/Views/ContentView.swift", "--layout-json", "content.json", "--quiet"])
        #expect(content.status == 0, "\(content.stderr)")
        #expect(try texts("content.json") == ["v1"])
        #expect(content.stderr.contains("error: no such module 'Loader'); compiled ContentView.swift with the 0 files it uses, " +
                                        "leaving out 1: Sources/Views/Avatar.swift"), "\(content.stderr)")
        let avatar = try snap.run(["render", "App/Sources/Views/Avatar.swift", "--quiet"])
        #expect(avatar.status == 9)
        let last = avatar.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("snap: error: Avatar.swift reaches the package target 'Loader', which does not build here: /"), "\(last)")
        #expect(last.hasSuffix("/Kit/Sources/Loader/Loader.swift:2:8: error: no such module 'CarPlay'"), "\(last)")
    }

    /// An Xcode project's package that cannot be fetched is left out of the graph, with a warning, and
    /// the project's other packages are resolved and built without it, as their previews need; the
    /// next render resolves nothing again.
    @Test func anXcodePackageThatCannotBeFetchedLeavesTheOthersBuilt() throws {
        try writeKit()
        try snap.write([
            "App/MyApp/ContentView.swift": Self.contentView,
            "App/MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                    A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                    A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (A1);
                           name = MyApp; packageProductDependencies = (A4, A7);
                           productType = "com.apple.product-type.application"; };
                    A4 = { isa = XCSwiftPackageProductDependency; package = A5; productName = Badges; };
                    A5 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "file://\(snap.directory.path)/Kit";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
                    A7 = { isa = XCSwiftPackageProductDependency; package = A8; productName = Lottie; };
                    A8 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/lottie-ios.git";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 4.5.0; }; };
                    A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); packageReferences = (A5, A8); };
                };
                rootObject = A6;
            }
            """,
        ])
        let result = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "xcode.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("xcode.json") == ["v1"])
        #expect(result.stderr == "snap: warning: cannot fetch https://github.com/example/lottie-ios.git, a package of " +
                "MyApp.xcodeproj; resolved its other packages without it\n")
        let again = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "again.json", "--quiet"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try texts("again.json") == ["v1"])
    }

    /// Xcode resolves every remote package of a project as one graph, whichever target links it: an
    /// app whose framework links a package that cannot be fetched warns once, and renders again
    /// without resolving anything (a graph per target was resolved anew for each, at every render).
    @Test func aProjectsTargetsShareOneGraph() throws {
        try writeKit()
        try snap.write([
            "App/MyApp/ContentView.swift": Self.contentView,
            "App/Net/Client.swift": "public struct Client { public init() {} }\n",
            "App/MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                    B1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Net; sourceTree = "<group>"; };
                    A2 = { isa = PBXGroup; children = (A1, B1); sourceTree = "<group>"; };
                    A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (D1); fileSystemSynchronizedGroups = (A1);
                           name = MyApp; packageProductDependencies = (A4);
                           productType = "com.apple.product-type.application"; };
                    D1 = { isa = PBXTargetDependency; target = B3; };
                    B3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (B1);
                           name = Net; packageProductDependencies = (A7); productType = "com.apple.product-type.framework"; };
                    A4 = { isa = XCSwiftPackageProductDependency; package = A5; productName = Badges; };
                    A5 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "file://\(snap.directory.path)/Kit";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
                    A7 = { isa = XCSwiftPackageProductDependency; package = A8; productName = Lottie; };
                    A8 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/lottie-ios.git";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 4.5.0; }; };
                    A6 = { isa = PBXProject; mainGroup = A2; targets = (A3, B3); packageReferences = (A5, A8); };
                };
                rootObject = A6;
            }
            """,
        ])
        let result = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "first.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("first.json") == ["v1"])
        #expect(result.stderr == "snap: warning: cannot fetch https://github.com/example/lottie-ios.git, a package of " +
                "MyApp.xcodeproj; resolved its other packages without it\n")
        let again = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "again.json", "--quiet"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try texts("again.json") == ["v1"])
    }
}
