import LayoutDSL

/// A point mark's symbol (Apple's documentation of `ChartSymbolShape`): a shape drawn in a
/// square of the symbol's size, filled, or stroked when it is an outline.
public protocol ChartSymbolShape: Shape {
    /// The symbol's perceived size relative to its frame: iOS scales a square down so that
    /// symbols of one size look alike.
    var perceptualUnitRect: CGRect { get }
}

/// The symbols iOS gives series in turn (`.symbol(by:)`): circle, square, triangle, diamond,
/// pentagon, plus, cross, asterisk.
public struct BasicChartSymbolShape: ChartSymbolShape {
    enum Kind: CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }

    public var perceptualUnitRect: CGRect {
        switch kind {
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        default: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// Plus, cross and asterisk are strokes; the others fill.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    public func path(in rect: CGRect) -> Path {
        let r = CGRect(x: rect.minX + perceptualUnitRect.minX * rect.width, y: rect.minY + perceptualUnitRect.minY * rect.height,
                       width: perceptualUnitRect.width * rect.width, height: perceptualUnitRect.height * rect.height)
        var path = Path()
        switch kind {
        case .circle: path.addEllipse(in: r)
        case .square: path.addRect(r)
        case .triangle: path.addLines(polygon(sides: 3, in: r, rotation: 0)); path.closeSubpath()
        case .diamond:
            path.addLines([CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY), CGPoint(x: r.midX, y: r.maxY),
                           CGPoint(x: r.minX, y: r.midY)]); path.closeSubpath()
        case .pentagon: path.addLines(polygon(sides: 5, in: r, rotation: 0)); path.closeSubpath()
        case .plus: spokes(&path, count: 2, rotation: 0, in: r)
        case .cross: spokes(&path, count: 2, rotation: .pi / 4, in: r)
        case .asterisk: spokes(&path, count: 3, rotation: 0, in: r)
        }
        return path
    }

    /// A regular polygon's corners, the first at twelve o'clock, inscribed in `rect`'s circle.
    private func polygon(sides: Int, in rect: CGRect, rotation: Double) -> [CGPoint] {
        (0..<sides).map { i in
            let angle = rotation - .pi / 2 + Double(i) * 2 * .pi / Double(sides)
            return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
        }
    }

    /// Lines through the centre: a plus (two), an asterisk (three).
    private func spokes(_ path: inout Path, count: Int, rotation: Double, in rect: CGRect) {
        for i in 0..<count {
            let angle = rotation + Double(i) * .pi / Double(count) + (count == 3 ? .pi / 2 : 0)
            let dx = rect.width / 2 * cos(angle), dy = rect.height / 2 * sin(angle)
            path.move(to: CGPoint(x: rect.midX - dx, y: rect.midY - dy))
            path.addLine(to: CGPoint(x: rect.midX + dx, y: rect.midY + dy))
        }
    }
}

/// A symbol of any shape, as marks keep it.
struct AnyChartSymbolShape {
    let shape: AnyShape
    let unitRect: CGRect
    let isStroked: Bool

    init<S: ChartSymbolShape>(_ symbol: S) {
        shape = AnyShape(symbol)
        unitRect = symbol.perceptualUnitRect
        isStroked = (symbol as? BasicChartSymbolShape)?.isStroked ?? false
    }

    static let sequence = BasicChartSymbolShape.Kind.allCases.map { AnyChartSymbolShape(BasicChartSymbolShape(kind: $0)) }
}
