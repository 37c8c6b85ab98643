import LayoutDSL
import Render
import Testing

/// The rasterizer's cells are one buffer per thread, reused shape after shape: each shape must
/// find them zero, including the two cells past the right edge that only a shape cut by the
/// canvas writes and that the mask never reads.
struct RasterCellsTests {
    func band(from x0: CGFloat, to x1: CGFloat) throws -> Canvas {
        try render(Path(CGRect(x: x0, y: 0, width: x1 - x0, height: 20)).fill(.black), width: 20, height: 20)
    }

    /// A band running off the canvas's right side (cells 5 and 6 of its 7 per row written), then
    /// a band six pixels wide (8 cells per row, the earlier rows' leftovers would land inside it):
    /// both exact, drawn one after the other on one thread.
    @Test func cellsAreZeroForTheNextShape() throws {
        for _ in 0..<2 {
            let cut = try band(from: 15.5, to: 30)
            let inside = try band(from: 10.5, to: 16)
            for y in 0..<20 {
                #expect((14...19).map { Int(cut.alpha($0, y)) } == [0, 128, 255, 255, 255, 255], "row \(y)")
                #expect((9...16).map { Int(inside.alpha($0, y)) } == [0, 128, 255, 255, 255, 255, 255, 0], "row \(y)")
            }
        }
    }

    /// A circle too large for the thread's buffer to keep (`RasterCells.retainedLimit` is 16 M cells;
    /// this one needs 4,098 x 4,096) draws from a buffer of its own, exactly as a small one.
    @Test func largeShapeTakesItsOwnBuffer() throws {
        let canvas = try render(Circle().fill(.black).frame(width: 4096, height: 4096), width: 4096, height: 4096)
        #expect(canvas.alpha(2048, 2048) == 255 && canvas.alpha(0, 0) == 0 && canvas.alpha(5, 2048) == 255)
        let small = try band(from: 10.5, to: 16)
        #expect((9...16).map { Int(small.alpha($0, 10)) } == [0, 128, 255, 255, 255, 255, 255, 0])
    }
}
