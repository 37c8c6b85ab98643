import CoreGraphics
import LayoutDSL
import Testing

/// `CGContext` records paintings as data (`CGContext.Command`): paths in device space (pixels,
/// y up, as UIKit's image contexts sit over their bitmap), colours, fill rules, pens and clips.
/// Drawn through UIKit's image renderer at scale 1 on a 40 × 40 image, so a user-space point
/// (x, y) is device point (x, 40 − y).
struct CGContextTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    func record(scale: CGFloat = 1, _ draw: (CGContext) -> Void) -> [CGContext.Command] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { draw($0.cgContext) }
        return image.cgImage?.commands ?? []
    }

    /// A closed polygon through device points.
    func polygon(_ points: [(CGFloat, CGFloat)]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        path.closeSubpath()
        return path
    }

    @Test func fillsRecordTheRectangleInDeviceSpace() {
        let commands = record { c in
            #expect(c.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 40))
            c.setFillColor(Self.red)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(commands == [CGContext.Command(.fill(.winding), path: polygon([(0, 40), (10, 40), (10, 20), (0, 20)]), color: Self.red)])
    }

    /// At scale 2 the bitmap is 80 pixels a side and user space still 40 points.
    @Test func scaleMultipliesTheBitmapAndTheBaseTransform() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(image.cgImage?.width == 80 && image.cgImage?.height == 80)
        #expect(image.scale == 2 && image.size == CGSize(width: 40, height: 40))
        #expect(image.cgImage?.commands.map(\.path) == [polygon([(0, 80), (20, 80), (20, 60), (0, 60)])])
        #expect(image.cgImage?.commands.first?.color == .black)
    }

    /// Points are mapped by the CTM of the moment they are added; the pen by the CTM when stroking.
    @Test func strokesKeepThePenOfTheMomentOfStroking() {
        let commands = record { c in
            c.move(to: CGPoint(x: 0, y: 0))
            c.saveGState()
            c.translateBy(x: 5, y: 5)
            c.scaleBy(x: 2, y: 2)
            c.addLine(to: CGPoint(x: 10, y: 0))
            c.setLineWidth(3)
            c.setLineCap(.round)
            c.setLineJoin(.bevel)
            c.setLineDash(phase: 1, lengths: [2, 1])
            c.strokePath()
            c.restoreGState()
            #expect(c.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 40))
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 40))
        path.addLine(to: CGPoint(x: 25, y: 35))
        let pen = CGContext.Stroke(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dashPhase: 1, dashLengths: [2, 1],
                                   transform: CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 0))
        #expect(commands == [CGContext.Command(.stroke(pen), path: path, color: .black)])
    }

    @Test func drawPathPaintsTheFillThenTheStrokeAndEmptiesThePath() {
        let commands = record { c in
            c.setFillColor(Self.red)
            c.setStrokeColor(gray: 1, alpha: 1)
            c.setAlpha(0.5)
            c.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            c.drawPath(using: .eoFillStroke)
            #expect(c.isPathEmpty)
            c.strokePath()
        }
        let square = polygon([(0, 40), (40, 40), (40, 0), (0, 0)])
        #expect(commands == [
            CGContext.Command(.fill(.evenOdd), path: square, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
            CGContext.Command(.stroke(CGContext.Stroke(transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))),
                              path: square, color: CGColor(gray: 1, alpha: 0.5)),
        ])
    }

    /// Clips apply to later paintings until the state saved before them is restored; `clear` is a
    /// fill in the clear blend mode.
    @Test func clipsAndClearAreRecordedWithEachPainting() {
        let commands = record { c in
            c.saveGState()
            c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
            #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 40))
            c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            c.restoreGState()
            c.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(commands.map(\.clip) == [[CGContext.Clip(path: polygon([(0, 40), (20, 40), (20, 0), (0, 0)]))], []])
        #expect(commands.map(\.blendMode) == [.normal, .clear])
    }

    /// An arc of a circle under an uneven scale stays the scaled circle: an ellipse in device space.
    @Test func ellipsesFollowTheTransformOfTheMoment() {
        let commands = record { c in
            c.scaleBy(x: 2, y: 1)
            c.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let box = commands.first?.path.boundingBoxOfPath ?? .null
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.minY - 30) < 1e-9 && abs(box.maxY - 40) < 1e-9)
    }

    /// UIKit's colours and paths draw into the renderer's context, which is current only during its actions.
    @Test func uiKitDrawsIntoTheCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let commands = record { _ in
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            path.usesEvenOddFillRule = true
            path.fill()
            UIColor.white.setStroke()
            path.lineWidth = 4
            path.stroke()
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(commands.map(\.operation) == [.fill(.evenOdd), .stroke(CGContext.Stroke(lineWidth: 4, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)))])
        #expect(commands.map(\.color) == [Self.red, CGColor(red: 1, green: 1, blue: 1, alpha: 1)])
    }

    @Test func imageContextsHoldWhatIsDrawnUntilEnded() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), true, 3)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image?.cgImage?.width == 30 && image?.cgImage?.height == 15 && image?.cgImage?.alphaInfo == .noneSkipFirst)
        #expect(image?.cgImage?.commands.count == 1 && image?.size == CGSize(width: 10, height: 5))
    }

    /// `currentImage` is what is drawn so far; the renderer's bounds' origin is the image's top left.
    @Test func currentImageAndBoundsOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var halfway: UIImage?
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format).image { context in
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
            halfway = context.currentImage
            context.stroke(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(halfway?.cgImage?.commands.count == 1 && image.cgImage?.commands.count == 2)
        #expect(image.cgImage?.commands.first?.path == polygon([(0, 20), (5, 20), (5, 15), (0, 15)]))
    }
}
