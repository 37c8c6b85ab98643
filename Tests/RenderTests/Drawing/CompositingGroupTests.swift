import LayoutDSL
@testable import Render
import Testing

/// SwiftUI applies a container's opacity to each child, so overlapping children show through
/// each other, unless `compositingGroup()` (or `drawingGroup()`) flattens them first.
struct CompositingGroupTests {
    private func overlapping() -> some View {
        ZStack {
            Color.red.frame(width: 10, height: 10).offset(x: -3)
            Color.blue.frame(width: 10, height: 10).offset(x: 3)
        }
    }

    /// The stack spans x 2…18: red alone at 3, both at 9 (the overlap is 8…12): red at half strength, then blue at half strength over it.
    @Test func opacityReachesEachChild() throws {
        let canvas = try render(overlapping().opacity(0.5), width: 20, height: 10)
        // Red (255, 56, 60) at 50 % premultiplied is (128, 28, 30, 128); blue (0, 136, 255) at
        // 50 % is (0, 68, 128, 128); source-over keeps 127/255 of the red.
        #expect(canvas[9, 5] == Pixel(r: 64, g: 82, b: 143, a: 192))
        #expect(canvas[3, 5] == Pixel(r: 128, g: 28, b: 30, a: 128))
    }

    /// Flattened first, only the top child shows in the overlap, at half strength.
    @Test(arguments: [true, false])
    func compositingGroupFlattensBeforeOpacity(drawingGroup: Bool) throws {
        let view = overlapping()
        let canvas = drawingGroup
            ? try render(view.drawingGroup().opacity(0.5), width: 20, height: 10)
            : try render(view.compositingGroup().opacity(0.5), width: 20, height: 10)
        #expect(canvas[9, 5] == Pixel(r: 0, g: 68, b: 128, a: 128))
        #expect(canvas[3, 5] == Pixel(r: 128, g: 28, b: 30, a: 128))
    }

    /// A group inside the opacity does not change it: the opacity is outside the group's subtree.
    @Test func opacityInsideTheGroupStillReachesEachChild() throws {
        let inner = try render(overlapping().opacity(0.5).compositingGroup(), width: 20, height: 10)
        let plain = try render(overlapping().opacity(0.5), width: 20, height: 10)
        #expect(inner == plain)
    }

    /// Nested opacities multiply down to the items.
    @Test func nestedOpacitiesMultiply() throws {
        let canvas = try render(Color.white.frame(width: 4, height: 4).opacity(0.5).opacity(0.5), width: 4, height: 4)
        #expect(canvas[1, 1] == Pixel(r: 64, g: 64, b: 64, a: 64))
    }
}
