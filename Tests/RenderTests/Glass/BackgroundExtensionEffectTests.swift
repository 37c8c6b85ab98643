import LayoutDSL
@testable import Render
import Testing

/// `backgroundExtensionEffect()` fills the safe area next to the view with its blurred mirror image.
struct BackgroundExtensionEffectTests {
    private func render(_ view: some View) throws -> Canvas {
        let environment = EnvironmentValues.rendering(scale: 1)
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 60), environment: environment)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        return Renderer(scale: 1).render(try host.update())
    }

    @Test func mirrorsIntoTheTopInset() throws {
        let halves = HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
        let plain = try render(halves)
        let extended = try render(halves.backgroundExtensionEffect())
        // Without the effect the inset is empty; with it, the left of the strip is red, the right blue.
        #expect(plain[10, 10].a == 0)
        #expect(extended[10, 10].a == 255 && extended[10, 10].r > 200 && extended[10, 10].b < 40, "\(extended[10, 10])")
        #expect(extended[90, 10].a == 255 && extended[90, 10].b > 200 && extended[90, 10].r < 40, "\(extended[90, 10])")
        // The view itself draws as it is.
        #expect(extended[10, 40] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(try render(halves.backgroundExtensionEffect(isEnabled: false)).pixels == plain.pixels)
    }
}
