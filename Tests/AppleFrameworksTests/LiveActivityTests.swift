import ActivityKit
import LayoutDSL
import Render
import Testing
@testable import WidgetKit

/// Live Activities: ActivityKit's activities as the Simulator keeps them for the app that starts
/// them, and WidgetKit's `ActivityConfiguration` drawn by `#Preview(_:as:using:widget:contentStates:)`
/// at its presentations' sizes (docs/reference/live-activities.md).
@MainActor
struct LiveActivityTests {
    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var minutes: Int
            var stage: String
        }
        var restaurant: String
    }

    struct DeliveryWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                VStack(alignment: .leading) {
                    Text(context.restaurant)
                    Text("\(context.state.minutes) min").accessibilityIdentifier("minutes")
                }
                .frame(maxWidth: .infinity, minHeight: 100, alignment: .leading)
                .activityBackgroundTint(.orange)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("Pizza") }
                    DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutes) min") }
                    DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage).frame(height: 40) }
                } compactLeading: {
                    Image(systemName: "bag.fill")
                } compactTrailing: {
                    Text("\(context.state.minutes)m")
                } minimal: {
                    Text("\(context.state.minutes)")
                }
                .keylineTint(.orange)
            }
        }
    }

    struct HomeWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Home", provider: EmptyProvider()) { _ in Text("Home") }
        }
    }

    struct EmptyProvider: TimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    @Test func activitiesLiveInTheProcess() async throws {
        let attributes = DeliveryAttributes(restaurant: "Roma")
        let activity = try Activity.request(attributes: attributes,
                                            content: ActivityContent(state: .init(minutes: 20, stage: "Cooking"), staleDate: nil))
        #expect(activity.id.hasPrefix("00000000-0000-4000-8000-") && activity.activityState == .active)
        #expect(Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id })
        await activity.update(ActivityContent(state: .init(minutes: 5, stage: "On the way"), staleDate: nil))
        #expect(activity.content.state.minutes == 5 && activity.pushToken == nil)
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed && !Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id })
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    /// The widget's presentation of `kind` for each state, as its preview draws them (the preview
    /// itself runs its states' closure on the main thread: `snap` renders it, ScreensTests).
    private func views(_ kind: ActivityPreviewViewKind) throws -> [AnyView] {
        let activity = try #require(DeliveryWidget().configurationContent?.activity)
        return try [DeliveryAttributes.ContentState(minutes: 20, stage: "Cooking"), .init(minutes: 5, stage: "On the way")].map {
            try #require(activity.view(DeliveryAttributes(restaurant: "Roma"), $0, false, kind))
        }
    }

    @Test func eachContentStateIsAFrameOfThePresentation() throws {
        let screen = CGSize(width: 393, height: 852)
        let content = try views(.content)
        let size = LiveActivityMetrics.size(of: .content, views: content, screen: screen)
        // The HIG's 393 pt row: 371 wide, the content's 100 pt within 84 to 160.
        #expect(size == CGSize(width: 371, height: 100))
        let tree = try ViewHost(content[1], canvasSize: size).update()
        #expect(tree.allNodes.contains { $0.text == "5 min" } && tree.allNodes.contains { $0.text == "Roma" })

        #expect(LiveActivityMetrics.size(of: .dynamicIsland(.minimal), views: try views(.dynamicIsland(.minimal)), screen: screen)
            == CGSize(width: 36.67, height: 36.67))
        let compact = try views(.dynamicIsland(.compact))
        #expect(LiveActivityMetrics.size(of: .dynamicIsland(.compact), views: compact, screen: screen) == CGSize(width: 230, height: 36.67))
        #expect(LiveActivityMetrics.size(of: .dynamicIsland(.compact), views: compact, screen: CGSize(width: 440, height: 956))
            == CGSize(width: 250, height: 36.67))
        let expanded = try views(.dynamicIsland(.expanded))
        let island = LiveActivityMetrics.size(of: .dynamicIsland(.expanded), views: expanded, screen: CGSize(width: 402, height: 874))
        #expect(island.width == 371 && island.height >= 84 && island.height <= 160)
        let regions = try ViewHost(expanded[0], canvasSize: island).update()
        #expect(regions.allNodes.contains { $0.text == "Cooking" } && regions.allNodes.contains { $0.text == "Pizza" })
    }

    /// The Lock Screen view sits on the app's `activityBackgroundTint` (orange: iOS 26's
    /// 255, 141, 40 in light, docs/reference/ios26-design.md, "The palette"), clipped to the
    /// platter's rounded corners: the corner pixel stays clear.
    @Test func theLockScreenViewIsOnItsTint() throws {
        let views = try views(.content)
        let size = LiveActivityMetrics.size(of: .content, views: views, screen: CGSize(width: 393, height: 852))
        let canvas = Renderer(scale: 1).render(try ViewHost(views[0], canvasSize: size).update())
        #expect(canvas[Int(size.width) - 4, Int(size.height) / 2] == Pixel(r: 255, g: 141, b: 40, a: 255))
        #expect(canvas[0, 0].a == 0)
    }

    @Test func aWidgetThatIsNoActivityHasNoPresentations() {
        #expect(HomeWidget().configurationContent?.activity == nil)
        #expect(DeliveryWidget().configurationContent?.activity?.attributesType == DeliveryAttributes.self)
    }
}
