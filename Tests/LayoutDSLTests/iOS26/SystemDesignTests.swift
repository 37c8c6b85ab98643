@testable import LayoutDSL
import Testing

/// The two designs (`SystemDesign`): the palette each resolves, the border shape of bordered
/// buttons, and the tab bar, with the facts of docs/reference/ios26-design.md.
struct SystemDesignTests {
    func environment(_ design: SystemDesign, _ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.systemDesign = design
        environment.colorScheme = scheme
        return environment
    }

    func rgb(_ color: Color, _ design: SystemDesign, _ scheme: ColorScheme) -> [Int] {
        let c = color.resolve(in: environment(design, scheme))
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func anAppGetsLiquidGlassUnlessItAsksForCompatibility() {
        #expect(EnvironmentValues().systemDesign == .liquidGlass)
    }

    /// iOS 26's accents (Apple's UI kit colour variables; blue, red, orange, purple and yellow
    /// also measured on iOS-26-recorded references), light then dark.
    @Test(arguments: [
        (Color.red, [255, 56, 60], [255, 66, 69]), (.orange, [255, 141, 40], [255, 146, 48]),
        (.yellow, [255, 204, 0], [255, 214, 0]), (.green, [52, 199, 89], [48, 209, 88]),
        (.mint, [0, 200, 179], [0, 218, 195]), (.teal, [0, 195, 208], [0, 210, 224]),
        (.cyan, [0, 192, 232], [60, 211, 254]), (.blue, [0, 136, 255], [0, 145, 255]),
        (.indigo, [97, 85, 245], [109, 124, 255]), (.purple, [203, 48, 224], [219, 52, 242]),
        (.pink, [255, 45, 85], [255, 55, 95]), (.brown, [172, 127, 94], [183, 138, 102]),
        (.gray, [142, 142, 147], [142, 142, 147]),
    ])
    func liquidGlassPalette(_ color: Color, _ light: [Int], _ dark: [Int]) {
        #expect(rgb(color, .liquidGlass, .light) == light)
        #expect(rgb(color, .liquidGlass, .dark) == dark)
    }

    /// The compatibility design keeps iOS 18's values (UIKit's published palette).
    @Test func compatibilityPalette() {
        #expect(rgb(.blue, .compatibility, .light) == [0, 122, 255])
        #expect(rgb(.blue, .compatibility, .dark) == [10, 132, 255])
        #expect(rgb(.red, .compatibility, .light) == [255, 59, 48])
        #expect(rgb(.purple, .compatibility, .dark) == [191, 90, 242])
        #expect(rgb(.mint, .compatibility, .light) == [0, 199, 190])
    }

    /// Colours made from system colours follow the design: an opacity, an accent colour without
    /// an asset, a mix.
    @Test func derivedColoursFollowTheDesign() {
        let half = Color.blue.opacity(0.5).resolve(in: environment(.liquidGlass, .light))
        #expect(half.opacity == 0.5 && Int((half.green * 255).rounded()) == 136)
        #expect(rgb(.accentColor, .liquidGlass, .light) == [0, 136, 255])
        #expect(rgb(.accentColor, .compatibility, .light) == [0, 122, 255])
        #expect(rgb(Color.red.mix(with: .blue, by: 0), .liquidGlass, .dark) == [255, 66, 69])
    }

    /// Bordered buttons are capsules in Liquid Glass, rounded rectangles of the control size's
    /// radius in the compatibility design; a shape the code chose is kept in both.
    @Test func automaticBorderShapeIsACapsuleInLiquidGlass() {
        #expect(ButtonBorderShape.automatic.resolved(systemRadius: 8, design: .liquidGlass).kind == .capsule)
        #expect(ButtonBorderShape.automatic.resolved(systemRadius: 8, design: .compatibility).kind == .roundedRectangle(radius: 8))
        #expect(ButtonBorderShape.roundedRectangle.resolved(systemRadius: 8, design: .liquidGlass).kind == .roundedRectangle(radius: 8))
        #expect(ButtonBorderShape.circle.resolved(systemRadius: 8, design: .compatibility).kind == .circle)
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                ZStack {
                    Color.red.ignoresSafeArea().accessibilityIdentifier("under")
                    Color.clear.accessibilityIdentifier("content")
                }
                .tabItem { Label("Home", systemImage: "house") }
                Color.blue.tabItem { Label("Inbox", systemImage: "tray") }
                Color.green.tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    func host(_ design: SystemDesign) -> ViewHost {
        var environment = EnvironmentValues()
        environment.systemDesign = design
        let host = ViewHost(Tabs(), canvasSize: CGSize(width: 393, height: 852), environment: environment)
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// iOS 26's tab bar floats: a 62 pt capsule 21 pt from the sides and the bottom of a 393 x 852
    /// screen (x 21…372, y 769…831), three items sharing its width less 2 pt insets (116.33 pt
    /// each); the tab's content reaches under it, its safe area ending at the bar's top.
    @Test func theLiquidGlassTabBarFloats() throws {
        let tree = try host(.liquidGlass).update()
        let bar = try #require(tree.allNodes.first { $0.views.contains("GlassTabBar") })
        #expect(bar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        let glass = try #require(tree.allNodes.first { $0.frame == CGRect(x: 21, y: 769, width: 351, height: 62) })
        #expect(glass.frame.maxY == 831)
        let titles = ["Home", "Inbox", "Settings"].compactMap { name in tree.allNodes.first { $0.text == name }?.frame }
        #expect(titles.count == 3)
        let segment = (351 - 4) / CGFloat(3)
        for (index, title) in titles.enumerated() {
            #expect(abs(title.midX - (23 + segment * (CGFloat(index) + 0.5))) < 0.01)
            #expect(title.minY > 769 && title.maxY < 831)
        }
        #expect(frame(tree, "content").maxY == 769)
        #expect(frame(tree, "under").maxY == 852)
    }

    /// The compatibility design keeps iOS 17's bar: 49 pt above the 34 pt safe area, full width,
    /// the content ending at its top, even where it ignores the safe area.
    @Test func theCompatibilityTabBarSpansTheScreen() throws {
        let tree = try host(.compatibility).update()
        #expect(tree.allNodes.contains { $0.views.contains("TabBar") && $0.frame == CGRect(x: 0, y: 769, width: 393, height: 83) })
        #expect(!tree.allNodes.contains { $0.views.contains("GlassTabBar") })
        #expect(frame(tree, "content").maxY == 769)
        #expect(frame(tree, "under").maxY == 769)
    }

    /// A switch is 63 x 28 pt in Liquid Glass, 51 x 31 pt in the compatibility design.
    @Test(arguments: [(SystemDesign.liquidGlass, CGSize(width: 63, height: 28)), (.compatibility, CGSize(width: 51, height: 31))])
    func switchSize(_ design: SystemDesign, _ size: CGSize) throws {
        var environment = EnvironmentValues()
        environment.systemDesign = design
        let view = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize().accessibilityIdentifier("switch")
        let tree = try ViewHost(view, canvasSize: CGSize(width: 200, height: 100), environment: environment).update()
        #expect(frame(tree, "switch").size == size)
    }
}
