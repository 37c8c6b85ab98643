import Foundation
@testable import snap
import Testing

/// A product dependency without a package reference (`XCSwiftPackageProductDependency` with no
/// `package`) is a local package's that Xcode has open beside the project: here a package whose
/// repository holds an example app, both listed by the repository's workspace, as a package's
/// examples use the package itself. The preview builds with the package's product; a project the
/// workspace does not list does not see its packages.
struct XcodeWorkspaceTests {
    let snap = SnapFileTests()

    static func project(_ name: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = \(name); sourceTree = "<group>"; };
                A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                A3 = { isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (A1);
                       name = \(name); packageProductDependencies = (A4); productType = "com.apple.product-type.application"; };
                A4 = { isa = XCSwiftPackageProductDependency; productName = Badges; };
                A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); };
            };
            rootObject = A6;
        }
        """
    }

    static func view(_ name: String) -> String {
        """
        import SwiftUI
        import Badges

        struct \(name)View: View { var body: some View { Badge(count: 120) } }

        #Preview { \(name)View() }
        """
    }

    func writeKit() throws {
        try snap.write([
            "Kit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Badges", targets: ["Badges"])],
                                  targets: [.target(name: "Badges")])
            """,
            "Kit/Sources/Badges/Badge.swift": """
            import SwiftUI

            public struct Badge: View {
                let count: Int
                public init(count: Int) { self.count = count }
                public var body: some View { Text(count > 99 ? "99+" : "\\(count)") }
            }
            """,
            "Kit/Kit.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:"></FileRef>
               <Group location = "group:Examples" name = "Examples">
                  <FileRef location = "group:Inbox/Inbox.xcodeproj"></FileRef>
               </Group>
            </Workspace>
            """,
            "Kit/Examples/Inbox/Inbox.xcodeproj/project.pbxproj": Self.project("Inbox"),
            "Kit/Examples/Inbox/Inbox/InboxView.swift": Self.view("Inbox"),
            "Kit/Examples/Other/Other.xcodeproj/project.pbxproj": Self.project("Other"),
            "Kit/Examples/Other/Other/OtherView.swift": Self.view("Other"),
        ])
    }

    @Test func workspaceListsTheProjectAndThePackage() throws {
        try writeKit()
        let kit = snap.directory.appendingPathComponent("Kit").standardizedFileURL
        #expect(XcodeWorkspace.locations(in: kit.appendingPathComponent("Kit.xcworkspace"))
                == [kit, kit.appendingPathComponent("Examples/Inbox/Inbox.xcodeproj")])
        let inbox = try XcodeProject(url: kit.appendingPathComponent("Examples/Inbox/Inbox.xcodeproj"))
        #expect(XcodeWorkspace.packageFolders(of: inbox) == [kit])
        let other = try XcodeProject(url: kit.appendingPathComponent("Examples/Other/Other.xcodeproj"))
        #expect(XcodeWorkspace.packageFolders(of: other).isEmpty)
    }

    @Test func productOfTheWorkspacesPackageIsBuilt() throws {
        try writeKit()
        let result = try snap.run(["render", "Kit/Examples/Inbox/Inbox/InboxView.swift", "--layout-json", "inbox.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("inbox.json"), encoding: .utf8)
        #expect(json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) } == ["99+"])
    }

    @Test func projectTheWorkspaceDoesNotListDoesNotSeeItsPackages() throws {
        try writeKit()
        let result = try snap.run(["render", "Kit/Examples/Other/Other/OtherView.swift", "--quiet"])
        #expect(result.status == 20)
        #expect(result.stderr == "snap: error: OtherView.swift reaches 'Badges' of package 'Badges', which snap does not build; "
                + "Xcode target 'Other' depends on it\n")
    }

    /// A project that references the package itself (`XCLocalSwiftPackageReference` in its
    /// `packageReferences`, as GRDB's demo app does) while its app target's product names no
    /// package: Xcode finds the product in that package, so does snap, with no workspace.
    @Test func productOfAPackageTheProjectReferencesIsBuilt() throws {
        try writeKit()
        let project = Self.project("Demo")
            .replacingOccurrences(of: "targets = (A3); };", with: "targets = (A3); packageReferences = (A5); };\n" +
                                  "        A5 = { isa = XCLocalSwiftPackageReference; relativePath = ../..; };")
        try snap.write(["Kit/Examples/Demo/Demo.xcodeproj/project.pbxproj": project,
                        "Kit/Examples/Demo/Demo/DemoView.swift": Self.view("Demo")])
        let kit = snap.directory.appendingPathComponent("Kit").standardizedFileURL
        let demo = try XcodeProject(url: kit.appendingPathComponent("Examples/Demo/Demo.xcodeproj"))
        #expect(XcodeWorkspace.packageFolders(of: demo) == [kit])
        let result = try snap.run(["render", "Kit/Examples/Demo/Demo/DemoView.swift", "--layout-json", "demo.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("demo.json"), encoding: .utf8)
        #expect(json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) } == ["99+"])
    }
}
