import Foundation
import Render
import Testing

/// WidgetKit's `#Preview(as:…)` through the built `snap`: one image per timeline entry, each the
/// widget at its family's size (Apple's HIG "Widgets" table, docs/reference/widget-metrics.md),
/// with its container background, 16 pt margins and continuous corners (Sources/WidgetKit/WidgetContainer.swift).
struct WidgetPreviewTests {
    static let swatch = """
    import SwiftUI
    import WidgetKit

    struct SwatchEntry: TimelineEntry {
        let date: Date
        let color: Color
    }

    struct SwatchProvider: TimelineProvider {
        func placeholder(in context: Context) -> SwatchEntry { SwatchEntry(date: .now, color: .red) }
        func getSnapshot(in context: Context, completion: @escaping (SwatchEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SwatchEntry>) -> Void) {
            let entries = [SwatchEntry(date: .now, color: Color(red: 1, green: 0, blue: 1)),
                           SwatchEntry(date: .now + 60, color: Color(red: 0, green: 1, blue: 1))]
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct SwatchView: View {
        @Environment(\\.widgetFamily) private var family
        let entry: SwatchEntry

        var body: some View {
            if family == .accessoryRectangular {
                entry.color.frame(width: 20, height: 20)
            } else {
                entry.color.overlay(alignment: .topLeading) {
                    if family == .systemMedium { Color.black.frame(width: 10, height: 10) }
                }
            }
        }
    }

    struct Swatch: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Swatch", provider: SwatchProvider()) { entry in
                SwatchView(entry: entry)
                    .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
            }
            .configurationDisplayName("Swatch")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        }
    }

    #Preview(as: .systemSmall) {
        Swatch()
    } timeline: {
        SwatchEntry(date: .now, color: Color(red: 1, green: 0, blue: 0))
        SwatchEntry(date: .now, color: Color(red: 0, green: 1, blue: 0))
        SwatchEntry(date: .now, color: Color(red: 1, green: 1, blue: 0))
    }

    #Preview("Medium", as: .systemMedium) {
        Swatch()
    } timeline: {
        SwatchEntry(date: .now, color: Color(red: 1, green: 0, blue: 0))
        SwatchEntry(date: .now, color: Color(red: 0, green: 1, blue: 0))
        SwatchEntry(date: .now, color: Color(red: 1, green: 1, blue: 0))
    }

    #Preview("Lock", as: .accessoryRectangular) {
        Swatch()
    } timeline: {
        SwatchEntry(date: .now, color: Color(red: 1, green: 0, blue: 0))
    }

    #Preview("Provided", as: .systemSmall) {
        Swatch()
    } timelineProvider: {
        SwatchProvider()
    }
    """

