import LayoutDSL
import Render
import Testing

/// iOS 26's compact date picker (Apple's iOS 26 kit, docs/reference/ios26-design.md, "Compact
/// date pickers"): its date and time are capsules at least 34 pt tall of tertiarySystemFill (118,
/// 118, 128 at 12 %), 6 pt apart; iOS 18's are rounded rectangles of corner radius 6 that hug the
/// text (17 pt body text, 6 pt above and below).
struct GlassCompactDatePickerTests {
    struct Starts: View {
        let design: SystemDesign
        var body: some View {
            // 2026-01-01 00:00 UTC
            DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_767_225_600))).labelsHidden()
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
                .environment(\.systemDesign, design)
                .accessibilityIdentifier("picker")
        }
    }

    @Test func capsulesThirtyFourPointsTall() throws {
        let glass = try layout(Starts(design: .liquidGlass))
        let compatibility = try layout(Starts(design: .compatibility))
        #expect(frame(glass, "picker").height == 34)
        #expect(frame(compatibility, "picker").height < 34)
        let size = frame(glass, "picker").size
        let pixels = try render(Starts(design: .liquidGlass), width: size.width, height: size.height)
        // A 17 pt end leaves (2, 2) outside; a 6 pt corner covers it.
        #expect(pixels[2, 2].a == 0)
        let square = try render(Starts(design: .compatibility), width: size.width, height: size.height)
        #expect(square[2, 3].a > 0)
        // Inside, the fill: 12 % of (118, 118, 128), premultiplied.
        #expect(pixels[20, 4] == Pixel(r: 14, g: 14, b: 15, a: 31))
        // Two capsules 6 pt apart: the gap between them is clear from top to bottom.
        let gaps = (0..<Int(size.width)).filter { x in (0..<34).allSatisfy { pixels[x, $0].a == 0 } }
        #expect(gaps.count == 6)
    }
}
