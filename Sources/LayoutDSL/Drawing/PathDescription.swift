import Foundation

/// A path as text and back (Apple's documentation of `Path.description` and `Path.init?(_:)`:
/// "A description of the path that may be used to recreate the path"): each element as its
/// points' coordinates followed by an operator, PostScript-style: `x y m` (move), `x y l` (line),
/// `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve), `h` (close).
extension Path: LosslessStringConvertible {
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): return "\(Self.number(p.x)) \(Self.number(p.y)) m"
            case .line(let p): return "\(Self.number(p.x)) \(Self.number(p.y)) l"
            case .quadCurve(let p, let c): return [c.x, c.y, p.x, p.y].map(Self.number).joined(separator: " ") + " q"
            case .curve(let p, let c1, let c2): return [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(Self.number).joined(separator: " ") + " c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// The path a description makes; nil when it is not one (an unknown operator, or an operator
    /// without its coordinates).
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(token) { numbers.append(CGFloat(number)); continue }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch (token, points.count, numbers.count % 2) {
            case ("m", 1, 0): move(to: points[0])
            case ("l", 1, 0): addLine(to: points[0])
            case ("q", 2, 0): addQuadCurve(to: points[1], control: points[0])
            case ("c", 3, 0): addCurve(to: points[2], control1: points[0], control2: points[1])
            case ("h", 0, 0): closeSubpath()
            default: return nil
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// A coordinate without a needless fraction: `10`, `2.5`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
