import LayoutDSL
import LayoutSnapshotTesting
import Render
import Testing

/// `preferredColorScheme` set inside a view switches the whole canvas, as it switches the
/// presentation on iOS: views outside the modifier and the background included.
struct PreferredColorSchemeTests {
    struct Screen: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            VStack(spacing: 0) {
                Color(.label).frame(width: 10, height: 10).accessibilityIdentifier("outside")
                Color(.label).frame(width: scheme == .dark ? 20 : 10, height: 10)
                    .preferredColorScheme(.dark)
                    .accessibilityIdentifier("inside")
            }
            .frame(width: 40, height: 40)
        }
    }

    @Test func theWholeCanvasTurnsDark() throws {
        let canvas = SnapshotCanvas(size: CGSize(width: 40, height: 40), scale: 1)
        let tree = try canvas.host(Screen()).update()
        #expect(tree.colorScheme == .dark)
        #expect(tree.node(id: "inside")?.frame.width == 20)
        let image = canvas.raster(tree)
        // Background: systemBackground in dark is black; label in dark is white.
        #expect(image[0, 0] == Pixel(Color(.systemBackground).resolve(in: .rendering(colorScheme: .dark))))
        let outside = try #require(tree.node(id: "outside")?.frame)
        #expect(image[Int(outside.midX), Int(outside.midY)] == Pixel(Color(.label).resolve(in: .rendering(colorScheme: .dark))))
    }

    @Test func withoutAPreferenceTheCanvasSchemeHolds() throws {
        let canvas = SnapshotCanvas(size: CGSize(width: 40, height: 40), scale: 1, colorScheme: .dark)
        let tree = try canvas.host(Color.red.frame(width: 10, height: 10)).update()
        #expect(tree.colorScheme == .dark)
    }
}
