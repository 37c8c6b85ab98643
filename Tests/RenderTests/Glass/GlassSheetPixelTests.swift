import LayoutDSL
import Render
import Testing

/// iOS 26's sheet at the medium detent on an iPhone 16 at 1x over a white presenter
/// (docs/reference/ios26-design.md, "Sheets"): the presenter in place, dimmed with black at 20 %
/// (48 % in dark mode: the alert's, measured as 0.80 and 0.51 of the presenter's pixels); the card
/// floats 8 pt from the screen's sides and bottom, so the dimmed presenter shows in the gaps, its
/// glass read as the measured colours.
struct GlassSheetPixelTests {
    private func render(_ scheme: ColorScheme) throws -> Canvas {
        let view = Color.white.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) { Color.clear.presentationDetents([.medium]) }
            .environment(\.systemDesign, .liquidGlass)
        return try renderOnDevice(view, colorScheme: scheme)
    }

    @Test func aMediumSheetFloatsOverTheDimmedPresenter() throws {
        let light = try render(.light), dark = try render(.dark)
        let dimmedLight = Pixel(r: 204, g: 204, b: 204, a: 255)
        // Above the card (its top at 455.5 pt), beside it (x < 8) and below it (y > 844).
        #expect(light[196, 300] == dimmedLight && light[3, 700] == dimmedLight && light[196, 848] == dimmedLight)
        // The card's glass where no content covers it: (235, 235, 235), (42, 43, 42) in dark mode.
        #expect(light[196, 700] == Pixel(r: 235, g: 235, b: 235, a: 255) && light[12, 700] == light[196, 700])
        #expect(dark[196, 700] == Pixel(r: 42, g: 43, b: 42, a: 255))
        let dimmedDark = dark[196, 300]
        #expect(abs(Int(dimmedDark.r) - 133) <= 1 && dimmedDark.r == dimmedDark.g && dimmedDark.g == dimmedDark.b)
        #expect(dark[3, 700] == dimmedDark && dark[196, 848] == dimmedDark)
        // The card's bottom corners are round (37 pt): 2 pt in from its corner, the presenter shows.
        #expect(light[10, 842] == dimmedLight && light[60, 842] != dimmedLight)
    }
}
