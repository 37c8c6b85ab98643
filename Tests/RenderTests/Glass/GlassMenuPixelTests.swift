import LayoutDSL
import Render
import Testing

/// iOS 26's open menu over a white (light) and a black (dark) screen on an iPhone 16 at 3x
/// (docs/reference/ios26-design.md, "Menus"): its glass read as (249, 249, 249) and (16, 16, 16),
/// a 1 pt rim inside its edge, white and white at 13 %, and a group's divider a 1 pt line in the
/// middle of its 21 pt band, 24 pt from both edges, (230, 230, 230) and (35, 35, 35).
struct GlassMenuPixelTests {
    private struct Actions: View {
        var body: some View {
            HStack {
                Spacer()
                Menu("Actions") {
                    Button("Rename") {}
                    Divider()
                    Button("Delete", role: .destructive) {}
                }
            }
            .padding(.horizontal, 16)
        }
    }

    /// The open menu and the frame of the button that opened it.
    private func render(_ scheme: ColorScheme) throws -> (canvas: Canvas, button: CGRect) {
        let view = Actions().frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(scheme == .dark ? Color.black : Color.white)
            .environment(\.systemDesign, .liquidGlass)
        let (host, environment) = deviceHost(view, scale: 3, colorScheme: scheme)
        let button = try #require(try host.update().allNodes.last { $0.text == "Actions" }).frame
        let open = try host.tap(at: CGPoint(x: button.midX, y: button.midY))
        return (Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(open), button)
    }

    @Test func theGlassItsRimAndADivider() throws {
        for (scheme, glass, rimOver, divider) in [
            (ColorScheme.light, 249, 255, 230),
            (.dark, 16, 16 + Int((239 * 0.13).rounded()), 35),
        ] {
            let (canvas, button) = try render(scheme)
            // The platter hangs from the button, trailing edges lined up: 250 pt wide; 10 pt of
            // padding, a 42 pt row, the 21 pt band (its 1 pt line from 10 + 42 + 10), a 42 pt row, 10 pt.
            let left = button.maxX - 250, top = button.maxY
            func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel { canvas[Int((x * 3).rounded(.down)), Int((y * 3).rounded(.down))] }
            let fill = Pixel(r: UInt8(glass), g: UInt8(glass), b: UInt8(glass), a: 255), line = Pixel(r: UInt8(divider), g: UInt8(divider), b: UInt8(divider), a: 255)
            #expect(pixel(left + 125, top + 5) == fill, "\(scheme)")
            #expect(pixel(left + 125, top + 123.5) == fill, "\(scheme): the platter's last 10 pt")
            // The rim: the platter's outermost 1 pt, at its side and its bottom (125 pt down).
            for rim in [pixel(left + 0.5, top + 40), pixel(left + 125, top + 124.5)] {
                #expect(abs(Int(rim.r) - rimOver) <= 1 && rim.r == rim.g && rim.g == rim.b, "\(scheme): \(rim)")
            }
            #expect(pixel(left + 1.5, top + 40) == fill)
            // The divider's line, and its ends 24 pt from the platter's edges.
            #expect(pixel(left + 125, top + 62.5) == line && pixel(left + 125, top + 61.5) == fill && pixel(left + 125, top + 63.5) == fill, "\(scheme)")
            #expect(pixel(left + 24.2, top + 62.5) == line && pixel(left + 23.8, top + 62.5) == fill)
            #expect(pixel(left + 225.8, top + 62.5) == line && pixel(left + 226.2, top + 62.5) == fill)
        }
    }
}
