import Foundation
import Render
import Testing

/// Which design a preview gets (`PreviewModule.design`, `--design`): what its app gets on iOS 26
/// and later, Liquid Glass unless the app target's Info.plist sets `UIDesignRequiresCompatibility`,
/// read from an Xcode project's build settings or Info.plist file, or from an Info.plist beside a
/// folder's files; `--design` wins over the app. Each render fills a square with `Color.blue`,
/// which is (0,136,255) in the Liquid Glass palette and (0,122,255) in iOS 18's.
struct DesignSelectionTests {
    let snap = SnapFileTests()
    static let glassBlue = Pixel(r: 0, g: 136, b: 255, a: 255)
    static let compatibleBlue = Pixel(r: 0, g: 122, b: 255, a: 255)

    static let swatch = """
    import SwiftUI

    struct Swatch: View { var body: some View { Color.blue } }

    #Preview(traits: .fixedLayout(width: 10, height: 10)) { Swatch() }
    """

    /// The centre pixel of the one PNG `snap render FILE ARGUMENTS` writes.
    func renderedBlue(_ file: String, _ arguments: [String] = []) throws -> Pixel {
        let out = snap.directory.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: out)
        let result = try snap.run(["render", file, "--scale", "1", "--quiet"] + arguments)
        try #require(result.status == 0, "\(result.stderr)")
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".png") })
        return try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))[5, 5]
    }

    /// An app target of an Xcode project, its Debug configuration's settings given.
    static func project(settings: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 = { isa = PBXFileSystemSynchronizedRootGroup; path = MyApp; sourceTree = "<group>"; };
                A2 = { isa = PBXGroup; children = (A1); sourceTree = "<group>"; };
                A3 = { isa = PBXNativeTarget; buildConfigurationList = A7; buildPhases = (); dependencies = ();
                       fileSystemSynchronizedGroups = (A1); name = MyApp; productType = "com.apple.product-type.application"; };
                A6 = { isa = PBXProject; mainGroup = A2; targets = (A3); };
                A7 = { isa = XCConfigurationList; buildConfigurations = (A8); };
                A8 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(settings) }; };
            };
            rootObject = A6;
        }
        """
    }

    @Test func aSwiftFileAloneDrawsLiquidGlassUnlessToldOtherwise() throws {
        try snap.write(["Swatch.swift": Self.swatch])
        #expect(try renderedBlue("Swatch.swift") == Self.glassBlue)
        #expect(try renderedBlue("Swatch.swift", ["--design", "compatibility"]) == Self.compatibleBlue)
        #expect(try renderedBlue("Swatch.swift", ["--design", "liquid-glass"]) == Self.glassBlue)
    }

    @Test func anAppThatRequiresCompatibilityByBuildSettingDrawsTheIOS18Design() throws {
        try snap.write(["MyApp/Swatch.swift": Self.swatch,
                   "MyApp.xcodeproj/project.pbxproj": Self.project(settings: "INFOPLIST_KEY_UIDesignRequiresCompatibility = YES;")])
        #expect(try renderedBlue("MyApp/Swatch.swift") == Self.compatibleBlue)
        #expect(try renderedBlue("MyApp/Swatch.swift", ["--design", "liquid-glass"]) == Self.glassBlue)
    }

    @Test func anAppThatRequiresCompatibilityInItsInfoPlistFileDrawsTheIOS18Design() throws {
        let plist = { (value: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><\(value)/></dict></plist>
            """
        }
        try snap.write(["MyApp/Swatch.swift": Self.swatch, "MyApp/Info.plist": plist("true"),
                   "MyApp.xcodeproj/project.pbxproj": Self.project(settings: "INFOPLIST_FILE = \"$(SRCROOT)/MyApp/Info.plist\";")])
        #expect(try renderedBlue("MyApp/Swatch.swift") == Self.compatibleBlue)
        try snap.write(["MyApp/Info.plist": plist("false")])
        #expect(try renderedBlue("MyApp/Swatch.swift") == Self.glassBlue)
    }

    @Test func aFolderWithAnInfoPlistThatRequiresCompatibilityDrawsTheIOS18Design() throws {
        try snap.write(["Swatch.swift": Self.swatch, "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>
            """])
        #expect(try renderedBlue("Swatch.swift") == Self.compatibleBlue)
    }

    @Test func aBadDesignIsAOneLineError() throws {
        try snap.write(["Swatch.swift": Self.swatch])
        let result = try snap.run(["render", "Swatch.swift", "--design", "aqua"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--design"))
        #expect(!result.stderr.contains("Fatal error"))
    }
}
