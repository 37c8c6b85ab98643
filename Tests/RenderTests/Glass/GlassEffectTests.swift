import Foundation
import LayoutDSL
@testable import Render
import Testing

/// Liquid Glass (iOS 26) draws as a material: a blurred, saturated backdrop under a translucent
/// veil, the tint over it and a light rim inside the shape's edge (`Glass`, `GlassEffectBackground`).
struct GlassEffectTests {
    /// Expected 0–255 value of a channel `base` under `layers` of (colour, opacity), source-over.
    private func over(_ base: Double, _ layers: [(Double, Double)]) -> Double {
        layers.reduce(base) { $0 + ($1.0 - $0) * $1.1 }
    }

    private func near(_ pixel: Pixel, _ r: Double, _ g: Double, _ b: Double, within: Double = 1.5) -> Bool {
        abs(Double(pixel.r) - r) <= within && abs(Double(pixel.g) - g) <= within && abs(Double(pixel.b) - b) <= within
    }

    /// Regular glass over flat red: the saturation keeps pure red, the white veil lays 30 % over it
    /// in light mode, the black one 25 % in dark mode; the 1 pt rim lays white at 50 % (40 %) over that.
    @Test func regularGlassOverRed() throws {
        let view = ZStack { Color(red: 1, green: 0, blue: 0); Color.clear.frame(width: 40, height: 20).glassEffect(in: Rectangle()) }
        let light = try render(view, width: 80, height: 60)
        #expect(near(light[40, 30], 255, over(0, [(255, 0.3)]), over(0, [(255, 0.3)])), "\(light[40, 30])")
        #expect(light[40, 30].a == 255)
        let rim = over(over(0, [(255, 0.3)]), [(255, 0.5)])
        #expect(near(light[20, 30], 255, rim, rim), "rim \(light[20, 30])")
        let dark = try render(view, width: 80, height: 60, colorScheme: .dark)
        #expect(near(dark[40, 30], over(255, [(0, 0.25)]), 0, 0), "\(dark[40, 30])")
    }

    /// Clear glass is fainter: white at 8 % over the backdrop.
    @Test func clearGlassOverBlack() throws {
        let canvas = try render(ZStack { Color.black; Color.clear.frame(width: 40, height: 20).glassEffect(.clear, in: Rectangle()) },
                                width: 80, height: 60)
        let veil = over(0, [(255, 0.08)])
        #expect(near(canvas[40, 30], veil, veil, veil), "\(canvas[40, 30])")
    }

    /// A tint covers the glass at 75 % (light mode).
    @Test func tintedGlass() throws {
        let canvas = try render(ZStack {
            Color.black
            Color.clear.frame(width: 40, height: 20).glassEffect(.regular.tint(.orange).interactive(), in: Rectangle())
        }, width: 80, height: 60)
        let orange = Color.orange.resolve(in: EnvironmentValues())
        let veil = over(0, [(255, 0.3)])
        let expected = [orange.red, orange.green, orange.blue].map { over(veil, [(Double($0) * 255, 0.75)]) }
        #expect(near(canvas[40, 30], expected[0], expected[1], expected[2], within: 2), "\(canvas[40, 30]) against \(expected)")
    }

    /// The default shape is a capsule: the corners of the frame show the backdrop, the middle glass.
    @Test func defaultShapeIsACapsule() throws {
        let canvas = try render(ZStack { Color.black; Color.clear.frame(width: 60, height: 20).glassEffect() }, width: 100, height: 60)
        #expect(canvas[20, 20] == Pixel(r: 0, g: 0, b: 0, a: 255), "corner \(canvas[20, 20])")
        #expect(near(canvas[50, 30], 76.5, 76.5, 76.5), "middle \(canvas[50, 30])")
    }

    /// `.identity` draws nothing: the view renders exactly as without the modifier.
    @Test func identityDrawsNothing() throws {
        let plain = try render(ZStack { Color.red; Text("Hi").padding() }, width: 80, height: 60)
        let identity = try render(ZStack { Color.red; Text("Hi").padding().glassEffect(.identity) }, width: 80, height: 60)
        #expect(plain.pixels == identity.pixels)
    }

    private struct Pair: View {
        let united: Bool
        @Namespace private var namespace
        var body: some View {
            ZStack {
                Color.black
                GlassEffectContainer {
                    HStack(spacing: 10) {
                        Color.clear.frame(width: 20, height: 20).glassEffect(in: Rectangle())
                            .glassEffectUnion(id: united ? "pair" : nil, namespace: namespace)
                        Color.clear.frame(width: 20, height: 20).glassEffect(in: Rectangle())
                            .glassEffectUnion(id: united ? "pair" : nil, namespace: namespace)
                    }
                }
            }
        }
    }

    /// In a container, glass effects in one union draw as one glass over their bounding box: the
    /// gap between two squares is glass; apart, it shows the backdrop.
    @Test func unionDrawsOneGlass() throws {
        let apart = try render(Pair(united: false), width: 100, height: 40)
        let united = try render(Pair(united: true), width: 100, height: 40)
        // The squares sit at x 25–45 and 55–75; the gap is x 45–55.
        #expect(apart[50, 20] == Pixel(r: 0, g: 0, b: 0, a: 255), "gap apart \(apart[50, 20])")
        #expect(near(united[50, 20], 76.5, 76.5, 76.5), "gap united \(united[50, 20])")
        #expect(near(apart[35, 20], 76.5, 76.5, 76.5) && near(united[35, 20], 76.5, 76.5, 76.5))
    }

    /// Glass buttons take the bordered metrics (same size as `.bordered`), on a capsule; the
    /// prominent one is tinted with the tint colour.
    @Test func glassButtons() throws {
        let bordered = try layout(Button("Continue") {}.buttonStyle(.bordered).accessibilityIdentifier("b"))
        let glass = try layout(Button("Continue") {}.buttonStyle(.glass).accessibilityIdentifier("b"))
        let prominent = try layout(Button("Continue") {}.buttonStyle(.glassProminent).accessibilityIdentifier("b"))
        let size = bordered.node(id: "b")?.frame.size
        #expect(size != nil && glass.node(id: "b")?.frame.size == size && prominent.node(id: "b")?.frame.size == size)

        let canvas = try render(ZStack { Color.black; Button("Continue") {}.buttonStyle(.glassProminent).tint(.green) }, width: 200, height: 60)
        let green = Color.green.resolve(in: EnvironmentValues())
        let expected = [green.red, green.green, green.blue].map { over(76.5, [(Double($0) * 255, 0.75)]) }
        // Left of the label, inside the capsule.
        guard let frame = prominent.node(id: "b")?.frame else { return }
        let x = Int(100 - frame.width / 2 + 8), y = 30
        #expect(near(canvas[x, y], expected[0], expected[1], expected[2], within: 2), "\(canvas[x, y]) against \(expected)")
    }
}
