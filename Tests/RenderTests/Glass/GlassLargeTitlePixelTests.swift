import LayoutDSL
import Render
import Testing

/// The large title belongs to the navigation bar, which UIKit keeps above the content view: where
/// a scroll view's content starts right under the title's area, the title's descenders draw over
/// it. In the Liquid Glass design the baseline is 46.33 pt into a 48 pt area
/// (`NavigationBarMetrics.glassLargeTitleBaseline`), so a "g" reaches about 6 pt into the content.
struct GlassLargeTitlePixelTests {
    @Test func descendersDrawOverTheContentBelow() throws {
        let view = NavigationStack {
            ScrollView { Color.red.frame(height: 300) }
                .navigationTitle("gggg")
        }
        .environment(\.systemDesign, .liquidGlass)
        let (host, environment) = deviceHost(view, scale: 3, colorScheme: .light)
        let tree = try host.update()
        let title = try #require(tree.allNodes.last { $0.text == "gggg" }).frame
        let canvas = Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(tree)
        // The content's top: the title's area ends 48 pt below the bar's 44 pt row.
        let contentTop = Device.iPhone16.safeAreaInsets.top + 44 + 48
        // Rows from 1 pt into the content to 4 pt: the descenders' ink, dark over the red.
        let dark = (Int((contentTop + 1) * 3)..<Int((contentTop + 4) * 3)).flatMap { y in
            (Int(title.minX * 3)..<Int(title.maxX * 3)).filter { x in
                let pixel = canvas[x, y]
                return pixel.r < 100 && pixel.g < 100
            }
        }
        #expect(dark.count > 50, "\(dark.count) dark pixels under the title's area")
        // The content itself starts there: red right of the title.
        #expect(canvas[Int(title.maxX * 3) + 30, Int((contentTop + 2) * 3)] == Pixel(r: 255, g: 56, b: 60, a: 255))
    }
}
