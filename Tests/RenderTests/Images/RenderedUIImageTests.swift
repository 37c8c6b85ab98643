import LayoutDSL
import Render
import Testing

/// `UIGraphicsImageRenderer`'s images shown with `Image(uiImage:)`: the recording drawn as paths
/// at the image's point size, upright, clipped to its frame. Exact pixels at scale 1 on a
/// transparent canvas; every edge lies on a pixel boundary.
struct RenderedUIImageTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    let white = Pixel(r: 255, g: 255, b: 255, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)

    func image(width: CGFloat = 10, height: CGFloat = 10, scale: CGFloat = 1, opaque: Bool = false,
               _ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: draw)
    }

    /// Red on the top half, blue below (drawn in UIKit's y-down user space).
    func halves(scale: CGFloat = 1) -> UIImage {
        image(scale: scale) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
    }

    @Test func drawsUprightAtItsPointSize() throws {
        let canvas = try render(Image(uiImage: halves()), width: 10, height: 10)
        #expect(canvas[0, 0] == red && canvas[9, 4] == red && canvas[0, 5] == blue && canvas[9, 9] == blue)
    }

    /// A scale-2 image is 20 pixels a side and 10 points: it draws the same at scale 1.
    @Test func scaleDividesThePixelsIntoPoints() throws {
        let doubled = halves(scale: 2)
        #expect(doubled.size == CGSize(width: 10, height: 10) && doubled.cgImage?.width == 20)
        let canvas = try render(Image(uiImage: doubled), width: 10, height: 10)
        #expect(canvas[0, 4] == red && canvas[0, 5] == blue && canvas.coveredArea == 100)
    }

    @Test func resizableStretchesToItsFrame() throws {
        let canvas = try render(Image(uiImage: halves()).resizable().frame(width: 20, height: 20), width: 20, height: 20)
        #expect(canvas[19, 9] == red && canvas[0, 10] == blue && canvas[19, 19] == blue)
    }

    /// Drawing beyond the image's bounds is cut at its frame (an image centred in 20 × 20: 5…15).
    @Test func drawingIsClippedToTheFrame() throws {
        let big = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: -5, y: -5, width: 30, height: 30))
        }
        let canvas = try render(Image(uiImage: big), width: 20, height: 20)
        #expect(canvas[5, 5] == red && canvas[14, 14] == red && canvas[4, 5] == .clear && canvas[15, 15] == .clear)
        #expect(canvas.coveredArea == 100)
    }

    /// A 2-point white line along y = 5, then a clip to the left half for a red rectangle.
    @Test func strokesAndClips() throws {
        let drawn = image { context in
            let c = context.cgContext
            c.setStrokeColor(UIColor.white.cgColor)
            c.setLineWidth(2)
            c.move(to: CGPoint(x: 0, y: 5))
            c.addLine(to: CGPoint(x: 10, y: 5))
            c.strokePath()
            c.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 8, width: 10, height: 2))
        }
        let canvas = try render(Image(uiImage: drawn), width: 10, height: 10)
        #expect(canvas[0, 4] == white && canvas[9, 5] == white && canvas[0, 3] == .clear && canvas[0, 6] == .clear)
        #expect(canvas[4, 9] == red && canvas[5, 9] == .clear && canvas[0, 8] == red)
    }

    /// The brief's example: a filled square, a ring stroked around its centre, a rounded rectangle.
    @Test func bezierPathsAndColoursDrawThroughTheCurrentContext() throws {
        let drawn = image(width: 40, height: 40) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            let c = context.cgContext
            c.setStrokeColor(UIColor.white.cgColor)
            c.setLineWidth(3)
            c.addEllipse(in: CGRect(x: 8, y: 8, width: 24, height: 24))
            c.strokePath()
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 16, y: 16, width: 8, height: 8), cornerRadius: 2).fill()
        }
        let canvas = try render(Image(uiImage: drawn), width: 40, height: 40)
        // Blue corners, the white ring on the vertical midline at its top and bottom, red in the middle.
        #expect(canvas[0, 0] == blue && canvas[39, 39] == blue && canvas[20, 2] == blue)
        #expect(canvas[20, 8] == white && canvas[19, 31] == white)
        #expect(canvas[20, 20] == red && canvas[17, 17] == red && canvas[20, 13] == blue)
    }

    /// `clear` empties the image's own pixels: the view behind shows through.
    @Test func clearRevealsWhatIsBehindTheImage() throws {
        let cleared = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let canvas = try render(ZStack { Color(red: 0, green: 0, blue: 1); Image(uiImage: cleared) }, width: 10, height: 10)
        #expect(canvas[0, 0] == blue && canvas[4, 9] == blue && canvas[5, 0] == red && canvas[9, 9] == red)
    }

    /// An opaque image is black where nothing was painted.
    @Test func opaqueImagesAreBlackWhereUnpainted() throws {
        let drawn = image(opaque: true) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let canvas = try render(Image(uiImage: drawn), width: 10, height: 10)
        #expect(canvas[4, 0] == red && canvas[5, 0] == black && canvas[9, 9] == black)
    }
}
