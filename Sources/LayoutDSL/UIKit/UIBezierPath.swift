/// UIKit's path, for SwiftUI shapes written as `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`:
/// it builds a SwiftUI `Path`, and `cgPath` hands it back. Its drawing properties are what
/// `fill()` and `stroke()` paint the current context with (UIBezierPath+Drawing.swift).
///
/// `@unchecked Sendable` so that a `Shape` (Sendable, as iOS 18's is) may keep one it built; as
/// UIKit's, the path is not synchronized: it is built on one thread, then read.
public final class UIBezierPath: @unchecked Sendable {
    public private(set) var path = Path()
    public var lineWidth: CGFloat = 1
    public var lineCapStyle = CGLineCap.butt
    public var lineJoinStyle = CGLineJoin.miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    /// Set by `setLineDash(_:count:phase:)`.
    var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    public init() {}
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { path = Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// Only the corners named are rounded, each to `cornerRadii` (UIKit rounds with circular
    /// arcs of the width; SwiftUI's uneven rounded rectangle draws the same corners).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        let radii = RectangleCornerRadii(topLeading: corners.contains(.topLeft) ? r : 0,
                                         bottomLeading: corners.contains(.bottomLeft) ? r : 0,
                                         bottomTrailing: corners.contains(.bottomRight) ? r : 0,
                                         topTrailing: corners.contains(.topRight) ? r : 0)
        path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
    }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's angles are in radians and its `clockwise` is on screen (y down), which is
        // SwiftUI Path's `clockwise: false`.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public init(cgPath: CGPath) { path = Path(cgPath) }

    public var cgPath: CGPath { path.cgPath }
    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func close() { path.closeSubpath() }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The same outline drawn the other way (UIKit's `reversing()`): each subpath from its end
    /// to its start, its curves' control points swapped, a closed one still closed. Filled with
    /// the nonzero rule, a reversed subpath inside another cuts a hole.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = UIBezierPath.reversed(path)
        return reversed
    }

    static func reversed(_ path: Path) -> Path {
        /// A subpath: its start, its segments (each with the point it starts from), whether closed.
        struct Segment { let from: CGPoint; let element: Path.Element }
        var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let to):
                subpaths.append((to, [], false))
                current = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                if subpaths.isEmpty { subpaths.append((current, [], false)) }
                subpaths[subpaths.count - 1].segments.append(Segment(from: current, element: element))
                current = to
            case .closeSubpath:
                if !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].closed = true
                    current = subpaths[subpaths.count - 1].start
                }
            }
        }
        var result = Path()
        for subpath in subpaths {
            var end = subpath.start
            if let last = subpath.segments.last {
                switch last.element {
                case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): end = to
                default: break
                }
            }
            result.move(to: end)
            for segment in subpath.segments.reversed() {
                switch segment.element {
                case .line: result.addLine(to: segment.from)
                case .quadCurve(_, let control): result.addQuadCurve(to: segment.from, control: control)
                case .curve(_, let control1, let control2): result.addCurve(to: segment.from, control1: control2, control2: control1)
                default: break
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
    /// SwiftUI's path of Core Graphics' (`Path(_:)`): the same moves, lines, curves and closes.
    public init(_ cgPath: CGPath) {
        self.init()
        var path = self
        cgPath.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: path.move(to: points[0])
            case .addLineToPoint: path.addLine(to: points[0])
            case .addQuadCurveToPoint: path.addQuadCurve(to: points[1], control: points[0])
            case .addCurveToPoint: path.addCurve(to: points[2], control1: points[0], control2: points[1])
            case .closeSubpath: path.closeSubpath()
            }
        }
        self = path
    }

    /// The path as Core Graphics' (SwiftUI's `Path.cgPath`), for code that hands it to UIKit or
    /// builds a new `Path` from it. SwiftUI's arcs and rounded corners are already curves.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case .move(let to): path.move(to: to)
            case .line(let to): path.addLine(to: to)
            case let .quadCurve(to, control): path.addQuadCurve(to: to, control: control)
            case let .curve(to, control1, control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
