import Foundation
@testable import snap
import Testing

/// An Xcode app's Info.plist as Xcode builds it (`XcodeInfoPlist`), which its previews read through
/// `Bundle.main`: an about screen's "Version 2.4 (17)".
struct XcodeInfoPlistTests {
    let snap = SnapFileTests()

    func info(_ settings: [String: Any], file: [String: Any]? = nil) throws -> [String: Any] {
        let data = try #require(XcodeInfoPlist(settings: settings, name: "MyApp", file: file).data)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func aGeneratedInfoPlistHoldsTheKeySettingsAndTheVersions() throws {
        let info = try info(["GENERATE_INFOPLIST_FILE": "YES", "MARKETING_VERSION": "2.4", "CURRENT_PROJECT_VERSION": "17",
                             "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
                             "PRODUCT_NAME": "$(TARGET_NAME)", "INFOPLIST_KEY_CFBundleDisplayName": "My App",
                             "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES"])
        #expect(info["CFBundleShortVersionString"] as? String == "2.4" && info["CFBundleVersion"] as? String == "17")
        #expect(info["CFBundleIdentifier"] as? String == "com.example.MyApp" && info["CFBundleName"] as? String == "MyApp")
        #expect(info["CFBundleDisplayName"] as? String == "My App" && info["UIApplicationSupportsIndirectInputEvents"] as? Bool == true)
    }

    /// A file's `$(MARKETING_VERSION)` is expanded; its own values win over the settings', and
    /// the key settings count only for a generated Info.plist.
    @Test func aFilesReferencesAreExpanded() throws {
        let info = try info(["MARKETING_VERSION": "3.0", "INFOPLIST_KEY_CFBundleDisplayName": "Ignored"],
                            file: ["CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "99",
                                   "API": ["Base": "https://${HOST}/v1"]])
        #expect(info["CFBundleShortVersionString"] as? String == "3.0" && info["CFBundleVersion"] as? String == "99")
        #expect(info["CFBundleDisplayName"] == nil && (info["API"] as? [String: String])?["Base"] == "https:///v1")
    }

    @Test func aPreviewReadsItsAppsVersion() throws {
        try snap.write(["MyApp/About.swift": """
        import SwiftUI
        struct About: View {
            var version: String {
                let info = Bundle.main.infoDictionary
                return "Version \\(info?["CFBundleShortVersionString"] as? String ?? "?") (\\(info?["CFBundleVersion"] as? String ?? "?"))"
            }
            var body: some View { Text(version) }
        }
        #Preview { About() }
        """, "MyApp.xcodeproj/project.pbxproj": DesignSelectionTests.project(
            settings: "GENERATE_INFOPLIST_FILE = YES; MARKETING_VERSION = 2.4; CURRENT_PROJECT_VERSION = 17;")])
        let result = try snap.run(["render", "MyApp/About.swift", "--layout-json", "tree.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"Version 2.4 (17)\""))
    }
}

/// Which asset symbols an Xcode target's settings ask for (`AssetSymbolOptions`).
struct AssetSymbolOptionsTests {
    @Test func extensionsNeedTheirSettingAndResourcesAreOnUnlessTurnedOff() {
        let unset = AssetSymbolOptions(xcode: [:])
        #expect(unset.resources && !unset.extensions)
        let template = AssetSymbolOptions(xcode: ["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES"])
        #expect(template.resources && template.extensions)
        let off = AssetSymbolOptions(xcode: ["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "NO",
                                             "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES"])
        #expect(!off.resources && !off.extensions)
        #expect(AssetSymbolOptions() == template)
    }
}
