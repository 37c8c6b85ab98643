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

    /// A wide frame with a window (even-odd): 181 cells a row in blocks of 16, edges in four of
    /// them; the mask steps over the untouched blocks, and each run between edges keeps its
    /// coverage: full, then none inside the window, then full again.
    @Test func runsBetweenDistantEdgesAreExact() throws {
        let shape = Path {
            $0.addRect(CGRect(x: 10.5, y: 0, width: 180, height: 4))
            $0.addRect(CGRect(x: 100.25, y: 1, width: 20.5, height: 2))
        }
        let canvas = try render(shape.fill(.black, style: FillStyle(eoFill: true)), width: 200, height: 4)
        for y in 0..<4 {
            let window = y == 1 || y == 2
            for x in 0..<200 {
                let expected: UInt8
                switch x {
                case 10, 190: expected = 128
                case 100, 120: expected = window ? 64 : 255
                case 101..<120: expected = window ? 0 : 255
                case 11..<190: expected = 255
                default: expected = 0
                }
                #expect(canvas.alpha(x, y) == expected, "pixel \(x),\(y)")
            }
        }
    }
}
