import LayoutDSL
import Render
import Testing

/// Three of SwiftUI's drawing rules: `background(in:)` fills with the background style, a
/// clear colour's gradient is clear, and a zero-width stroke or border draws nothing.
struct BackgroundAndStrokeRulesTests {
    @Test func backgroundInShapeUsesTheBackgroundStyle() throws {
        let orange = try render(Color.clear.frame(width: 10, height: 10).background(in: Rectangle()).backgroundStyle(.orange),
                                width: 10, height: 10)
        let expected = Color.orange.resolve(in: EnvironmentValues())
        #expect(orange[5, 5].r == UInt8((expected.red * 255).rounded()) && orange[5, 5].g == UInt8((expected.green * 255).rounded()))
        let system = try render(Color.clear.frame(width: 10, height: 10).background(in: Rectangle()), width: 10, height: 10)
        #expect(system[5, 5].r == 255 && system[5, 5].a == 255)   // systemBackground, white in light
    }

    @Test func clearGradientsAreClear() throws {
        let canvas = try render(Rectangle().fill(Color.clear.gradient).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(canvas.coveredArea == 0)
        // A half-transparent colour's gradient keeps its opacity at the top: lit, not whitened.
        let red = try render(Rectangle().fill(Color.red.opacity(0.5).gradient).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(abs(Int(red[5, 0].a) - 128) <= 1)
    }

    @Test func zeroWidthStrokesDrawNothing() throws {
        #expect(try render(Color.clear.frame(width: 10, height: 10).border(.red, width: 0), width: 10, height: 10).coveredArea == 0)
        #expect(try render(Circle().stroke(.red, lineWidth: 0).frame(width: 10, height: 10), width: 10, height: 10).coveredArea == 0)
        #expect(try render(Circle().stroke(.red, lineWidth: 1).frame(width: 10, height: 10), width: 10, height: 10).coveredArea > 20)
    }
}
