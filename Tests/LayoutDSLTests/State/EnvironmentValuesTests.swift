@testable import LayoutDSL
import Testing

/// The environment values views read, with iOS's defaults, and the modifiers that set them.
struct EnvironmentValuesTests {
    @Test func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.sizeCategory == .large)
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.scenePhase == .active)
        #expect(environment.editMode == nil)
        #expect(environment.accessibilityReduceMotion == false)
        #expect(environment.timeZone.secondsFromGMT() == 0)
        #expect(environment.calendar.identifier == .gregorian)
    }

    /// `sizeCategory` and `dynamicTypeSize` are one setting; a range clamps it.
    @Test func dynamicTypeSizeAndCategory() throws {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.sizeCategory) var category
            var body: some View {
                Color.gray.frame(width: CGFloat(DynamicTypeSize.allCases.firstIndex(of: size)! + 1),
                                 height: category.isAccessibilityCategory ? 20 : 10).accessibilityIdentifier("r")
            }
        }
        #expect(frame(try resolve(Reader().dynamicTypeSize(.accessibility3)), "r").size == CGSize(width: 10, height: 20))
        #expect(frame(try resolve(Reader().environment(\.sizeCategory, .extraSmall)), "r").width == 1)
        #expect(frame(try resolve(Reader().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5)), "r").width == 5)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    /// `openURL` goes to the installed handler; `dismiss` outside a presentation does nothing.
    @Test func actions() throws {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        struct Linker: View {
            @Environment(\.openURL) var openURL
            @Environment(\.dismiss) var dismiss
            var body: some View {
                Color.gray.frame(width: 10, height: 10).onAppear {
                    openURL(URL(string: "https://example.com")!)
                    dismiss()
                }
            }
        }
        _ = try resolve(Linker().environment(\.openURL, OpenURLAction { url in opened.urls.append(url); return .handled }))
        #expect(opened.urls == [URL(string: "https://example.com")!])
    }
}

/// Text styles follow the Dynamic Type table (docs/dynamic-type.md); fixed sizes do not.
struct DynamicTypeScalingTests {
    @Test func stylesTakeTheTablesSizes() {
        #expect(Font.body.scaled(to: .accessibility3).size == 40)
        // SF's line height at 40 pt: 40 × 2444/2048.
        #expect(Font.body.scaled(to: .accessibility3).systemLineMetrics?.lineHeight == 47.734375)
        #expect(Font.caption2.scaled(to: .xSmall).size == 11)
        #expect(Font.largeTitle.scaled(to: .xxxLarge).size == 40)
        #expect(Font.headline.scaled(to: .accessibility5).weight == .semibold)
        #expect(Font.system(size: 17).scaled(to: .accessibility5).size == 17)
        #expect(Font.custom("Inter", size: 34, relativeTo: .body).scaled(to: .accessibility3).size == 80)
    }
}

/// `@ScaledMetric` follows the text size relative to its style.
struct ScaledMetricTests {
    struct Icon: View {
        @ScaledMetric var side: CGFloat = 22
        @ScaledMetric(relativeTo: .caption) var badge: CGFloat = 16
        var body: some View {
            HStack {
                Color.gray.frame(width: side, height: side).accessibilityIdentifier("side")
                Color.gray.frame(width: badge, height: badge).accessibilityIdentifier("badge")
            }
        }
    }

    @Test func scalesWithTheTextSize() throws {
        #expect(frame(try resolve(Icon()), "side").width == 22)
        // body leading 22 → 48 at accessibility3; caption 16 → 39.
        #expect(frame(try resolve(Icon().dynamicTypeSize(.accessibility3)), "side").width == 48)
        #expect(frame(try resolve(Icon().dynamicTypeSize(.accessibility3)), "badge").width == 39)
        let host = ViewHost(Icon(), canvasSize: CGSize(width: 300, height: 300))
        _ = try host.update()
        host.environment.dynamicTypeSize = .xSmall
        #expect(frame(try host.update(), "side").width == 19)
    }
}
