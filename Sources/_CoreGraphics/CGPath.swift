import Foundation

/// An immutable graphics path (Apple's documentation of `CGPath`): moves, lines, quadratic and
/// cubic curves and closes, in user space. Arcs, ellipses and rounded rectangles are stored as
/// the cubic Bézier curves Core Graphics builds them from, so every consumer (SwiftUI's
/// `Path(_:)`, the renderer) reads the same four kinds of element.
///
/// `@unchecked Sendable` as Core Graphics' `CGPath` is: a `CGPath` never changes once made
/// (only the `CGMutablePath` subclass appends elements), which a non-final class cannot state.
public class CGPath: @unchecked Sendable {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }
    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (the start of the subpath after a close); zero when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect { bounds(points: elements.flatMap(Self.allPoints)) }

    /// The smallest rectangle holding the path's curves (extrema of the curves, not their
    /// control points).
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): points.append(p); current = p; start = p
            case .line(let p): points.append(p); current = p
            case let .quad(p, c):
                points += Self.quadExtrema(current, c, p) + [p]; current = p
            case let .cubic(p, c1, c2):
                points += Self.cubicExtrema(current, c1, c2, p) + [p]; current = p
            case .close: current = start
            }
        }
        return bounds(points: points)
    }

    private func bounds(points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func allPoints(_ element: Element) -> [CGPoint] {
        switch element {
        case .move(let p), .line(let p): [p]
        case let .quad(p, c): [c, p]
        case let .cubic(p, c1, c2): [c1, c2, p]
        case .close: []
        }
    }

    private static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
        }
        var ts: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            if denominator != 0 { ts.append((a - b) / denominator) }
        }
        return ts.filter { $0 > 0 && $0 < 1 }.map(at)
    }

    private static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }
        var ts: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative's roots: a t² + b t + c = 0.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { ts.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }.map(at)
    }

    /// Calls `block` with each element, its points in a buffer that lives for the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case let .quad(p, c): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case let .cubic(p, c1, c2): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            block(&element)
        }
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: CGPath.transformed(elements, transform?.pointee ?? .identity))
    }

    static func transformed(_ elements: [Element], _ t: CGAffineTransform) -> [Element] {
        guard t != .identity else { return elements }
        return elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case let .quad(p, c): .quad(p.applying(t), control: c.applying(t))
            case let .cubic(p, c1, c2): .cubic(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
    }

    /// Whether a point is inside the path's filled area (the curves flattened to lines).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0, crossings = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x { crossings += 1; winding += b.y > a.y ? 1 : -1 }
        }
        for element in CGPath.transformed(elements, transform) {
            switch element {
            case .move(let p): edge(current, start); start = p; current = p
            case .line(let p): edge(current, p); current = p
            case let .quad(p, c):
                var previous = current
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let q = CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                    edge(previous, q); previous = q
                }
                current = p
            case let .cubic(p, c1, c2):
                var previous = current
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y)
                    edge(previous, q); previous = q
                }
                current = p
            case .close: edge(current, start); current = start
            }
        }
        edge(current, start)
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }
}

extension CGPath: Equatable {
    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
}
