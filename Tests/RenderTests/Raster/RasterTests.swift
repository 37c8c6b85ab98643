import LayoutDSL
import Render
import Testing

struct RasterTests {
    /// Pixel-aligned rectangles at integer scales fill exactly: no soft edges.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func alignedRectIsExact(scale: CGFloat) throws {
        let canvas = try render(Color.red.frame(width: 10, height: 5).position(x: 7, y: 4.5), width: 20, height: 10, scale: scale)
        let red = Pixel(r: 255, g: 56, b: 60, a: 255)
        let (x0, y0) = (Int(2 * scale), Int(2 * scale)), (x1, y1) = (Int(12 * scale), Int(7 * scale))
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let inside = x >= x0 && x < x1 && y >= y0 && y < y1
                #expect(canvas[x, y] == (inside ? red : .clear), "pixel \(x),\(y)")
            }
        }
    }

    /// An edge through the middle of a pixel covers exactly half of it.
    @Test func halfPixelEdgeIsHalfCovered() throws {
        let canvas = try render(Color.black.frame(width: 3.5, height: 2).position(x: 1.75, y: 1), width: 6, height: 2)
        #expect(canvas.alpha(2, 0) == 255)
        #expect(canvas.alpha(3, 0) == 128)
        #expect(canvas.alpha(4, 0) == 0)
    }

    /// A circle's coverage is the same in all eight octants and sums to πr² within 0.5%.
    @Test func circleCoverageIsSymmetricAndExact() throws {
        let canvas = try render(Circle().fill(.black).frame(width: 40, height: 40), width: 40, height: 40)
        let area = Double.pi * 20 * 20
        #expect(abs(canvas.coveredArea - area) / area < 0.005)
        for y in 0..<20 {
            for x in 0..<20 {
                let a = canvas.alpha(x, y)
                let mirrors = [canvas.alpha(39 - x, y), canvas.alpha(x, 39 - y), canvas.alpha(39 - x, 39 - y),
                               canvas.alpha(y, x), canvas.alpha(39 - y, x), canvas.alpha(y, 39 - x), canvas.alpha(39 - y, 39 - x)]
                for m in mirrors { #expect(abs(Int(m) - Int(a)) <= 1, "octant mismatch at \(x),\(y)") }
            }
        }
    }

    /// Butt caps end at the endpoint; square caps reach half the width beyond; round caps a half disc.
    @Test func strokeCaps() throws {
        func line(_ cap: CGLineCap) throws -> Canvas {
            try render(Path { $0.move(to: CGPoint(x: 10, y: 10)); $0.addLine(to: CGPoint(x: 30, y: 10)) }
                .stroke(.black, style: StrokeStyle(lineWidth: 8, lineCap: cap)), width: 40, height: 20)
        }
        let butt = try line(.butt), square = try line(.square), round = try line(.round)
        #expect(abs(butt.coveredArea - 20 * 8) < 0.01)
        #expect(abs(square.coveredArea - 28 * 8) < 0.01)
        #expect(abs(round.coveredArea - (20 * 8 + .pi * 16)) < 0.5)
        #expect(butt.alpha(9, 10) == 0 && square.alpha(9, 10) == 255 && square.alpha(6, 10) == 255 && square.alpha(5, 10) == 0)
    }

    /// A right-angle miter join fills the outer corner square; a bevel cuts it diagonally.
    @Test func strokeJoins() throws {
        func corner(_ join: CGLineJoin) throws -> Canvas {
            try render(Path { $0.addLines([CGPoint(x: 5, y: 30), CGPoint(x: 20, y: 30), CGPoint(x: 20, y: 5)]) }
                .stroke(.black, style: StrokeStyle(lineWidth: 10, lineJoin: join)), width: 40, height: 40)
        }
        let miter = try corner(.miter), bevel = try corner(.bevel), round = try corner(.round)
        // The outer corner square spans x 20…25, y 30…35: full for miter, half for bevel.
        #expect(miter.alpha(24, 34) == 255)
        #expect(bevel.alpha(24, 34) == 0)
        #expect(abs(miter.coveredArea - bevel.coveredArea - 12.5) < 0.05)
        #expect(round.coveredArea > bevel.coveredArea && round.coveredArea < miter.coveredArea)
    }

    /// Clipping to a pixel-aligned rectangle cuts exactly; to a circle, antialiased.
    @Test func clipEdges() throws {
        let square = try render(Color.black.frame(width: 20, height: 20).frame(width: 10, height: 20, alignment: .leading).clipped(),
                                width: 10, height: 20)
        #expect(square.coveredArea == 200)
        let round = try render(Color.black.frame(width: 20, height: 20).clipShape(Circle()), width: 20, height: 20)
        #expect(abs(round.coveredArea - .pi * 100) / (.pi * 100) < 0.005)
        #expect(round.alpha(10, 10) == 255 && round.alpha(0, 0) == 0)
        #expect((1...254).contains(round.alpha(2, 3)))
    }

    /// Gradients hit their stop colors at the stop locations.
    @Test func linearGradientStops() throws {
        let canvas = try render(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 256, height: 1), width: 256, height: 1)
        #expect(canvas[0, 0].r <= 1)
        #expect(canvas[255, 0].r >= 254)
        #expect(abs(Int(canvas[128, 0].r) - 128) <= 1)
    }

    /// System colors resolve per color scheme (iOS 26's systemBlue light / dark, and iOS 18's in the compatibility design).
    @Test func darkModeColors() throws {
        let light = try render(Color.blue, width: 1, height: 1)
        let dark = try render(Color.blue, width: 1, height: 1, colorScheme: .dark)
        #expect(light[0, 0] == Pixel(r: 0, g: 136, b: 255, a: 255))
        #expect(dark[0, 0] == Pixel(r: 0, g: 145, b: 255, a: 255))
        let compatible = try SystemDesign.$current.withValue(.compatibility) { try render(Color.blue, width: 1, height: 1) }
        #expect(compatible[0, 0] == Pixel(r: 0, g: 122, b: 255, a: 255))
        let background = try render(Color(.systemBackground), width: 1, height: 1, colorScheme: .dark)
        #expect(background[0, 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }
}
