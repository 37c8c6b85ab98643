import LayoutDSL
import Render
import Testing

/// iOS 26's alert drawn on an iPhone 16 at 1x over white, with the colours measured on the iOS 26
/// alert of docs/reference/ios26-design.md ("Alerts"): the glass card (236, 236, 239), the
/// capsules (224, 224, 226), the screen dimmed with black at 20 % (48 % in dark mode, UIKit's
/// dimming colour), and the dimmed screen outside the card's 35 pt corners.
struct GlassAlertPixelTests {
    struct Deleting: View {
        var body: some View {
            Color.white.ignoresSafeArea()
                .alert("Delete the photo?", isPresented: .constant(true)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It will be removed.")
                }
                .environment(\.systemDesign, .liquidGlass)
        }
    }

    private func render(_ scheme: ColorScheme) throws -> Canvas {
        try renderOnDevice(Deleting(), colorScheme: scheme)
    }

    /// The card, 152⅓ pt tall at 3x (1 pt more at 1x, whose text lines round up to 21 and 18 pt), centred.
    @Test func glassCapsulesAndDimming() throws {
        let light = try render(.light)
        let column = (0..<852).filter { light[196, $0] != Pixel(r: 204, g: 204, b: 204, a: 255) }
        let top = try #require(column.first), bottom = try #require(column.last)
        #expect(bottom - top + 1 == 154, "\(top)…\(bottom)")
        #expect(light[196, top + 6] == Pixel(r: 236, g: 236, b: 239, a: 255))
        #expect(light[60, bottom - 40] == Pixel(r: 224, g: 224, b: 226, a: 255))
        #expect(light[5, 5] == Pixel(r: 204, g: 204, b: 204, a: 255))
        // 2 pt inside the card's left edge, 2 pt below its top: outside the 35 pt corner.
        #expect(light[37, top + 2] == Pixel(r: 204, g: 204, b: 204, a: 255))
        #expect(try render(.dark)[5, 5] == Pixel(r: 133, g: 133, b: 133, a: 255))
    }
}
