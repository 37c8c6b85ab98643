import LayoutDSL
import Render
import Testing

/// iOS 26 draws a menu picker's value in a form row in the secondary label colour, not the tint:
/// the darkest ink of "US Letter" is (138, 138, 142) on a white row and (159, 159, 165) on an
/// elevated dark one, (44, 44, 46) (idoodler/LabImporter's iOS 26 screenshots of a sheet;
/// docs/reference/ios26-design.md, "Lists and forms"): (235, 235, 245) at 60 %, which over a base
/// dark row, (28, 28, 30), is (152, 152, 159).
struct GlassMenuPickerRowPixelTests {
    @Test(arguments: [(ColorScheme.light, 138, 142), (.dark, 152, 159)])
    func theValueIsSecondaryLabel(scheme: ColorScheme, grey: Int, blue: Int) throws {
        let view = Form {
            Picker("Page Size", selection: .constant("US Letter")) {
                Text("US Letter").tag("US Letter")
                Text("A4").tag("A4")
            }
        }
        .environment(\.systemDesign, .liquidGlass)
        let environment = EnvironmentValues.rendering(scale: 3, colorScheme: scheme)
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 200), environment: environment)
        let tree = try host.update()
        let value = try #require(tree.allNodes.last { $0.text == "US Letter" }).frame
        let canvas = Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(tree)
        let ink = (Int(value.minY * 3)..<Int(value.maxY * 3)).flatMap { y in
            (Int(value.minX * 3)..<Int(value.maxX * 3)).map { canvas[$0, y] }
        }
        // The most saturated ink, light mode's darkest and dark mode's lightest.
        let extreme = scheme == .light ? ink.min { $0.r < $1.r }! : ink.max { $0.r < $1.r }!
        #expect(abs(Int(extreme.r) - grey) <= 2 && abs(Int(extreme.g) - grey) <= 2 && abs(Int(extreme.b) - blue) <= 2, "\(extreme)")
    }
}
