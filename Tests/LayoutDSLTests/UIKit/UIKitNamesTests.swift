import LayoutDSL
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
        // No device preset is applied in this test target (Render's Device.apply sets one): an iPhone 16.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(Image(uiImage: UIImage(systemName: "star")!) == Image(systemName: "star"))
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
