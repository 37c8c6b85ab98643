/// SF Symbols names in common use that neither open icon font has an icon of (see
/// scripts/symbols/sf-symbols.txt): drawn here, this project's own line art on the icons' 24-unit
/// grid, in the monoline style of the outline symbols (SF's outline forms are strokes of one
/// width with round ends; the filled forms are the same silhouettes filled, a groove cut where
/// the outline form has an inner line). Apple's artwork is not copied: each is drawn from the
/// object, a tray with its slot and a sneaker seen from the side.
///
/// The stroke follows the weight as the icon fonts' outlines do (`TextEngine.symbolOutline`
/// emboldens 0.012 em a side per 100 of weight): 1.8 units at regular.
package enum DrawnSymbol {
    /// The names drawn, in the order of their code in `SystemSymbol` (font `.drawn`).
    package static let names = ["shoe", "shoe.fill", "shoe.2", "shoe.2.fill", "tray"]

    /// The outline of the symbol with this code, in em units (the 24-unit grid scaled to 1), y down.
    package static func outline(_ code: UInt32, weight: Font.Weight) -> Path? {
        guard Int(code) < names.count else { return nil }
        let width = max(1.8 + 0.012 * 24 * 2 * CGFloat(weight.value - 400) / 100, 0.8)
        let stroke = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
        let grid: Path
        switch names[Int(code)] {
        case "shoe": grid = outlined(shoe, stroke: stroke)
        case "shoe.fill": grid = filled(shoe)
        case "shoe.2": grid = pair(outlined(shoe, stroke: stroke))
        case "shoe.2.fill": grid = pair(filled(shoe))
        default: grid = tray.strokedPath(stroke)
        }
        return grid.applying(CGAffineTransform(scaleX: 1.0 / 24, y: 1.0 / 24))
    }

    /// A sneaker from the side, toe to the right: heel and collar, the laces' slope, the toe box,
    /// the sole (clockwise on screen).
    static var shoe: Path {
        var path = Path()
        path.move(to: CGPoint(x: 2, y: 17.5))
        path.addLine(to: CGPoint(x: 2, y: 9))
        path.addQuadCurve(to: CGPoint(x: 4, y: 7), control: CGPoint(x: 2, y: 7))
        path.addLine(to: CGPoint(x: 6.5, y: 7))
        path.addQuadCurve(to: CGPoint(x: 9.5, y: 9.5), control: CGPoint(x: 7.5, y: 9.5))
        path.addLine(to: CGPoint(x: 10.5, y: 9.5))
        path.addLine(to: CGPoint(x: 15, y: 12.5))
        path.addQuadCurve(to: CGPoint(x: 22, y: 16), control: CGPoint(x: 21.5, y: 13.5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 18.5), control: CGPoint(x: 22.5, y: 18.5))
        path.addLine(to: CGPoint(x: 3, y: 18.5))
        path.addQuadCurve(to: CGPoint(x: 2, y: 17.5), control: CGPoint(x: 2, y: 18.5))
        path.closeSubpath()
        return path
    }

    /// The sole's line, from heel to toe.
    static let soleLine: (CGFloat, ClosedRange<CGFloat>) = (15.5, 2.5...21.3)

    /// The outline form: the silhouette and the sole's line, stroked.
    static func outlined(_ silhouette: Path, stroke: StrokeStyle) -> Path {
        var path = silhouette
        path.move(to: CGPoint(x: soleLine.1.lowerBound, y: soleLine.0))
        path.addLine(to: CGPoint(x: soleLine.1.upperBound, y: soleLine.0))
        return path.strokedPath(stroke)
    }

    /// The filled form: the silhouette, with the sole's groove cut (a counter-clockwise hole).
    static func filled(_ silhouette: Path) -> Path {
        var path = silhouette
        let (y, x) = soleLine
        path.move(to: CGPoint(x: x.lowerBound + 1, y: y - 0.5))
        path.addLine(to: CGPoint(x: x.lowerBound + 1, y: y + 0.5))
        path.addLine(to: CGPoint(x: x.upperBound - 1, y: y + 0.5))
        path.addLine(to: CGPoint(x: x.upperBound - 1, y: y - 0.5))
        path.closeSubpath()
        return path
    }

    /// Two shoes, the second behind and above the first, their outlines apart.
    static func pair(_ shoe: Path) -> Path {
        let scale: CGFloat = 0.72
        var path = shoe.applying(CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: 6.7, y: 1.5)))
        path.addPath(shoe.applying(CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: 0, y: 9))))
        return path
    }

    /// An inbox tray: the box, and its front's line dipping into the slot.
    static var tray: Path {
        var path = Path(roundedRect: CGRect(x: 2.5, y: 6, width: 19, height: 13), cornerRadius: 3)
        path.move(to: CGPoint(x: 2.5, y: 12.5))
        path.addLine(to: CGPoint(x: 7.5, y: 12.5))
        path.addQuadCurve(to: CGPoint(x: 9, y: 15), control: CGPoint(x: 8, y: 15))
        path.addLine(to: CGPoint(x: 15, y: 15))
        path.addQuadCurve(to: CGPoint(x: 16.5, y: 12.5), control: CGPoint(x: 16, y: 15))
        path.addLine(to: CGPoint(x: 21.5, y: 12.5))
        return path
    }
}
