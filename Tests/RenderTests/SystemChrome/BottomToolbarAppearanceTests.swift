import LayoutDSL
import Render
import Testing

/// The bottom toolbar (`.bottomBar` items) on an iPhone 16: transparent while the list's end is
/// in view (UIToolbar's scroll-edge appearance), its material and hairline once rows pass under
/// it, and `toolbarBackground(_:for: .bottomBar)`'s style when made visible.
struct BottomToolbarAppearanceTests {
    func notes(rows: Int, visible: Visibility = .automatic) -> some View {
        NavigationStack {
            List(0..<rows, id: \.self) { Text("Note \($0)") }
                .navigationTitle("Notes")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("\(rows) Notes") } }
                .toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .bottomBar)
                .toolbarBackground(visible, for: .bottomBar)
        }
    }

    /// A pixel of the bar clear of its item: 20 pt from the leading edge, 10 pt below its top.
    func barPixel(_ canvas: Canvas) -> Pixel { canvas[20, Int(Device.iPhone16.size.height) - 34 - 39] }

    @Test func transparentAtTheScrollEdge() throws {
        // Three rows end far above the bar: the grouped list's background shows through.
        #expect(barPixel(try renderOnDevice(notes(rows: 3))) == Pixel(r: 242, g: 242, b: 247, a: 255))
    }

    @Test func styleShownWhenVisibleOrWhenContentIsUnder() throws {
        #expect(barPixel(try renderOnDevice(notes(rows: 3, visible: .visible))) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(barPixel(try renderOnDevice(notes(rows: 40))) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(barPixel(try renderOnDevice(notes(rows: 40, visible: .hidden))) != Pixel(r: 0, g: 0, b: 255, a: 255))
    }
}
