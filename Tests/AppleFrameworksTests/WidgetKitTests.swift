import AppIntents
import Foundation
import Intents
import LayoutDSL
import Render
import Testing
@testable import WidgetKit

/// WidgetKit's declarations as an extension uses them: families' sizes from the HIG table,
/// configurations read by previews (App Intent ones with the intent given), timelines and the
/// inert `WidgetCenter`. Pixels are checked through `snap` (Tests/SnapCLITests/WidgetPreviewTests.swift).
@MainActor
struct WidgetKitTests {
    struct Entry: TimelineEntry {
        let date: Date
        let label: String
    }

    struct Location: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Location"
        @Parameter(title: "City", default: "Paris") var city: String
    }

    struct CityProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now, label: "—") }
        func snapshot(for configuration: Location, in context: Context) async -> Entry { Entry(date: .now, label: configuration.city) }
        func timeline(for configuration: Location, in context: Context) async -> Timeline<Entry> {
            let entries = (0..<4).map { Entry(date: .now + Double($0) * 3600, label: "\(configuration.city) \(context.family)") }
            return Timeline(entries: entries, policy: .after(.now + 4 * 3600))
        }
    }

    struct CityWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "City", intent: Location.self, provider: CityProvider()) { entry in
                Text(entry.label)
            }
            .contentMarginsDisabled()
            .containerBackgroundRemovable(false)
            .supportedFamilies([.systemSmall, .accessoryInline])
        }
    }

    @Test(arguments: [
        (CGSize(width: 393, height: 852), WidgetFamily.systemSmall, CGSize(width: 158, height: 158)),
        (CGSize(width: 393, height: 852), .systemLarge, CGSize(width: 338, height: 354)),
        (CGSize(width: 393, height: 852), .accessoryCircular, CGSize(width: 72, height: 72)),
        (CGSize(width: 393, height: 852), .accessoryInline, CGSize(width: 234, height: 26)),
        (CGSize(width: 430, height: 932), .systemMedium, CGSize(width: 364, height: 170)),
        (CGSize(width: 402, height: 874), .systemMedium, CGSize(width: 338, height: 158)),
        (CGSize(width: 375, height: 667), .accessoryRectangular, CGSize(width: 153, height: 68)),
        (CGSize(width: 852, height: 393), .systemSmall, CGSize(width: 158, height: 158)),
        (CGSize(width: 320, height: 568), .systemLarge, CGSize(width: 292, height: 311)),
    ])
    func familySizesFollowTheHIGTable(_ screen: CGSize, _ family: WidgetFamily, _ size: CGSize) throws {
        #expect(try WidgetMetrics.size(of: family, screen: screen).get() == size)
    }

    /// The widget's corners are the container shape of its content (the HIG: use
    /// ContainerRelativeShape to match the widget's corners): inside the 16 pt margins, its
    /// 22 pt corners become 6 pt ones.
    @Test func contentFollowsTheWidgetsCornersThroughContainerRelativeShape() throws {
        func canvas(_ content: some View) throws -> Render.Canvas {
            let container = WidgetContainer(family: .systemSmall, content: AnyView(content), contentMarginsDisabled: false,
                                            containerBackgroundRemovable: true)
            let tree = try ViewHost(container.frame(width: 170, height: 170), canvasSize: CGSize(width: 170, height: 170),
                                    environment: EnvironmentValues()).update()
            return Renderer(scale: 1).render(tree)
        }
        let relative = try canvas(ContainerRelativeShape().fill(Color.red))
        #expect(relative.pixels == (try canvas(RoundedRectangle(cornerRadius: 6).fill(Color.red))).pixels)
        #expect(relative.pixels != (try canvas(Rectangle().fill(Color.red))).pixels)
    }

    /// `AccessoryWidgetBackground` fills the Lock Screen widget's shape (a rounded rectangle of
    /// `WidgetMetrics.accessoryRectangularCornerRadius` in the rectangular family) and is empty
    /// on the Home Screen, as Apple's documentation says.
    @Test func theAccessoryBackgroundFillsTheLockScreensShapeAndNothingElse() throws {
        func canvas(_ family: WidgetFamily, _ content: some View) throws -> Render.Canvas {
            let container = WidgetContainer(family: family, content: AnyView(content), contentMarginsDisabled: false,
                                            containerBackgroundRemovable: true)
            let tree = try ViewHost(container.frame(width: 160, height: 72), canvasSize: CGSize(width: 160, height: 72),
                                    environment: EnvironmentValues()).update()
            return Renderer(scale: 1).render(tree)
        }
        let translucent = Color.white.opacity(WidgetMetrics.accessoryBackgroundOpacity)
        let background = try canvas(.accessoryRectangular, AccessoryWidgetBackground())
        #expect(background.pixels == (try canvas(.accessoryRectangular, RoundedRectangle(cornerRadius: 8, style: .continuous).fill(translucent))).pixels)
        #expect(background[80, 36] == Pixel(r: 38, g: 38, b: 38, a: 38))
        #expect(background[0, 0] == .clear)
        #expect(try canvas(.systemMedium, AccessoryWidgetBackground()).pixels == (try canvas(.systemMedium, Color.clear)).pixels)
    }

    struct NoRecommendations: IntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now, label: "—") }
        func getSnapshot(for configuration: INIntent, in context: Context, completion: @escaping (Entry) -> Void) {}
        func getTimeline(for configuration: INIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
    }

    @Test func providersRecommendNoConfigurationUnlessTheySayOtherwise() {
        #expect(NoRecommendations().recommendations().isEmpty)
        #expect(CityProvider().recommendations().isEmpty)
        let recommendation = IntentRecommendation(intent: INIntent(), description: "Paris")
        #expect(recommendation.intent.identifier != nil)
    }

    @Test func familiesNoIPhoneShowsHaveNoSize() {
        #expect(throws: PreviewTimelineError.self) { try WidgetMetrics.size(of: .systemExtraLarge, screen: CGSize(width: 393, height: 852)).get() }
        #expect(throws: PreviewTimelineError.self) { try WidgetMetrics.size(of: .accessoryCircular, screen: CGSize(width: 320, height: 568)).get() }
        #expect(throws: PreviewTimelineError.self) { try WidgetMetrics.size(of: .systemSmall, screen: CGSize(width: 300, height: 500)).get() }
    }

    @Test func marginsAreSixteenPointsForTheHomeScreenAndNoneForTheLockScreen() {
        #expect(WidgetMetrics.contentMargins(of: .systemMedium) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(WidgetMetrics.contentMargins(of: .accessoryRectangular) == EdgeInsets())
    }

    /// Previews whose entries come from async code are built by `snap`'s preview programs on a
    /// free main run loop (`runToCompletion`); Swift Testing's main actor is not one, so those
    /// are checked through `snap` (WidgetPreviewTests). The configuration is read here.
    @Test func anAppIntentConfigurationKeepsWhatItsModifiersSet() throws {
        let content = try #require(CityWidget().configurationContent)
        #expect(content.contentMarginsDisabled && !content.containerBackgroundRemovable)
        #expect(content.supportedFamilies == [.systemSmall, .accessoryInline])
        #expect(content.entryType == Entry.self)
        #expect(content.view(Entry(date: .now, label: "a")) != nil)
        #expect(content.view(TimelineEntryStandIn(date: .now)) == nil)
    }

    struct TimelineEntryStandIn: TimelineEntry { let date: Date }

    @Test func aPreviewOfAnUnsupportedFamilySaysWhy() throws {
        let preview = Preview(as: .systemLarge, widget: { CityWidget() }) { Entry(date: .now, label: "a") }
        #expect(preview.timeline?.failure?.description ==
            "CityWidget does not support systemLarge (its supportedFamilies: systemSmall, accessoryInline)")
        #expect(preview.timeline?.entries.isEmpty == true)
        #expect(try preview.timeline?.size(CGSize(width: 393, height: 852)).get() == CGSize(width: 338, height: 354))
    }

    @Test func timelinesKeepTheirEntriesAndPolicy() {
        let timeline = Timeline(entries: [Entry(date: .now, label: "a")], policy: .never)
        #expect(timeline.entries.map(\.label) == ["a"] && timeline.policy == .never && timeline.policy != .atEnd)
        #expect(Entry(date: .now, label: "a").relevance == nil)
        #expect(TimelineEntryRelevance(score: 2).duration == 0)
    }

    @Test func theWidgetCenterReloadsNothingAndListsNoWidget() async throws {
        WidgetCenter.shared.reloadTimelines(ofKind: "City")
        WidgetCenter.shared.reloadAllTimelines()
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }

    @Test func renderingModesAndFamiliesDescribeThemselves() {
        #expect([WidgetRenderingMode.fullColor, .accented, .vibrant].map(\.description) == ["fullColor", "accented", "vibrant"])
        #expect(WidgetFamily.allCases.count == 8)
        #expect(WidgetFamily.allCases.filter(\.isAccessory) == [.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
