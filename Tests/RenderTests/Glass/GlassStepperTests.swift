import LayoutDSL
import Render
import Testing

/// iOS 26's stepper (Apple's iOS 26 UI kit, as `Stepper` cites it): a 92×32 capsule of
/// quaternarySystemFill (116, 116, 128 at 8 %) with a 1×24 divider in tertiaryLabel; iOS 18's is a
/// 94×32 rounded rectangle of tertiarySystemFill with an 18 pt separator.
struct GlassStepperTests {
    struct Quantity: View {
        let design: SystemDesign
        var body: some View {
            Stepper("Quantity", value: .constant(1), in: 0...3).labelsHidden()
                .environment(\.systemDesign, design)
        }
    }

    @Test func aCapsuleWithALongerDivider() throws {
        let glass = try render(Quantity(design: .liquidGlass), width: 92, height: 32)
        let compatibility = try render(Quantity(design: .compatibility), width: 94, height: 32)
        // The capsule's 16 pt ends leave (2, 2) outside; 8 pt corners cover it.
        #expect(glass[2, 2].a == 0)
        #expect(compatibility[2, 2].a > 0)
        // Inside, the fill: 8 % of (116, 116, 128), premultiplied.
        #expect(glass[8, 16] == Pixel(r: 9, g: 9, b: 10, a: 20))
        // The divider (x 45.5…46.5, centred) reaches 5 pt from the top in iOS 26 (24 pt tall), not in iOS 18 (18 pt).
        #expect(glass[46, 5].a > glass[30, 5].a)
        #expect(compatibility[47, 5].a == compatibility[30, 5].a)
    }
}
