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

    /// Regular glass over flat red: the saturation keeps pure red, the white veil lays 25 % over it
    /// in light mode and 12 % in dark mode (measured on iOS 26.4); the light rim is a black hairline
    /// at 20 % (one pixel), the dark one a highlight at the top and bottom only.
    @Test func regularGlassOverRed() throws {
        let view = ZStack { Color(red: 1, green: 0, blue: 0); Color.clear.frame(width: 40, height: 20).glassEffect(in: Rectangle()) }
        let light = try render(view, width: 80, height: 60)
        #expect(near(light[40, 30], 255, over(0, [(255, 0.25)]), over(0, [(255, 0.25)])), "\(light[40, 30])")
        #expect(light[40, 30].a == 255)
        let veil = over(0, [(255, 0.25)])
        let rim = over(veil, [(0, 0.2)])
        #expect(near(light[20, 30], over(255, [(0, 0.2)]), rim, rim), "rim \(light[20, 30])")
        let dark = try render(view, width: 80, height: 60, colorScheme: .dark)
        let darkVeil = over(0, [(255, 0.12)])
        #expect(near(dark[40, 30], 255, darkVeil, darkVeil), "\(dark[40, 30])")
        #expect(near(dark[20, 30], 255, darkVeil, darkVeil), "no highlight on the sides \(dark[20, 30])")
        #expect(near(dark[40, 20], 255, over(darkVeil, [(255, 0.26)]), over(darkVeil, [(255, 0.26)]), within: 6),
                "highlight at the top \(dark[40, 20])")
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
        let veil = over(0, [(255, 0.25)])
        let expected = [orange.red, orange.green, orange.blue].map { over(veil, [(Double($0) * 255, 0.75)]) }
        #expect(near(canvas[40, 30], expected[0], expected[1], expected[2], within: 2), "\(canvas[40, 30]) against \(expected)")
    }

    /// The default shape is a capsule: the corners of the frame show the backdrop, the middle glass.
    @Test func defaultShapeIsACapsule() throws {
        let canvas = try render(ZStack { Color.black; Color.clear.frame(width: 60, height: 20).glassEffect() }, width: 100, height: 60)
        #expect(canvas[20, 20] == Pixel(r: 0, g: 0, b: 0, a: 255), "corner \(canvas[20, 20])")
        #expect(near(canvas[50, 30], 63.75, 63.75, 63.75), "middle \(canvas[50, 30])")
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
        #expect(near(united[50, 20], 63.75, 63.75, 63.75), "gap united \(united[50, 20])")
        #expect(near(apart[35, 20], 63.75, 63.75, 63.75) && near(united[35, 20], 63.75, 63.75, 63.75))
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
        let expected = [green.red, green.green, green.blue].map { over(63.75, [(Double($0) * 255, 0.75)]) }
        // Left of the label, inside the capsule.
        guard let frame = prominent.node(id: "b")?.frame else { return }
        let x = Int(100 - frame.width / 2 + 8), y = 30
        #expect(near(canvas[x, y], expected[0], expected[1], expected[2], within: 2), "\(canvas[x, y]) against \(expected)")
    }
}

/// The Liquid Glass navigation bar as iOS 26.4 draws it (docs/reference/ios26-navigation-bar.md):
/// labels in the label colour, not the tint nor a destructive role's red, on a glass platter; the
/// large title's baseline 46.33 pt below the bar's row.
struct GlassNavigationBarRenderTests {
    @Test func theLargeTitleBaselineIs46PointsBelowTheRow() throws {
        let view = NavigationStack { ScrollView { Color.clear.frame(height: 10) }.navigationTitle("Servers") }
        let canvas = try render(view.environment(\.systemDesign, .liquidGlass), width: 393, height: 300, scale: 3)
        var lowest = 0
        for y in 0..<(300 * 3) {
            for x in 0..<(200 * 3) where canvas[x, y].a > 128 && canvas[x, y].r < 128 { lowest = max(lowest, y) }
        }
        // "Servers" has no descender: its ink ends on the baseline, within a pixel.
        #expect(abs(Double(lowest + 1) / 3 - (44 + 46.33)) <= 0.34, "ink ends at \(Double(lowest + 1) / 3)")
    }

    @Test func aDestructiveTitleItemIsBlackOnGlass() throws {
        let view = NavigationStack {
            Color(white: 0.95).ignoresSafeArea()
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reset", role: .destructive) {} } }
        }.tint(.orange)
        let canvas = try render(view.environment(\.systemDesign, .liquidGlass), width: 393, height: 200, scale: 3)
        var darkest = 255, reddish = 0
        for y in 0..<(44 * 3) {
            for x in (300 * 3)..<(377 * 3) {
                let pixel = canvas[x, y]
                darkest = min(darkest, Int(pixel.r))
                if Int(pixel.r) - Int(pixel.b) > 40 { reddish += 1 }
            }
        }
        #expect(darkest < 40, "the label is black")
        #expect(reddish == 0, "no red or orange pixel")
        // The platter: the glass's white veil at 25 % over the 0.95 grey, right of the label.
        let platter = canvas[(393 - 16 - 6) * 3, 22 * 3]
        let grey: Double = 0.95 * 255
        let veiled: Double = grey + (255 - grey) * 0.25
        #expect(abs(Double(platter.r) - veiled) < 2.5, "\(platter)")
    }
}

extension GlassNavigationBarRenderTests {
    /// `sharedBackgroundVisibility(.hidden)` takes the item off its glass: the platter's pixel is
    /// the background's.
    @Test func aHiddenSharedBackgroundDrawsNoPlatter() throws {
        func platter(_ visibility: Visibility) throws -> Pixel {
            let view = NavigationStack {
                Color(white: 0.5).ignoresSafeArea()
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reset") {} }.sharedBackgroundVisibility(visibility) }
            }
            let canvas = try render(view.environment(\.systemDesign, .liquidGlass), width: 393, height: 200, scale: 1)
            return canvas[393 - 16 - 6, 22]
        }
        #expect(try abs(Int(platter(.hidden).r) - 128) <= 1)
        #expect(try platter(.visible).r > 150)
    }
}
