import Foundation
import Testing

/// A module of the same package that the previewed target depends on and that does not compile
/// is left out as the target's own files that do not compile are: the previews of files that do
/// not import it render, and one that reaches it prints its compiler's lines and names it (exit 9).
struct ImportedModuleFailureTests {
    let snap = SnapFileTests()

    @Test func aDependencyThatDoesNotCompileLeavesOutOnlyTheFilesThatImportIt() throws {
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg", targets: [.target(name: "Net"), .target(name: "Views", dependencies: ["Net"])])
            """,
            "Pkg/Sources/Net/Client.swift": "public struct Client { public init() {}; let port: Int = \"80\" }\n",
            "Pkg/Sources/Views/Row.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"row\") } }\n#Preview { Row() }\n",
            "Pkg/Sources/Views/Feed.swift": """
            import SwiftUI
            import Net

            struct Feed: View { let client = Client(); var body: some View { Text("feed") } }
            #Preview { Feed() }
            """,
        ])
        let row = try snap.run(["render", "Pkg/Sources/Views/Row.swift", "--quiet"])
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.stderr.contains("error: no such module 'Net'); compiled Row.swift with the 0 files it uses, " +
                                    "leaving out 1: Sources/Views/Feed.swift"), "\(row.stderr)")
        #expect(!row.stderr.contains("Client.swift"), "\(row.stderr)")
        let feed = try snap.run(["render", "Pkg/Sources/Views/Feed.swift", "--quiet"])
        #expect(feed.status == 9)
        #expect(feed.stderr.contains("Pkg/Sources/Net/Client.swift:1:58: error: cannot convert value of type 'String'"), "\(feed.stderr)")
        #expect(feed.stderr.split(separator: "\n").last.map(String.init)
                == "snap: error: SwiftPM target 'Net', which the previewed module imports, did not compile", "\(feed.stderr)")
    }
}
