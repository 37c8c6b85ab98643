@testable import LayoutDSL
import Testing

/// SwiftUI's initializers from UIKit's traits: each case to its value, unspecified to nil, and
/// back through UIKit's initializers from SwiftUI's values.
struct TraitBridgesFromUIKitTests {
    @Test func contrastWeightAndSizeCategory() {
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.normal) == .standard)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.unspecified) == nil)
        #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
        #expect(LegibilityWeight(UILegibilityWeight.unspecified) == nil)
        #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityMedium) == .accessibilityMedium)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(UIContentSizeCategory(category)) == category)
        }
        for contrast in ColorSchemeContrast.allCases {
            #expect(ColorSchemeContrast(UIAccessibilityContrast(contrast)) == contrast)
        }
    }
}

/// Tabs read where their tab view shows them: the bottom bar, or the page dots; nothing
/// outside a tab view.
struct TabBarPlacementEnvironmentTests {
    struct Reader: View {
        @Environment(\.tabBarPlacement) var placement
        @Environment(\.isTabBarShowingSections) var showsSections
        var body: some View {
            Text(verbatim: (placement == .bottomBar ? "bottom" : placement == .pageIndicator ? "page" : "none")
                 + (showsSections ? " sections" : ""))
        }
    }

    private func texts(_ view: some View) throws -> [String] { try resolve(view).allNodes.compactMap(\.text) }

    @Test func placementInTabViews() throws {
        #expect(try texts(TabView { Reader().tabItem { Text(verbatim: "A") } }).contains("bottom"))
        #expect(try texts(TabView { Reader(); Reader() }.tabViewStyle(.page)).contains("page"))
        #expect(try texts(Reader()) == ["none"])
        #expect(EnvironmentValues().undoManager == nil)
    }
}
