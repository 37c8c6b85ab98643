import Foundation
import Render
@testable import snap
import Testing
import TestSupport

/// A widget as Xcode 12 to 14's template made one: an `IntentConfiguration` over the class Xcode
/// generates from the widget's `.intentdefinition` (Sources/snap/IntentClasses.swift), an
/// `IntentTimelineProvider`, and its entry view previewed with
/// `.previewContext(WidgetPreviewContext(family:))`, which draws the view as that widget
/// (Sources/WidgetKit/WidgetPreviewContext.swift); `AccessoryWidgetBackground` behind a Lock
/// Screen widget's content.
struct IntentWidgetPreviewTests {
    /// The template's definition: `Configuration` (class `ConfigurationIntent`) with a text, an
    /// enum and a number parameter, a person parameter (a system type, left out), a custom type,
    /// and a response code of its own.
    static func definition() throws -> String {
        let plist: [String: Any] = [
            "INEnums": [["INEnumName": "Theme", "INEnumValues": [
                ["INEnumValueName": "unknown"], ["INEnumValueName": "light", "INEnumValueIndex": 1],
                ["INEnumValueName": "dark", "INEnumValueIndex": 2],
            ]]],
            "INIntents": [
                ["INIntentName": "Configuration", "INIntentType": "Custom", "INIntentCategory": "information",
                 "INIntentParameters": [
                    ["INIntentParameterName": "city", "INIntentParameterType": "String"],
                    ["INIntentParameterName": "theme", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Theme"],
                    ["INIntentParameterName": "count", "INIntentParameterType": "Integer"],
                    ["INIntentParameterName": "friend", "INIntentParameterType": "Person"],
                    ["INIntentParameterName": "places", "INIntentParameterType": "Object", "INIntentParameterObjectType": "Place",
                     "INIntentParameterSupportsMultipleValues": true],
                 ],
                 "INIntentResponse": ["INIntentResponseCodes": [
                    ["INIntentResponseCodeName": "success"], ["INIntentResponseCodeName": "failureNoCity"],
                 ]]],
                ["INIntentName": "PlayMedia", "INIntentType": "System", "INIntentClassName": "INPlayMediaIntent"],
            ],
            "INTypes": [["INTypeName": "Place", "INTypeProperties": [
                ["INTypePropertyName": "identifier", "INTypePropertyType": "String", "INTypePropertyDefault": true],
                ["INTypePropertyName": "population", "INTypePropertyType": "Integer"],
            ]]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        return String(decoding: data, as: UTF8.self)
    }

    static let widget = """
    import Intents
    import SwiftUI
    import WidgetKit

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let configuration: ConfigurationIntent
    }

    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), configuration: ConfigurationIntent()) }
        func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            completion(SimpleEntry(date: Date(), configuration: configuration))
        }
        func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
            let entries = (0..<3).map { _ in SimpleEntry(date: Date(), configuration: configuration) }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct EntryView: View {
        var entry: Provider.Entry
        @Environment(\\.widgetFamily) var family

        var body: some View {
            if family == .accessoryCircular {
                ZStack {
                    AccessoryWidgetBackground()
                    Color.white.frame(width: 4, height: 4)
                }
            } else {
                // Red for dark, green for light, blue when unset; a black square per count.
                (entry.configuration.theme == .dark ? Color(red: 1, green: 0, blue: 0)
                    : entry.configuration.theme == .light ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .overlay(alignment: .topLeading) {
                        HStack(spacing: 2) {
                            ForEach(0..<(entry.configuration.count?.intValue ?? 0), id: \\.self) { _ in Color.black.frame(width: 8, height: 8) }
                        }
                    }
            }
        }
    }

    struct SimpleWidget: Widget {
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: "Simple", intent: ConfigurationIntent.self, provider: Provider()) { entry in
                EntryView(entry: entry)
            }
            .supportedFamilies([.systemSmall, .accessoryCircular])
        }
    }

    struct SimpleWidget_Previews: PreviewProvider {
        static var previews: some View {
            EntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationIntent()))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            EntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationIntent()))
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Circular")
        }
    }

    extension ConfigurationIntent {
        static var darkTwo: ConfigurationIntent {
            let intent = ConfigurationIntent()
            intent.theme = .dark
            intent.count = 2
            intent.places = [Place(identifier: "lis", display: "Lisbon")]
            return intent
        }
    }

    #Preview("Provided", as: .systemSmall, using: ConfigurationIntent.darkTwo) {
        SimpleWidget()
    } timelineProvider: {
        Provider()
    }
    """

    func render() throws -> (SnapCLITests.Result, [String: Canvas]) {
        let snap = SnapFileTests()
        try snap.write(["widget/SimpleWidget.swift": Self.widget, "widget/SimpleWidget.intentdefinition": try Self.definition()])
        let result = try snap.run(["render", "widget/SimpleWidget.swift", "--scale", "1", "--background", "transparent", "--quiet"])
        return (result, try snap.images())
    }

    @Test func anIntentWidgetRendersWithTheGeneratedIntentAndItsPreviewContexts() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(images.keys.sorted() == [
            "SimpleWidget-Circular@1x_000_f000.png", "SimpleWidget-Provided@1x_000_f000.png",
            "SimpleWidget-Provided@1x_001_f001.png", "SimpleWidget-Provided@1x_002_f002.png", "SimpleWidget-Small@1x_000_f000.png",
        ])
        // `WidgetPreviewContext(family: .systemSmall)`: the family's 158×158 pt on iPhone 16, in 16 pt margins, its
        // 22 pt corners clipped; a new intent's enum holds its `unknown` case (blue), its number nil (no squares).
        let small = try #require(images["SimpleWidget-Small@1x_000_f000.png"])
        #expect(small.width == 158 && small.height == 158)
        #expect(small[79, 79] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(small[20, 20] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(small[2, 2] == .clear)
        // The provider's three entries for the preview's intent: dark (red) with two squares, 8 pt and 2 pt apart.
        for index in 0..<3 {
            let entry = try #require(images["SimpleWidget-Provided@1x_00\(index)_f00\(index).png"])
            #expect(entry[79, 79] == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(entry[20, 20] == Pixel(r: 0, g: 0, b: 0, a: 255))
            #expect(entry[29, 20] == Pixel(r: 0, g: 0, b: 0, a: 255))
            #expect(entry[35, 20] == Pixel(r: 255, g: 0, b: 0, a: 255))
        }
    }

    @Test func anAccessoryBackgroundFillsTheCircularWidgetsCircle() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        // iPhone 16's circular Lock Screen widget: 72×72 pt. The backdrop is white at 15 % inside the circle,
        // nothing outside it (its corner); the content's white square stays white. Canvases hold premultiplied colour.
        let circular = try #require(images["SimpleWidget-Circular@1x_000_f000.png"])
        #expect(circular.width == 72 && circular.height == 72)
        #expect(circular[2, 2] == .clear)
        #expect(circular[36, 10] == Pixel(r: 38, g: 38, b: 38, a: 38))
        #expect(circular[36, 36] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func theGeneratedClassesAreXcodesNames() throws {
        let folder = TemporaryDirectory("intents")
        let url = folder.url.appendingPathComponent("Intents.intentdefinition")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(try Self.definition().utf8).write(to: url)
        let source = IntentClasses.source(definitions: [url])
        #expect(source.contains("public enum Theme: Int, Sendable {\n    case unknown = 0\n    case light = 1\n    case dark = 2\n}"))
        #expect(source.contains("public class Place: INObject, @unchecked Sendable {\n    public var population: NSNumber?\n}"))
        #expect(source.contains("""
            public class ConfigurationIntent: INIntent, @unchecked Sendable {
                public var city: String?
                public var theme: Theme = .unknown
                public var count: NSNumber?
                public var places: [Place]?
            }
            """))
        // The standard response codes, then the definition's own from 100.
        #expect(source.contains("    case failureRequiringAppLaunch = 6\n    case failureNoCity = 100\n}"))
        #expect(source.contains("public class ConfigurationIntentResponse: INIntentResponse"))
        // Apple's system intents are the framework's; people are a system type left out.
        #expect(!source.contains("PlayMedia"))
        #expect(!source.contains("friend"))
    }

    @Test func anXcodeTargetGetsTheClassesOfItsIntentDefinitionsUnlessItAsksForNone() throws {
        let snap = SnapFileTests()
        try snap.write([
            "MyApp/Widget.intentdefinition": try Self.definition(),
            "MyApp.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    F1 = { isa = PBXFileReference; path = MyApp/Widget.intentdefinition; sourceTree = "<group>"; };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    B2 = { isa = PBXBuildFile; fileRef = F1; settings = { ATTRIBUTES = (no_codegen, ); }; };
                    P1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                    P2 = { isa = PBXSourcesBuildPhase; files = (B2); };
                    G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; buildPhases = (P1); dependencies = (); name = Widgets;
                           productType = "com.apple.product-type.app-extension"; };
                    T2 = { isa = PBXNativeTarget; buildPhases = (P2); dependencies = (); name = MyApp;
                           productType = "com.apple.product-type.application"; };
                    R1 = { isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
                };
                rootObject = R1;
            }
            """,
        ])
        let project = try XcodeProject(url: snap.directory.appendingPathComponent("MyApp.xcodeproj"))
        let definition = snap.directory.appendingPathComponent("MyApp/Widget.intentdefinition").standardizedFileURL
        #expect(project.targets.map(\.name) == ["Widgets", "MyApp"])
        #expect(project.targets.first { $0.name == "Widgets" }?.resources == [definition])
        #expect(project.targets.first { $0.name == "MyApp" }?.resources == [])
    }
}