    static let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    static let entryColors = [Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 255, b: 0, a: 255), Pixel(r: 255, g: 255, b: 0, a: 255)]

    /// Renders the swatch file at 1x on a transparent background; the PNGs by name.
    func render(_ extra: [String] = []) throws -> (SnapCLITests.Result, [String: Canvas]) {
        let snap = SnapFileTests()
        try snap.write("Swatch.swift", Self.swatch)
        let result = try snap.run(["render", "Swatch.swift", "--scale", "1", "--background", "transparent", "--quiet"] + extra)
        return (result, try snap.images())
    }

    @Test func eachEntryIsOneImageOfTheFamilysSizeWithTheEntrysContent() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(images.keys.sorted() == [
            "Swatch-1@1x_000_f000.png", "Swatch-1@1x_001_f001.png", "Swatch-1@1x_002_f002.png",
            "Swatch-Lock@1x_000_f000.png",
            "Swatch-Medium@1x_000_f000.png", "Swatch-Medium@1x_001_f001.png", "Swatch-Medium@1x_002_f002.png",
            "Swatch-Provided@1x_000_f000.png", "Swatch-Provided@1x_001_f001.png",
        ])
        for (index, color) in Self.entryColors.enumerated() {
            // iPhone 16's 393×852 pt screen: small 158×158, medium 338×158 (HIG).
            let small = try #require(images["Swatch-1@1x_00\(index)_f00\(index).png"])
            #expect(small.width == 158 && small.height == 158)
            #expect(small[79, 79] == color)
            let medium = try #require(images["Swatch-Medium@1x_00\(index)_f00\(index).png"])
            #expect(medium.width == 338 && medium.height == 158)
            #expect(medium[169, 79] == color)
        }
        // The provider's two entries, in its timeline's order.
        #expect(images["Swatch-Provided@1x_000_f000.png"]?[79, 79] == Pixel(r: 255, g: 0, b: 255, a: 255))
        #expect(images["Swatch-Provided@1x_001_f001.png"]?[79, 79] == Pixel(r: 0, g: 255, b: 255, a: 255))
    }

    @Test func theFamilyReachesTheViewThroughTheEnvironment() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        // The medium view draws a black square at its content's top leading corner; the small one does not.
        #expect(images["Swatch-Medium@1x_000_f000.png"]?[20, 20] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(images["Swatch-1@1x_000_f000.png"]?[20, 20] == Self.entryColors[0])
    }

    @Test func contentSitsInSixteenPointMarginsOverTheContainerBackground() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        let small = try #require(images["Swatch-1@1x_000_f000.png"])
        // The background fills the margins edge to edge; the content starts 16 pt in on every side.
        for (x, y) in [(79, 0), (79, 15), (0, 79), (15, 79), (142, 79), (157, 79), (79, 142), (79, 157)] {
            #expect(small[x, y] == Self.blue, "(\(x), \(y))")
        }
        for (x, y) in [(79, 16), (16, 79), (141, 79), (79, 141)] {
            #expect(small[x, y] == Self.entryColors[0], "(\(x), \(y))")
        }
    }

    @Test func theWidgetIsClippedToContinuousCorners() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        let small = try #require(images["Swatch-1@1x_000_f000.png"])
        // Outside the 22 pt corner on each side, transparent; inside it, the background.
        for (x, y) in [(0, 0), (4, 4), (153, 4), (4, 153), (153, 153)] {
            #expect(small[x, y] == .clear, "(\(x), \(y))")
        }
        for (x, y) in [(11, 11), (146, 11), (11, 146), (146, 146)] {
            #expect(small[x, y] == Self.blue, "(\(x), \(y))")
        }
        // A continuous corner starts curving before a circular one would: the top edge is partly covered 22 pt in.
        #expect(small[22, 0].a < 255)
        #expect(small[40, 0] == Self.blue)
    }

    @Test func anAccessoryFamilyIsVibrantWithoutItsBackgroundOrMargins() throws {
        let (result, images) = try render()
        #expect(result.status == 0, "\(result.stderr)")
        // iPhone 16's rectangular Lock Screen widget: 160×72 pt.
        let lock = try #require(images["Swatch-Lock@1x_000_f000.png"])
        #expect(lock.width == 160 && lock.height == 72)
        #expect(lock[2, 2] == .clear)
        let center = lock[80, 36]
        #expect(center.r == center.g && center.g == center.b && center.a == 255 && center.r > 0)
    }

    @Test func theDeviceChoosesTheSizesRow() throws {
        // iPhone 16 Pro Max (440×956 pt) takes the HIG's 430×932 row: small 170×170, at its 3x.
        let (result, images) = try render(["--device", "iPhone 16 Pro Max", "--scale", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let small = try #require(images["Swatch-1@3x_000_f000.png"])
        #expect(small.width == 510 && small.height == 510)
        #expect(images["Swatch-Medium@3x_000_f000.png"].map { [$0.width, $0.height] } == [1092, 510])
    }

    @Test(arguments: [
        ("#Preview(as: .systemLarge) { Swatch() } timeline: { SwatchEntry(date: .now, color: .red) }",
         "Swatch does not support systemLarge (its supportedFamilies: systemSmall, systemMedium, accessoryRectangular)"),
        ("#Preview(as: .systemSmall) { Swatch() } timeline: { Other(date: .now) }",
         "the timeline's entry Other is not the SwatchEntry that Swatch draws"),
    ])
    func aPreviewThatCannotDrawIsOneLine(_ preview: String, _ message: String) throws {
        let snap = SnapFileTests()
        let source = Self.swatch.components(separatedBy: "#Preview(as:")[0] + "struct Other: TimelineEntry { let date: Date }\n" + preview
        try snap.write("Swatch.swift", source)
        let result = try snap.run(["render", "Swatch.swift", "--quiet"])
        #expect(result.status == 8)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aFamilyTheDeviceDoesNotShowIsOneLine() throws {
        let snap = SnapFileTests()
        let source = Self.swatch.components(separatedBy: "#Preview(as:")[0]
            .replacingOccurrences(of: ".supportedFamilies([", with: ".supportedFamilies([.systemExtraLarge, ")
            + "#Preview(as: .systemExtraLarge) { Swatch() } timeline: { SwatchEntry(date: .now, color: .red) }"
        try snap.write("Swatch.swift", source)
        let result = try snap.run(["render", "Swatch.swift", "--quiet"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("a 393×852 pt iPhone screen shows no systemExtraLarge widget"), "\(result.stderr)")
    }

    static let city = """
    import AppIntents
    import SwiftUI
    import WidgetKit

    struct CityEntry: TimelineEntry {
        let date: Date
        let red: Double
    }

    struct Location: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Location"
        @Parameter(title: "Warmth", default: 0) var warmth: Double

        init() {}
        init(warmth: Double) { self.warmth = warmth }
    }

    struct CityProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CityEntry { CityEntry(date: .now, red: 0) }
        func snapshot(for configuration: Location, in context: Context) async -> CityEntry { placeholder(in: context) }
        func timeline(for configuration: Location, in context: Context) async -> Timeline<CityEntry> {
            try? await Task.sleep(for: .milliseconds(10))
            let entries = [CityEntry(date: .now, red: configuration.warmth), CityEntry(date: .now + 60, red: 1 - configuration.warmth)]
            return Timeline(entries: entries, policy: .atEnd)
        }
    }

    struct CityWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "City", intent: Location.self, provider: CityProvider()) { entry in
                Color(red: entry.red, green: 0, blue: 0)
            }
            .contentMarginsDisabled()
        }
    }

    #Preview("Provider", as: .systemSmall, using: Location(warmth: 1)) {
        CityWidget()
    } timelineProvider: {
        CityProvider()
    }

    #Preview("Timeline", as: .systemSmall, using: Location()) {
        CityWidget()
    } timeline: {
        for red in [0.0, 1.0, 0.0] {
            CityEntry(date: .now, red: red)
        }
    }
    """

    @Test func appIntentPreviewsTakeTheIntentAndAnAsyncProvider() throws {
        let snap = SnapFileTests()
        try snap.write("City.swift", Self.city)
        let result = try snap.run(["render", "City.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = snap.directory.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
            "City-Provider@1x_000_f000.png", "City-Provider@1x_001_f001.png",
            "City-Timeline@1x_000_f000.png", "City-Timeline@1x_001_f001.png", "City-Timeline@1x_002_f002.png",
        ])
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)
        func center(_ png: String) throws -> Pixel { try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))[79, 79] }
        // The provider's entries for the intent's warmth of 1, then 1 - 1; margins disabled, the content reaches the edge.
        #expect(try center("City-Provider@1x_000_f000.png") == red)
        #expect(try center("City-Provider@1x_001_f001.png") == black)
        #expect(try PNG.decode(Data(contentsOf: out.appendingPathComponent("City-Provider@1x_000_f000.png")))[79, 1] == red)
        #expect(try center("City-Timeline@1x_001_f001.png") == red)
        #expect(try center("City-Timeline@1x_002_f002.png") == black)
    }

    @Test func snapTestChecksEachEntryAsItsOwnSnapshot() throws {
        let snap = SnapFileTests()
        // A folder of its own: the compile cache in the test's folder holds copies of the file.
        try FileManager.default.createDirectory(at: snap.directory.appendingPathComponent("widgets"), withIntermediateDirectories: true)
        try snap.write("widgets/Swatch.swift", Self.swatch)
        let record = try snap.run(["test", "widgets", "--record", "missing"])
        #expect(record.stderr.contains("9 recorded"), "\(record.stderr)")
        let references = snap.directory.appendingPathComponent("widgets/__Snapshots__/Swatch")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == [
            "1_000.png", "1_001.png", "1_002.png", "Lock.png", "Medium_000.png", "Medium_001.png", "Medium_002.png",
            "Provided_000.png", "Provided_001.png",
        ])
        let check = try snap.run(["test", "widgets"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("9 passed"), "\(check.stderr)")
    }
}
