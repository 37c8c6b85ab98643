import Foundation
import Render
import Testing

/// A preview compiles with its module, as Xcode builds a preview's whole target: a SwiftPM
/// target (found from `Package.swift`, with its resources and same-package dependencies), a
/// folder given with `--module`, and, when the whole module does not compile, the files the
/// previewed file reaches by name, with one warning naming the files left out.
struct ModulePreviewTests {
    let snap = SnapFileTests()

    /// The PNGs in `out`.
    func outputs() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: snap.directory.appendingPathComponent("out").path)) ?? []
    }

    /// The texts of a `--layout-json` file, in tree order.
    func texts(_ json: String) throws -> [String] {
        let text = try String(contentsOf: snap.directory.appendingPathComponent(json), encoding: .utf8)
        return text.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
    }

    static let message = """
    import Foundation

    struct Message: Identifiable, Decodable {
        let id: Int
        let sender: String
        let body: String
    }
    """

    static let row = """
    import SwiftUI

    struct MessageRow: View {
        let message: Message
        var body: some View {
            HStack { Text(message.sender).bold(); Text(message.body).foregroundStyle(.bubble) }
        }
    }

    #Preview { MessageRow(message: Message(id: 1, sender: "Ana", body: "Lunch?")) }
    """

    static let inbox = """
    import SwiftUI

    struct Inbox: View {
        let messages: [Message]
        var body: some View { VStack { ForEach(messages) { MessageRow(message: $0) } } }
    }

    #Preview { Inbox(messages: [Message(id: 2, sender: "Ben", body: "Sure")]) }
    #Preview("Two") { Inbox(messages: [Message(id: 3, sender: "Cy", body: "Hi"), Message(id: 4, sender: "Di", body: "Yo")]) }
    """

    static let theme = """
    import SwiftUI

    extension ShapeStyle where Self == Color {
        static var bubble: Color { Color(red: 0.2, green: 0.5, blue: 0.9) }
    }
    """

    /// Types from other files of the module, in other folders; two files with a `#Preview` at the
    /// same line and column (line 10, column 1) in one program.
    @Test func previewUsesTypesFromOtherFilesOfItsModule() throws {
        try snap.write(["App/Models/Message.swift": Self.message, "App/Views/MessageRow.swift": Self.row,
                   "App/Views/Inbox.swift": Self.inbox, "App/Styles/Theme.swift": Self.theme])
        let result = try snap.run(["render", "App/Views/Inbox.swift", "--module", "App", "--layout-json", "inbox.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(outputs().contains("Inbox-1@2x_0.png") && outputs().contains("Inbox-Two@2x_0.png"))
        #expect(try texts("inbox.json") == ["Ben", "Sure", "Cy", "Hi", "Di", "Yo"])
        let row = try snap.run(["render", "App/Views/MessageRow.swift", "--module", "App", "--layout-json", "row.json", "--quiet"])
        #expect(row.status == 0, "\(row.stderr)")
        #expect(try texts("row.json") == ["Ana", "Lunch?"])
        // The extension's colour, from Styles/Theme.swift: system blue it is not.
        let png = try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/MessageRow@2x_0.png")))
        let bubble = Pixel(r: 51, g: 128, b: 230, a: 255)
        #expect((0..<png.height).contains { y in (0..<png.width).contains { png[$0, y] == bubble } })
    }

    /// A file elsewhere in the module that Linux cannot compile leaves the previewed file's
    /// reach; one warning says which files were left out.
    @Test func fileTheModuleCannotCompileIsLeftOut() throws {
        try snap.write(["App/Models/Message.swift": Self.message, "App/Views/MessageRow.swift": Self.row,
                   "App/Views/Inbox.swift": Self.inbox, "App/Styles/Theme.swift": Self.theme,
                   "App/Map/PlaceMap.swift": "import SwiftUI\nimport NoSuchKit\n\nstruct PlaceMap: View { var body: some View { NoSuchView() } }\n"])
        let result = try snap.run(["render", "App/Views/MessageRow.swift", "--module", "App", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("snap: warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("no such module 'NoSuchKit'") == true, "\(result.stderr)")
        #expect(warnings.first?.hasSuffix("compiled MessageRow.swift with the 2 files it uses, leaving out 2: Map/PlaceMap.swift, Views/Inbox.swift") == true,
                "\(result.stderr)")
        // The previewed file itself broken: the compiler's errors, with the user's path, and exit 9.
        try snap.write(["App/Views/MessageRow.swift": Self.row.replacingOccurrences(of: "message.body", with: "message.missing")])
        let broken = try snap.run(["render", "App/Views/MessageRow.swift", "--module", "App", "--quiet"])
        #expect(broken.status == 9)
        #expect(broken.stderr.contains(snap.directory.appendingPathComponent("App/Views/MessageRow.swift").path + ":6:"), "\(broken.stderr)")
    }

    /// A folder no build describes is no module: each file compiles with what it reaches, so
    /// screens that each declare their own `Row` render side by side, and a shared style still
    /// reaches the file that names it.
    @Test func folderOfUnrelatedScreensRendersEachAlone() throws {
        let screen = { (name: String, text: String) in """
            import SwiftUI

            struct Row: View {
                var body: some View { Text("\(text)").foregroundStyle(.bubble) }
            }

            struct \(name): View { var body: some View { Row() } }

            #Preview { \(name)() }
            """ }
        try snap.write(["Screens/First.swift": screen("First", "one"), "Screens/Second.swift": screen("Second", "two"),
                   "Screens/Theme.swift": Self.theme])
        for name in ["First", "Second"] {
            let result = try snap.run(["render", "Screens/\(name).swift", "--layout-json", "\(name).json", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        #expect(try texts("First.json") == ["one"])
        #expect(try texts("Second.json") == ["two"])
    }

    /// `Package.swift` found above the file: the target's sources, its resources through
    /// `Bundle.module` (sample data decoded from JSON), `-D SWIFT_PACKAGE`, and a target of the
    /// same package it imports, compiled as its own module.
    @Test func swiftPackageTargetWithResourcesAndALocalDependency() throws {
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg", targets: [
                .target(name: "Models", path: "Sources/Models"),
                .target(name: "Views", dependencies: ["Models"], resources: [.process("Resources")]),
                .testTarget(name: "ViewsTests", dependencies: ["Views"]),
            ])
            """,
            "Pkg/Sources/Models/Message.swift": """
            import Foundation

            public struct Message: Identifiable, Decodable {
                public let id: Int
                public let sender: String
                public let body: String

                public init(id: Int, sender: String, body: String) {
                    self.id = id
                    self.sender = sender
                    self.body = body
                }
            }
            """,
            "Pkg/Sources/Views/Resources/messages.json": #"[{"id": 7, "sender": "Eve", "body": "From JSON"}]"#,
            "Pkg/Sources/Views/Samples.swift": """
            import Foundation
            import Models

            enum Samples {
                static var messages: [Message] {
                    #if SWIFT_PACKAGE
                    let url = Bundle.module.url(forResource: "messages", withExtension: "json")!
                    return try! JSONDecoder().decode([Message].self, from: Data(contentsOf: url))
                    #else
                    return []
                    #endif
                }
            }
            """,
            "Pkg/Sources/Views/Inbox.swift": "import Models\n" + Self.inbox
                + "\n#Preview(\"Samples\") { Inbox(messages: Samples.messages) }\n",
            "Pkg/Sources/Views/MessageRow.swift": "import Models\n" + Self.row,
            "Pkg/Sources/Views/Theme.swift": Self.theme,
        ])
        let result = try snap.run(["render", "Pkg/Sources/Views/Inbox.swift", "--layout-json", "pkg.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(try texts("pkg.json").suffix(2) == ["Eve", "From JSON"])
        // Sample data edited: the bundle is laid out again, though no Swift file changed.
        try snap.write(["Pkg/Sources/Views/Resources/messages.json": #"[{"id": 7, "sender": "Eve", "body": "Edited"}]"#])
        let again = try snap.run(["render", "Pkg/Sources/Views/Inbox.swift", "--layout-json", "pkg.json", "--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try texts("pkg.json").suffix(2) == ["Eve", "Edited"])
    }

    /// A model target as apps write one: it imports only Foundation and Combine, declares an
    /// `@Observable` store (Observation comes with Apple's Foundation), builds a `URLRequest`
    /// (Foundation's there, FoundationNetworking's here), subscribes to
    /// `NotificationCenter.default.publisher(for:)`, localizes with
    /// `String(localized:defaultValue:comment:)`, and loads its sample JSON from its own
    /// resources through `Bundle.module`; the views target's preview shows what it loaded.
    @Test func modelTargetWithFoundationAsApplesCombineAndItsOwnResources() throws {
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg", targets: [
                .target(name: "Models", resources: [.process("Resources")]),
                .target(name: "Views", dependencies: ["Models"]),
            ])
            """,
            "Pkg/Sources/Models/Resources/trips.json": #"[{"name": "Lisbon", "nights": 3}, {"name": "Kyoto", "nights": 5}]"#,
            "Pkg/Sources/Models/TripStore.swift": """
            import Foundation
            import Combine

            public struct Trip: Decodable, Identifiable { public var id: String { name }; public let name: String; public let nights: Int }

            @Observable public final class TripStore {
                public var trips: [Trip] = []
                public var refreshes = 0
                private var subscription: AnyCancellable?
                public init() {
                    let url = Bundle.module.url(forResource: "trips", withExtension: "json")!
                    trips = try! JSONDecoder().decode([Trip].self, from: Data(contentsOf: url))
                    subscription = NotificationCenter.default.publisher(for: .tripsChanged).sink { [weak self] _ in self?.refreshes += 1 }
                    NotificationCenter.default.post(name: .tripsChanged, object: nil)
                }
                public var request: URLRequest { URLRequest(url: URL(string: "https://example.com/trips")!) }
                public var title: String { String(localized: "trips.title", defaultValue: "\\(trips.count) trips", comment: "Header") }
            }

            extension Notification.Name { static let tripsChanged = Notification.Name("tripsChanged") }
            """,
            "Pkg/Sources/Views/TripList.swift": """
            import SwiftUI
            import Models

            struct TripList: View {
                let store: TripStore
                var body: some View {
                    VStack {
                        Text(store.title)
                        ForEach(store.trips) { Text("\\($0.name), \\($0.nights)") }
                        Text("refreshed \\(store.refreshes), \\(store.request.httpMethod ?? "")")
                    }
                }
            }

            #Preview { TripList(store: TripStore()) }
            """,
        ])
        let result = try snap.run(["render", "Pkg/Sources/Views/TripList.swift", "--layout-json", "trips.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("trips.json") == ["2 trips", "Lisbon, 3", "Kyoto, 5", "refreshed 1, GET"])
    }

    /// A library target's asset catalog is in its bundle, as Xcode and SwiftPM compile it: its code's
    /// `Color("…", bundle: .module)` finds a colour in a namespaced folder (Apple's sample food-truck
    /// loads its donut images so), and a colour set Xcode made and nobody filled (its widget template's
    /// `WidgetBackground`) is skipped without a word, as Xcode compiles it.
    @Test func aLibraryTargetsCatalogIsInItsBundle() throws {
        let catalog = "Pkg/Sources/Kit/Assets.xcassets"
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg", targets: [
                .target(name: "Kit"),
                .target(name: "Views", dependencies: ["Kit"]),
            ])
            """,
            "\(catalog)/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "\(catalog)/brand/Contents.json": #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#,
            "\(catalog)/brand/teal.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0", "green": "0.502", "blue": "0.502", "alpha": "1"}}}], "info": {"author": "xcode", "version": 1}}
            """,
            "\(catalog)/WidgetBackground.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
            "Pkg/Sources/Kit/Swatch.swift": """
            import SwiftUI

            public struct Swatch: View {
                public init() {}
                public var body: some View { Color("brand/teal", bundle: .module) }
            }
            """,
            "Pkg/Sources/Views/Card.swift": """
            import SwiftUI
            import Kit

            #Preview(traits: .fixedLayout(width: 10, height: 10)) { Swatch() }
            """,
        ])
        let result = try snap.run(["render", "Pkg/Sources/Views/Card.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        let out = snap.directory.appendingPathComponent("out")
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".png") })
        #expect(try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))[5, 5] == Pixel(r: 0, g: 128, b: 128, a: 255))
    }

    /// Another package's product is not built: files that import it are left out like files that
    /// do not compile, and a preview that reaches one names it in one line, exit 20.
    @Test func otherPackagesProductIsLeftOutAndNamed() throws {
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg",
                dependencies: [.package(url: "https://github.com/example/Kingfisher", from: "8.0.0")],
                targets: [.target(name: "Views", dependencies: [.product(name: "Kingfisher", package: "Kingfisher")])])
            """,
            "Pkg/Sources/Views/Row.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"x\") } }\n#Preview { Row() }\n",
            "Pkg/Sources/Views/Avatar.swift": """
            import SwiftUI
            import Kingfisher

            struct Avatar: View { var body: some View { KFImage(URL(string: "https://example.com/a.png")) } }
            #Preview { Avatar() }
            """,
        ])
        let row = try snap.run(["render", "Pkg/Sources/Views/Row.swift", "--quiet"])
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.stderr.contains("leaving out 1: Sources/Views/Avatar.swift"), "\(row.stderr)")
        let avatar = try snap.run(["render", "Pkg/Sources/Views/Avatar.swift", "--quiet"])
        #expect(avatar.status == 20)
        // SwiftPM cannot resolve the package (there is no such repository): one warning says so.
        let lines = avatar.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("snap: warning: cannot resolve the packages of ") && lines[0].contains("error:"),
                "\(avatar.stderr)")
        #expect(lines.last.map(String.init) == "snap: error: Avatar.swift reaches 'Kingfisher' of package 'Kingfisher', which snap does not build; " +
                "SwiftPM target 'Views' depends on it")
    }

    /// The same product reached through a target of the package that the previewed one depends on:
    /// that target is compiled first, as a module of its own, and is named with the product (exit 20),
    /// not as a compile error.
    @Test func otherPackagesProductReachedThroughALocalTargetIsNamed() throws {
        try snap.write([
            "Pkg/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Pkg",
                dependencies: [.package(url: "https://github.com/example/Kingfisher", from: "8.0.0")],
                targets: [.target(name: "Images", dependencies: [.product(name: "Kingfisher", package: "Kingfisher")]),
                          .target(name: "Views", dependencies: ["Images"])])
            """,
            "Pkg/Sources/Images/Avatar.swift": """
            import SwiftUI
            import Kingfisher

            public struct Avatar: View { public var body: some View { KFImage(URL(string: "https://example.com/a.png")) } }
            """,
            "Pkg/Sources/Views/Profile.swift":
                "import SwiftUI\nimport Images\nstruct Profile: View { var body: some View { Text(\"p\") } }\n#Preview { Profile() }\n",
        ])
        let profile = try snap.run(["render", "Pkg/Sources/Views/Profile.swift", "--quiet"])
        #expect(profile.status == 20)
        #expect(profile.stderr.split(separator: "\n").last.map(String.init)
                == "snap: error: SwiftPM target 'Images', which the previewed module imports, reaches 'Kingfisher' "
                + "of package 'Kingfisher', which snap does not build", "\(profile.stderr)")
    }

    /// A folder made a git repository tagged `tag`, as a remote package is: SwiftPM resolves a
    /// `file://` URL as it resolves GitHub's.
    func gitRepository(_ folder: String, tag: String) throws {
        _ = try gitOutput(folder, ["init", "-q"])
        try gitCommit(folder, tag: tag)
    }

    /// Other packages' products: a path dependency's targets are compiled from its folder; a
    /// remote package (here a git repository of its own, whose target imports SwiftUI and a
    /// second target) is resolved with SwiftPM into `.build/checkouts`, as `swift build` would,
    /// and built by SwiftPM with its own settings against snap's SwiftUI. A second render builds
    /// nothing again.
    @Test func otherPackagesProductsAreResolvedAndBuilt() throws {
        try snap.write([
            "Badges/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Badges", products: [.library(name: "Badges", targets: ["Badges"])],
                                  targets: [.target(name: "Badges", dependencies: ["BadgeCore"]), .target(name: "BadgeCore")])
            """,
            "Badges/Sources/BadgeCore/Count.swift": """
            package func badgeText(_ count: Int) -> String { count > 99 ? "99+" : "\\(count)" }
            """,
            "Badges/Sources/Badges/Badge.swift": """
            import SwiftUI
            import BadgeCore

            public struct Badge: View {
                let count: Int
                public init(count: Int) { self.count = count }
                public var body: some View { Text(badgeText(count)).padding(4) }
            }
            """,
            "Shared/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shared", products: [.library(name: "SharedStyles", targets: ["SharedStyles"])],
                                  targets: [.target(name: "SharedStyles")])
            """,
            "Shared/Sources/SharedStyles/Greeting.swift": "public let greeting = \"Hello from Shared\"\n",
            "App/Sources/Views/Inbox.swift": """
            import SwiftUI
            import Badges
            import SharedStyles

            struct Inbox: View {
                var body: some View { HStack { Text(greeting); Badge(count: 120) } }
            }

            #Preview { Inbox() }
            """,
        ])
        try gitRepository("Badges", tag: "1.0.0")
        try snap.write(["App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App",
                dependencies: [
                    .package(url: "file://\(snap.directory.path)/Badges", from: "1.0.0"),
                    .package(path: "../Shared"),
                ],
                targets: [.target(name: "Views", dependencies: [
                    .product(name: "Badges", package: "Badges"),
                    .product(name: "SharedStyles", package: "Shared"),
                ])])
            """])
        let result = try snap.run(["render", "App/Sources/Views/Inbox.swift", "--layout-json", "inbox.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("inbox.json") == ["Hello from Shared", "99+"])
        #expect(FileManager.default.fileExists(atPath: snap.directory.appendingPathComponent("App/.build/checkouts/Badges").path))
        let again = try snap.run(["render", "App/Sources/Views/Inbox.swift", "--layout-json", "again.json", "--quiet"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try texts("again.json") == ["Hello from Shared", "99+"])
    }

    /// An Xcode app's remote package (`XCRemoteSwiftPackageReference`, here a git repository of
    /// its own): snap resolves it at the project's pins (its workspace's `Package.resolved`) into
    /// a package of its cache and SwiftPM builds the product the app target links.
    @Test func xcodeProjectsRemotePackagesAreResolvedAtThePinsAndBuilt() throws {
        try snap.write(SnapFileTests.libraryPackage("Badges", view: "Badge", text: "v1").merging([
            "App/MyApp/ContentView.swift": """
            import SwiftUI
            import Badges

            struct ContentView: View { var body: some View { Badge() } }

            #Preview { ContentView() }
            """,
            "App/MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                    A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                    A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (A1);
                           name = MyApp; packageProductDependencies = (A4); productType = "com.apple.product-type.application"; };
                    A4 = { isa = XCSwiftPackageProductDependency; package = A5; productName = Badges; };
                    A5 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "file://\(snap.directory.path)/Badges";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
                    A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); packageReferences = (A5); };
                };
                rootObject = A6;
            }
            """,
        ]) { $1 })
        try gitRepository("Badges", tag: "1.0.0")
        // Version 1.1.0 exists, but the project is pinned at 1.0.0.
        try snap.write(["Badges/Sources/Badges/Badge.swift": "import SwiftUI\npublic struct Badge: View { public init() {}; public var body: some View { Text(\"v1.1\") } }\n"])
        try gitCommit("Badges", tag: "1.1.0")
        let revision = try gitOutput("Badges", ["rev-parse", "1.0.0"])
        try snap.write(["App/MyApp.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": """
            { "pins" : [ { "identity" : "badges", "kind" : "localSourceControl", "location" : "\(snap.directory.path)/Badges",
                           "state" : { "revision" : "\(revision)", "version" : "1.0.0" } } ], "version" : 3 }
            """])
        let result = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "xcode.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("xcode.json") == ["v1"])
    }

    /// An Xcode app's local package (`XCLocalSwiftPackageReference`) that depends on a remote one (a
    /// git repository of its own): Xcode resolves the local package's dependencies, so snap resolves
    /// them in its folder, compiles its target from there and has SwiftPM build the remote product.
    @Test func xcodeProjectsLocalPackagesRemoteDependenciesAreResolvedAndBuilt() throws {
        try snap.write(SnapFileTests.libraryPackage("Badges", view: "Badge", text: "remote").merging([
            "App/Core/Sources/Core/Header.swift": """
            import SwiftUI
            import Badges

            public struct Header: View {
                public init() {}
                public var body: some View { HStack { Text("local"); Badge() } }
            }
            """,
            "App/MyApp/ContentView.swift": """
            import SwiftUI
            import Core

            struct ContentView: View { var body: some View { Header() } }

            #Preview { ContentView() }
            """,
            "App/MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                    A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                    A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (A1);
                           name = MyApp; packageProductDependencies = (A4); productType = "com.apple.product-type.application"; };
                    A4 = { isa = XCSwiftPackageProductDependency; package = A5; productName = Core; };
                    A5 = { isa = XCLocalSwiftPackageReference; relativePath = Core; };
                    A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); packageReferences = (A5); };
                };
                rootObject = A6;
            }
            """,
        ]) { $1 })
        try gitRepository("Badges", tag: "1.0.0")
        try snap.write(["App/Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])],
                dependencies: [.package(url: "file://\(snap.directory.path)/Badges", from: "1.0.0")],
                targets: [.target(name: "Core", dependencies: [.product(name: "Badges", package: "Badges")])])
            """])
        let result = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "local.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("local.json") == ["local", "remote"])
        #expect(FileManager.default.fileExists(atPath: snap.directory.appendingPathComponent("App/Core/.build/checkouts/Badges").path))
    }

    /// The same local package beside a remote package the project references itself: Xcode resolves
    /// both in one graph, and so does snap (its cache's package depends on the remote one and on the
    /// local package's folder), so the local package's remote product builds in that graph too. The
    /// local package is added after a first render: the graph is resolved again with it.
    @Test func xcodeProjectsLocalAndRemotePackagesResolveAsOneGraph() throws {
        try snap.write([
            "Badges/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Badges", products: [.library(name: "Badges", targets: ["Badges"])],
                                  targets: [.target(name: "Badges")])
            """,
            "Badges/Sources/Badges/Badge.swift":
                "import SwiftUI\npublic struct Badge: View { public init() {}; public var body: some View { Text(\"badge\") } }\n",
            "Stickers/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Stickers", products: [.library(name: "Stickers", targets: ["Stickers"])],
                                  targets: [.target(name: "Stickers")])
            """,
            "Stickers/Sources/Stickers/Sticker.swift":
                "import SwiftUI\npublic struct Sticker: View { public init() {}; public var body: some View { Text(\"sticker\") } }\n",
            "App/Core/Sources/Core/Header.swift":
                "import SwiftUI\nimport Badges\npublic struct Header: View { public init() {}; public var body: some View { Badge() } }\n",
            "App/MyApp/ContentView.swift": """
            import SwiftUI
            import Core
            import Stickers

            struct ContentView: View { var body: some View { VStack { Header(); Sticker() } } }

            #Preview { ContentView() }
            """,
            "App/MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                    A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                    A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (A1);
                           name = MyApp; packageProductDependencies = (A4, A7); productType = "com.apple.product-type.application"; };
                    A4 = { isa = XCSwiftPackageProductDependency; package = A5; productName = Core; };
                    A5 = { isa = XCLocalSwiftPackageReference; relativePath = Core; };
                    A7 = { isa = XCSwiftPackageProductDependency; package = A8; productName = Stickers; };
                    A8 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "file://\(snap.directory.path)/Stickers";
                           requirement = { kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
                    A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); packageReferences = (A5, A8); };
                };
                rootObject = A6;
            }
            """,
        ])
        try gitRepository("Badges", tag: "1.0.0")
        try gitRepository("Stickers", tag: "1.0.0")
        let project = snap.directory.appendingPathComponent("App/MyApp.xcodeproj/project.pbxproj")
        let withCore = try String(contentsOf: project, encoding: .utf8)
        try snap.write(["App/MyApp.xcodeproj/project.pbxproj": withCore.replacingOccurrences(of: "(A4, A7)", with: "(A7)"),
                   "App/MyApp/ContentView.swift": "import SwiftUI\nimport Stickers\n"
                       + "struct ContentView: View { var body: some View { Sticker() } }\n#Preview { ContentView() }\n"])
        let first = try snap.run(["render", "App/MyApp/ContentView.swift", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        try snap.write(["App/MyApp.xcodeproj/project.pbxproj": withCore, "App/MyApp/ContentView.swift": """
            import SwiftUI
            import Core
            import Stickers

            struct ContentView: View { var body: some View { VStack { Header(); Sticker() } } }

            #Preview { ContentView() }
            """])
        try snap.write(["App/Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])],
                dependencies: [.package(url: "file://\(snap.directory.path)/Badges", from: "1.0.0")],
                targets: [.target(name: "Core", dependencies: [.product(name: "Badges", package: "Badges")])])
            """])
        let result = try snap.run(["render", "App/MyApp/ContentView.swift", "--layout-json", "graph.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("graph.json") == ["badge", "sticker"])
        // The project's package in snap's cache was resolved again, with the local package's dependency.
        let hosts = snap.directory.appendingPathComponent("cache/snap/xcode-packages")
        let host = try #require(try FileManager.default.contentsOfDirectory(atPath: hosts.path).first)
        #expect(FileManager.default.fileExists(atPath: hosts.appendingPathComponent("\(host)/.build/checkouts/Badges").path))
    }

    func gitCommit(_ folder: String, tag: String) throws {
        _ = try gitOutput(folder, ["add", "."])
        _ = try gitOutput(folder, ["-c", "user.email=snap@example.com", "-c", "user.name=snap", "commit", "-qm", tag])
        _ = try gitOutput(folder, ["tag", tag])
    }

    func gitOutput(_ folder: String, _ arguments: [String]) throws -> String {
        let git = Process(), out = Pipe()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", snap.directory.appendingPathComponent(folder).path] + arguments
        git.standardOutput = out
        try git.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What only Apple's toolchain accepts, and that draws nothing, compiles: Objective-C and
    /// Interface Builder attributes, selectors, and the app's `@main`.
    @Test func appleOnlyAttributesCompile() throws {
        try snap.write(["Legacy.swift": """
            import SwiftUI
            import UIKit

            @objcMembers final class Tracker: NSObject {
                @IBOutlet var title: String?
                @objc(trackTap:) func track(_ sender: Any) {}
                @IBAction func tapped(_ sender: Any) {}
                let action = #selector(track(_:))
            }

            @main struct LegacyApp {
                static func main() {}
            }

            #Preview("Legacy", traits: .sizeThatFitsLayout) { Text(Tracker().title ?? "untitled").padding() }
            """])
        let result = try snap.run(["render", "Legacy.swift", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(outputs().contains("Legacy-Legacy@2x_0.png"))
    }
}
