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

/// Size classes follow the device preset: compact wide on an iPhone, regular on an iPad.
struct DeviceSizeClassTests {
    struct Reader: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        var body: some View {
            Color.gray.frame(width: horizontal == .regular ? 20 : 10, height: vertical == .regular ? 20 : 10).accessibilityIdentifier("r")
        }
    }

    @Test func presetsSetSizeClasses() throws {
        let phone = try SnapshotCanvas(device: .iPhone16).host(Reader()).update()
        let pad = try SnapshotCanvas(device: .iPadAir).host(Reader()).update()
        #expect(phone.node(id: "r")?.frame.size == CGSize(width: 10, height: 20))
        #expect(pad.node(id: "r")?.frame.size == CGSize(width: 20, height: 20))
    }
}
