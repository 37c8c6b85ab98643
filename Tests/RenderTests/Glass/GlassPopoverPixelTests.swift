import LayoutDSL
import Render
import Testing

/// iOS 26's confirmation dialog drawn on an iPhone 16 at 1x over white and black
/// (docs/reference/ios26-design.md, "Confirmation dialogs and popovers"): a glass popover (the
/// menu's glass, (249, 249, 249) and (16, 16, 16), its 1 pt rim) whose arrow reaches the source,
/// capsules of `tertiarySystemFill` over the glass, and the screen around it not dimmed.
struct GlassPopoverPixelTests {
    /// A 120 x 44 pt source at (200, 600): the dialog goes above it, 240 pt wide from x 134.
    struct Options: View {
        var body: some View {
            Color.clear
                .frame(width: 120, height: 44)
                .confirmationDialog("Delete this trip?", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Delete Trip", role: .destructive) {}
                }
                .padding(EdgeInsets(top: 600 - 59, leading: 200, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .environment(\.systemDesign, .liquidGlass)
        }
    }

    private func render(_ scheme: ColorScheme) throws -> Canvas {
        try renderOnDevice(Options(), colorScheme: scheme, background: Color(.systemBackground))
    }

    @Test(arguments: [(ColorScheme.light, Pixel(r: 249, g: 249, b: 249, a: 255), Pixel(r: 233, g: 233, b: 234, a: 255),
                       Pixel(r: 255, g: 255, b: 255, a: 255)),
                      (ColorScheme.dark, Pixel(r: 16, g: 16, b: 16, a: 255), Pixel(r: 40, g: 40, b: 43, a: 255),
                       Pixel(r: 0, g: 0, b: 0, a: 255))])
    func glassAboveTheSource(scheme: ColorScheme, glass: Pixel, capsule: Pixel, screen: Pixel) throws {
        let canvas = try render(scheme)
        // Down a column through the body beside the label (x 180, 30 pt into the capsule). The
        // body: 126⅓ pt (22, a 20⅓ pt title line, 20, 48 and 16) from y 461 (`PopoverPlacement`
        // puts the popover's origin on a whole point: 600 − 13 − 126⅓ = 460⅔), a 1 pt rim inside
        // its edge at rows 461 and 586, glass between.
        #expect(canvas[180, 461] != glass && canvas[180, 462] == glass)
        #expect(canvas[180, 585] == glass && canvas[180, 586] != glass)
        // The capsule (`tertiarySystemFill` over the glass: 249 × 0.88 + 118 × 0.12 light,
        // 16 × 0.76 + 118 × 0.24 dark), 48 pt less its two edge rows, 16 pt above the bottom edge.
        let capsuleRows = (462..<586).filter { canvas[180, $0] == capsule }
        #expect(capsuleRows.count == 47 && capsuleRows.last == 570, "\(capsuleRows)")
        // The arrow below the body, over the 13 pt to the source at the source's middle (x 260),
        // with no rim across it where it joins; none 30 pt beside it.
        #expect((584...597).allSatisfy { canvas[260, $0] == glass }, "\((584...597).map { canvas[260, $0].r })")
        #expect(canvas[290, 592] != glass)
        // The screen is not dimmed: far from the popover and its shadow, its own colour.
        #expect(canvas[20, 820] == screen && canvas[380, 100] == screen && canvas[100, 300] == screen)
        // Outside the body's 32 pt corners: 3 pt in from its left edge (x 134), 3 pt below its top.
        #expect(canvas[137, 464] != glass && canvas[137 + 32, 464] == glass)
    }
}
