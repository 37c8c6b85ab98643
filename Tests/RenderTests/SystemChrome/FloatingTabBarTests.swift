import Foundation
import LayoutDSL
import Render
import Testing

/// A regular-width iPad's tab bar floats at the top of the screen (`FloatingTabBar`), with the
/// metrics of UIKit's `_UIFloatingTabBarPlatformMetrics` (docs/reference/ipad-floating-tab-bar.md):
/// the title's baseline 31 pt (iPadOS 18) or 28 pt (26) below the top of the safe area, 4 pt
/// around the items, titles 16 pt from their ends, the bar centred; a tab without a navigation
/// stack starts below the 50 pt row, one with a stack shares the row with its bar.
struct FloatingTabBarTests {
    struct Library: View {
        var body: some View {
            TabView {
                Tab("Library", systemImage: "square.stack") { Color.red.accessibilityIdentifier("library") }
                Tab("Recent", systemImage: "clock") { Color.blue }
            }
        }
    }

    func host<V: View>(_ view: V, on device: Device, design: SystemDesign,
                       horizontalSizeClass: UserInterfaceSizeClass? = nil) -> ViewHost {
        var settings = HostSettings(size: device.size, scale: 1, design: design)
        settings.device = device
        settings.safeAreaInsets = device.safeAreaInsets
        settings.horizontalSizeClass = horizontalSizeClass
        return settings.host(view)
    }

    func frame(_ text: String, in tree: ResolvedTree) throws -> CGRect {
        try #require(tree.allNodes.first { $0.text == text }).frame
    }

    /// The bar's top below the safe area's: the baseline's offset less the bar's inset, the title's
    /// top margin and SF Pro's 17 pt ascent (1950/2048 of the size).
    func barTop(safeTop: CGFloat, baseline: CGFloat, titleTop: CGFloat) -> CGFloat {
        safeTop + baseline - 4 - titleTop - 17 * 1950 / 2048
    }

    @Test func theBarFloatsAtTheTopOfAnIPadInTheGlassDesign() throws {
        let device = Device.iPadPro11M5
        let tree = try host(Library(), on: device, design: .liquidGlass).update()
        let library = try frame("Library", in: tree), recent = try frame("Recent", in: tree)
        let top = barTop(safeTop: 32, baseline: 28, titleTop: 8)
        #expect(abs(library.minY - (top + 4 + 8)) < 0.01 && library.minY == recent.minY)
        // The bar is centred: its items run from the first title less 16 + 4 to the last plus 16 + 4.
        #expect(abs((library.minX - 20) + (recent.maxX + 20) - device.size.width) < 0.01)
        let content = try #require(tree.node(id: "library")).frame
        #expect(content.minY == 32 + 50 && content.maxY == device.size.height - 25)
    }

    @Test func iPadOS18sBarSitsBelowTheStatusBarOnAMaterial() throws {
        let device = Device.iPadAir
        let page = TabView {
            Tab("Library", systemImage: "square.stack") { Color.white }
            Tab("Recent", systemImage: "clock") { Color.blue }
        }
        let host = host(page, on: device, design: .compatibility)
        let tree = try host.update()
        let library = try frame("Library", in: tree), recent = try frame("Recent", in: tree)
        let top = barTop(safeTop: 24, baseline: 31, titleTop: 6)
        #expect(abs(library.minY - (top + 4 + 6)) < 0.01)
        let image = Renderer(scale: 1, background: Color.white.resolve(in: .rendering())).render(tree)
        let row = Int(library.midY)
        // The selection is white (systemBackground) inside the bar's material, which over a white
        // page is the light grey iPadOS 18 shows (245, 245, 245 measured in
        // callstack/react-native-bottom-tabs@1bbcaa2ea50b61f5daa6ccb8fe9669188c982864's picture;
        // systemMaterial over white is 244.8, docs/reference/ios-materials.md), away from the
        // selection's shadow.
        let selection = image[Int(library.minX) - 8, row], bar = image[Int(recent.maxX) + 18, row]
        #expect(selection.r == 255 && selection.g == 255 && selection.b == 255)
        #expect(abs(Int(bar.r) - 245) <= 3 && abs(Int(bar.g) - 245) <= 3 && abs(Int(bar.b) - 245) <= 3, "\(bar)")
    }

    @Test func aNavigationStackSharesTheRowAndShowsNoInlineTitle() throws {
        let device = Device.iPadPro11M5
        let view = TabView {
            Tab("Library", systemImage: "square.stack") {
                NavigationStack {
                    Color.red.accessibilityIdentifier("grid")
                        .navigationTitle("Projects")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            Tab("Recent", systemImage: "clock") { Color.blue }
        }
        let tree = try host(view, on: device, design: .liquidGlass).update()
        #expect(!tree.allNodes.contains { $0.text == "Projects" })
        let grid = try #require(tree.node(id: "grid")).frame
        // The iPad's bar is 50 pt, the floating bar's row: one row, not two.
        #expect(abs(grid.minY - (32 + 50)) < 0.001, "under the navigation bar's row, not below a second one")
    }

    @Test func sidebarAdaptableStartsWithTheSidebarButton() throws {
        let device = Device.iPadPro11M5
        let plain = try frame("Library", in: host(Library(), on: device, design: .liquidGlass).update())
        let adaptable = try frame("Library", in: host(Library().tabViewStyle(.sidebarAdaptable), on: device, design: .liquidGlass).update())
        // The button (16 pt, a large body symbol, 16 pt) widens the centred bar, half on each side.
        #expect(adaptable.minX > plain.minX && adaptable.minY == plain.minY)
        #expect(adaptable.minX - plain.minX > 20)
    }

    /// The search tab is pinned: its image alone at the bar's trailing end, 14 pt either side of it.
    @Test func theSearchTabIsPinnedAsItsImage() throws {
        let device = Device.iPadPro11M5
        let view = TabView {
            Tab("Library", systemImage: "square.stack") { Color.red }
            Tab(role: .search) { Color.gray }
            Tab("Recent", systemImage: "clock") { Color.blue }
        }
        let tree = try host(view, on: device, design: .liquidGlass).update()
        #expect(!tree.allNodes.contains { $0.text == "Search" })
        let library = try frame("Library", in: tree), recent = try frame("Recent", in: tree)
        #expect(recent.minX > library.maxX, "the pinned tab leaves the others in their order")
        // Centred: the bar runs from Library less 20 to the icon plus 14 + 4, as far from the right edge.
        let right = device.size.width - (library.minX - 20)
        let icon = try #require(tree.allNodes.filter { $0.frame.minX > recent.maxX && $0.frame.maxX < right && $0.frame.width > 10
                                                       && $0.frame.width < 40 && $0.frame.minY < 80 }.min { $0.frame.width < $1.frame.width })
        #expect(abs(icon.frame.maxX + 18 - right) < 0.01, "\(icon.frame) \(right)")
        #expect(abs(icon.frame.minX - 14 - (recent.maxX + 16)) < 0.01)
    }

    @Test func aCompactWidthOrAnIPhoneKeepsTheBottomBar() throws {
        let pad = try frame("Library", in: host(Library(), on: .iPadPro11M5, design: .liquidGlass,
                                                  horizontalSizeClass: .compact).update())
        #expect(pad.minY > Device.iPadPro11M5.size.height - 100)
        let phone = try frame("Library", in: host(Library(), on: .iPhone17Pro, design: .liquidGlass).update())
        #expect(phone.minY > Device.iPhone17Pro.size.height - 100)
    }
}
