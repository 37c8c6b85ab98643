import Foundation
import Testing

/// A local package's system-library target (`.systemLibrary`, a module map over a C library, as
/// GRDB wraps SQLite) is no module to compile: its module map reaches the compiler of every module
/// that imports it, as SwiftPM passes it, and the library links by the map's `link`.
struct SystemLibraryTargetTests {
    let snap = SnapFileTests()

    /// The texts of a `--layout-json` file, in tree order.
    func texts(_ json: String) throws -> [String] {
        let text = try String(contentsOf: snap.directory.appendingPathComponent(json), encoding: .utf8)
        return text.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    @Test func aSystemLibraryTargetsModuleMapReachesItsImporters() throws {
        try snap.write([
            "Store/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Store", products: [.library(name: "Store", targets: ["Store"])],
                                  targets: [.systemLibrary(name: "CSQLite"), .target(name: "Store", dependencies: ["CSQLite"])])
            """,
            "Store/Sources/CSQLite/module.modulemap": "module CSQLite [system] {\n    header \"shim.h\"\n    link \"sqlite3\"\n    export *\n}\n",
            "Store/Sources/CSQLite/shim.h": "#include <sqlite3.h>\n",
            "Store/Sources/Store/Version.swift": """
            import CSQLite

            public func sqliteMajorVersion() -> Int { Int(sqlite3_libversion_number()) / 1_000_000 }
            """,
            "App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(path: "../Store")],
                                  targets: [.target(name: "Views", dependencies: [.product(name: "Store", package: "Store")])])
            """,
            "App/Sources/Views/About.swift": """
            import SwiftUI
            import Store

            struct About: View { var body: some View { Text("SQLite \\(sqliteMajorVersion())") } }

            #Preview { About() }
            """,
        ])
        let result = try snap.run(["render", "App/Sources/Views/About.swift", "--layout-json", "about.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("about.json") == ["SQLite 3"])
    }
}
