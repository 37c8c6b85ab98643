import LayoutDSL
import Render
import Testing

/// `Image(_:scale:orientation:label:)`: the bitmap turned and flipped as its orientation says,
/// and `Image(size:…renderer:)`, a graphics context's drawing as an image. Exact pixels at scale 1.
struct ImageOrientationTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    /// `Color.red`, iOS's system red.
    let systemRed = Pixel(r: 255, g: 56, b: 60, a: 255)

    /// A 4 × 2 bitmap: red in its top-left 1 × 1 pixel, blue elsewhere.
    func marked() throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        return try #require(image.cgImage)
    }

    /// Where the red pixel shows, and the image's size, for each orientation (TIFF's eight).
    @Test(arguments: [
        (Image.Orientation.up, 4, 2, 0, 0),
        (.upMirrored, 4, 2, 3, 0),
        (.down, 4, 2, 3, 1),
        (.downMirrored, 4, 2, 0, 1),
        (.right, 2, 4, 1, 0),          // a quarter clockwise: the top-left goes to the top-right
        (.left, 2, 4, 0, 3),           // a quarter anticlockwise: to the bottom-left
        (.leftMirrored, 2, 4, 0, 0),   // transposed
        (.rightMirrored, 2, 4, 1, 3),  // transversed
    ])
    func orientationTurnsTheBitmap(orientation: Image.Orientation, width: Int, height: Int, x: Int, y: Int) throws {
        let canvas = try render(Image(try marked(), scale: 1, orientation: orientation, label: Text("Mark")),
                                width: CGFloat(width), height: CGFloat(height))
        #expect(canvas[x, y] == red)
        #expect(canvas.coveredArea == Double(width * height))
        let reds = (0..<width).flatMap { column in (0..<height).map { (column, $0) } }.filter { canvas[$0.0, $0.1] == red }
        #expect(reds.count == 1)
    }

    @Test func rawValuesAndCases() {
        #expect(Image.Orientation.allCases.count == 8)
        #expect(Image.Orientation(rawValue: Image.Orientation.rightMirrored.rawValue) == .rightMirrored)
    }

    /// The renderer draws in the image's 4 × 4 points; resizable, the drawing stretches to 8 × 8;
    /// opaque, the undrawn part is black.
    @Test func drawnImages() throws {
        let drawn = Image(size: CGSize(width: 4, height: 4)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.red))
        }
        let plain = try render(drawn, width: 4, height: 4)
        #expect(plain[1, 3] == systemRed && plain[2, 0] == .clear && plain.coveredArea == 8)
        let stretched = try render(drawn.resizable().frame(width: 8, height: 8), width: 8, height: 8)
        #expect(stretched[3, 7] == systemRed && stretched[4, 0] == .clear)
        let opaque = Image(size: CGSize(width: 4, height: 4), opaque: true) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.red))
        }
        #expect(try render(opaque, width: 4, height: 4)[3, 3] == black)
    }
}
