@testable import LayoutDSL
import Testing

/// The UIKit names SwiftUI files use for values compile and mean what they mean on iOS.
struct UIKitNamesTests {
    @Test func semanticColorsAdaptAndFixedColorsDoNot() {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light; dark.colorScheme = .dark
        #expect(Color(uiColor: .systemBackground).resolve(in: light) == Color.white.resolve(in: light))
        #expect(Color(UIColor.systemBackground).resolve(in: dark) == Color.black.resolve(in: dark))
        #expect(Color(.systemBlue).resolve(in: light) == Color.blue.resolve(in: light))
        // UIKit's plain red is pure red; the system palette's is (255, 59, 48).
        #expect(Color(UIColor.red).resolve(in: light) == Color(.sRGB, red: 1, green: 0, blue: 0).resolve(in: light))
        #expect(Color(uiColor: UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)).resolve(in: light).opacity == 0.5)
        #expect(Color(uiColor: UIColor.white.withAlphaComponent(0.25)).resolve(in: light).opacity == 0.25)
    }

    @Test func fontsAreSwiftUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == .body)
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)) == .system(size: 13, weight: .semibold))
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375)
    }

    /// Only the corners asked for are rounded: the bottom corners stay square.
    @Test func bezierPathRoundsTheCornersAsked() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                     cornerRadii: CGSize(width: 20, height: 20)).cgPath)
        #expect(path.boundingRect == rect)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 59)))
        #expect(path.contains(CGPoint(x: 99, y: 59)))
    }

    @Test func screenAndDeviceDefaultToAnIPhone() {
        // Before any device preset is applied: an iPhone 16. (`UIScreen.main` itself is
        // process-wide, and other suites in the same test process apply presets in parallel,
        // so the test reads the unconfigured values rather than the live ones.)
        #expect(UIScreen.unconfigured.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && UIScreen.unconfigured.scale == 3)
        #expect(UIDevice.unconfigured.userInterfaceIdiom == .phone && UIDevice.unconfigured.name == "iPhone 16")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(Image(uiImage: UIImage(systemName: "star")!) == Image(systemName: "star"))
    }

    struct ScreenWide: View {
        var body: some View {
            Color.red.frame(width: UIScreen.main.bounds.width / 4, height: UIScreen.main.scale)
                .accessibilityIdentifier(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
        }
    }

    /// `UIScreen.main` and `UIDevice.current` answer the device of the host whose body reads
    /// them, so hosts rendering different devices side by side don't see each other's.
    @Test func screenAndDeviceAreTheRenderingHosts() throws {
        var pad = EnvironmentValues()
        pad._setRenderedDevice(name: "iPad Air", size: CGSize(width: 820, height: 1180), scale: 2, idiom: .pad)
        let padHost = ViewHost(ScreenWide(), canvasSize: CGSize(width: 400, height: 400), environment: pad)
        let phoneHost = ViewHost(ScreenWide(), canvasSize: CGSize(width: 400, height: 400))
        #expect(try padHost.update().node(id: "pad")?.frame.size == CGSize(width: 205, height: 2))
        #expect(try phoneHost.update().node(id: "phone")?.frame.size == CGSize(width: 98.25, height: 3))
        #expect(UIScreen.main === UIScreen.unconfigured)
    }

    struct Map: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    /// A wrapped UIKit view lays out as a flexible box, filling what it is offered.
    @Test func representablesFillTheirSpace() throws {
        let tree = try ViewHost(VStack(spacing: 0) { Map().accessibilityIdentifier("m"); Color.red.frame(height: 20) },
                                canvasSize: CGSize(width: 200, height: 300)).update()
        #expect(tree.node(id: "m")?.frame == CGRect(x: 0, y: 0, width: 200, height: 280))
    }
}
