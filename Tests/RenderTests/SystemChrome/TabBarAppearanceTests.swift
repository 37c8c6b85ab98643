import LayoutDSL
import Render
import Testing

/// `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for: .tabBar)` from a tab's
/// content, with no navigation stack: the bar (49 pt above the 34 pt home-indicator inset of an
/// iPhone 16) shows the style at rest when made visible, stays transparent at rest otherwise,
/// and draws in the scheme asked for. That is iOS 17's bar, drawn in the compatibility design;
/// Liquid Glass's floating bar (`GlassTabBar`) has no background of its own.
struct TabBarAppearanceTests {
    func tabs(visible: Visibility) -> some View {
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
                .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
                .toolbarBackground(visible, for: .tabBar)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    /// A pixel of the bar away from its items: between the two tabs, 4 pt below the bar's top.
    func barPixel(_ canvas: Canvas) -> Pixel { canvas[Int(Device.iPhone16.size.width / 2), Int(Device.iPhone16.size.height) - 34 - 45] }

    @Test func visibleBackgroundShowsTheStyleAtRest() throws {
        try SystemDesign.$current.withValue(.compatibility) { () throws in
            #expect(barPixel(try renderOnDevice(tabs(visible: .visible))) == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(barPixel(try renderOnDevice(tabs(visible: .automatic))) == Pixel(r: 255, g: 255, b: 255, a: 255))
            #expect(barPixel(try renderOnDevice(tabs(visible: .hidden))) == Pixel(r: 255, g: 255, b: 255, a: 255))
        }
    }

    /// In the dark scheme the bar's own material is dark, under a light app: systemChromeMaterial's
    /// dark recipe over white, 87.8 of 255 on an iPhone simulator (docs/reference/ios-materials.md).
    @Test func colorSchemeDrawsTheBarInIt() throws {
        func tabs(_ scheme: ColorScheme?) -> some View {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }
                    .toolbarBackground(.visible, for: .tabBar)
                    .toolbarColorScheme(scheme, for: .tabBar)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        try SystemDesign.$current.withValue(.compatibility) { () throws in
            #expect(barPixel(try renderOnDevice(tabs(nil))).r > 200)
            #expect(abs(Int(barPixel(try renderOnDevice(tabs(.dark))).r) - 88) <= 2)
        }
    }
}
