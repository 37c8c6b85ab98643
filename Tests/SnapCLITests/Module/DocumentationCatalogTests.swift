import Foundation
@testable import snap
import Testing

/// A target's documentation catalog (`.docc`) holds its tutorials' code listings as Swift files,
/// which neither SwiftPM nor Xcode compiles with the target: a listing that imports a package the
/// target does not depend on, or repeats a declaration of the target, is not the module's source.
/// The target's own files and resources are read as before.
struct DocumentationCatalogTests {
    let snap = SnapFileTests()

    static let files = [
        "Kit/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """,
        "Kit/Sources/Kit/Badge.swift": """
        import SwiftUI

        struct Badge: View {
            var body: some View { Text("99+") }
        }

        #Preview { Badge() }
        """,
        "Kit/Sources/Kit/Documentation.docc/Kit.md": "# ``Kit``\n",
        "Kit/Sources/Kit/Documentation.docc/Tutorials/Badges/Badge-01-code-0001.swift": """
        import SwiftUI
        import IdentifiedCollections

        struct Badge: View {
            var body: some View { Text("step 1") }
        }
        """,
        "Kit/Sources/Kit/Documentation.docc/Resources/badge.png": "",
    ]

    @Test func catalogsSwiftFilesAreNotTheTargetsSources() throws {
        try snap.write(Self.files)
        let kit = snap.directory.appendingPathComponent("Kit").standardizedFileURL
        let module = try #require(try SwiftPackageTarget.module(in: kit, compiling: kit.appendingPathComponent("Sources/Kit/Badge.swift")))
        #expect(module.sources.map(\.lastPathComponent) == ["Badge.swift"])
        #expect(module.resources.isEmpty)
    }

    @Test func targetWithACatalogRenders() throws {
        try snap.write(Self.files)
        let result = try snap.run(["render", "Kit/Sources/Kit/Badge.swift", "--layout-json", "kit.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("kit.json"), encoding: .utf8)
        #expect(json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) } == ["99+"])
    }
}
