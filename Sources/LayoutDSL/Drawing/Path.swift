/// A 2D outline, as SwiftUI's `Path`: subpaths of lines and Bézier curves.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }
    init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last element's end point, or after a close the start of the last subpath (Core
    /// Graphics' rule). Read from the end, so that building a path point by point, which asks for
    /// it at each `addLine(to:)`, stays linear in its length.
    public var currentPoint: CGPoint? {
        var closed = false
        for element in elements.reversed() {
            switch element {
            case .move(let p): return p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): if !closed { return p }
            case .closeSubpath: closed = true
            }
        }
        return nil
    }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p) } else { elements.append(.line(to: p)) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Four cubic arcs, each within 0.03% of a true ellipse (the standard κ = 0.5523 control distance).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let kx = r.width / 2 * Path.kappa, ky = r.height / 2 * Path.kappa
        let (cx, cy) = (r.midX, r.midY)
        let t = transform
        move(to: CGPoint(x: r.maxX, y: cy).applying(t))
        addCurve(to: CGPoint(x: cx, y: r.maxY).applying(t), control1: CGPoint(x: r.maxX, y: cy + ky).applying(t),
                 control2: CGPoint(x: cx + kx, y: r.maxY).applying(t))
        addCurve(to: CGPoint(x: r.minX, y: cy).applying(t), control1: CGPoint(x: cx - kx, y: r.maxY).applying(t),
                 control2: CGPoint(x: r.minX, y: cy + ky).applying(t))
        addCurve(to: CGPoint(x: cx, y: r.minY).applying(t), control1: CGPoint(x: r.minX, y: cy - ky).applying(t),
                 control2: CGPoint(x: cx - kx, y: r.minY).applying(t))
        addCurve(to: CGPoint(x: r.maxX, y: cy).applying(t), control1: CGPoint(x: cx + kx, y: r.minY).applying(t),
                 control2: CGPoint(x: r.maxX, y: cy - ky).applying(t))
        closeSubpath()
    }

    static let kappa: CGFloat = 0.5522847498307936

    /// An arc of a circle in y-down coordinates: `clockwise` is as it appears on screen reversed,
    /// matching SwiftUI (whose flipped coordinates make `clockwise: true` run counterclockwise on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        guard start.isFinite, endAngle.radians.isFinite, radius.isFinite else { return }
        // Bring the end within one turn before (clockwise) or after the start, by arithmetic: a
        // loop of 2π steps ran 10¹¹ times for an end of 10¹² radians. More than one full turn
        // draws the full circle once (reliability issue, item 6).
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - start
        if clockwise, sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
        if !clockwise, sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
        sweep = min(max(sweep, -turn), turn)
        let end = start + sweep
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(transform)
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<segments {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            func point(_ x: Double, _ y: Double) -> CGPoint {
                CGPoint(x: center.x + radius * x, y: center.y + radius * y).applying(transform)
            }
            addCurve(to: point(p1.x, p1.y), control1: point(p0.x - k * p0.y, p0.y + k * p0.x),
                     control2: point(p1.x + k * p1.y, p1.y - k * p1.x))
        }
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var path = Path()
        path.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        return path
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The smallest rectangle containing all points, control points included (as `CGPath.boundingBox`).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A `Path` is a shape drawn as is.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
