/// The project's own vector symbols for `Image(systemName:)`, drawn in a unit box (0…1 on
/// both axes, y down) as SF Symbols are: strokes for outlined symbols, fills for `.fill` ones.
/// `weight` is the stroke width as a fraction of the box, taken from the font weight.
struct Symbol {
    enum Mark { case stroke(Path), fill(Path), evenOddFill(Path) }
    /// Width over height of the symbol's box.
    let aspect: CGFloat
    let marks: (CGFloat) -> [Mark]
    /// Every name the set draws.
    static var names: [String] { table.keys.sorted() }

    static func named(_ name: String) -> Symbol? { table[name] }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    private static func lines(_ points: [CGPoint]) -> Path { Path { $0.addLines(points) } }
    private static func circle(_ c: CGPoint, _ r: CGFloat) -> Path { Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
    private static func arrow(from: CGPoint, to: CGPoint, head: CGFloat = 0.32) -> Path {
        let dx = to.x - from.x, dy = to.y - from.y, length = hypot(dx, dy)
        let ux = dx / length, uy = dy / length
        let back = p(to.x - ux * head, to.y - uy * head)
        return Path { path in
            path.addLines([from, to])
            path.addLines([p(back.x - uy * head, back.y + ux * head), to, p(back.x + uy * head, back.y - ux * head)])
        }
    }
    private static func heart() -> Path {
        Path { path in
            path.move(to: p(0.5, 0.92))
            path.addCurve(to: p(0.04, 0.33), control1: p(0.22, 0.72), control2: p(0.04, 0.55))
            path.addCurve(to: p(0.5, 0.18), control1: p(0.04, 0.05), control2: p(0.4, 0.02))
            path.addCurve(to: p(0.96, 0.33), control1: p(0.6, 0.02), control2: p(0.96, 0.05))
            path.addCurve(to: p(0.5, 0.92), control1: p(0.96, 0.55), control2: p(0.78, 0.72))
            path.closeSubpath()
        }
    }
    private static func star() -> Path {
        Path { path in
            let points = (0..<10).map { i -> CGPoint in
                let angle = -Double.pi / 2 + Double(i) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 0.5 : 0.21
                return p(0.5 + r * cos(angle), 0.53 + r * sin(angle))
            }
            path.addLines(points)
            path.closeSubpath()
        }
    }
    /// An open circle with its gap at the top and the arrowhead at twelve o'clock, pointing
    /// the way it turns (↻ right, ↺ left). Angles are y-down: growing angles turn clockwise
    /// on screen; the arc covers 300° from two (or ten) o'clock.
    private static func circularArrow(clockwise: Bool) -> Path {
        Path { path in
            let center = p(0.5, 0.54), radius: CGFloat = 0.42
            let start = clockwise ? -30.0 : -150.0, end = clockwise ? 270.0 : -450.0
            path.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: !clockwise)
            let theta = end * .pi / 180
            let tip = p(center.x + radius * cos(theta), center.y + radius * sin(theta))
            let direction = clockwise ? p(-sin(theta), cos(theta)) : p(sin(theta), -cos(theta))
            let normal = p(-direction.y, direction.x), h: CGFloat = 0.22
            path.addLines([p(tip.x - direction.x * h + normal.x * h, tip.y - direction.y * h + normal.y * h), tip,
                           p(tip.x - direction.x * h - normal.x * h, tip.y - direction.y * h - normal.y * h)])
        }
    }

    private static let table: [String: Symbol] = {
        var t: [String: Symbol] = [:]
        t["arrow.down"] = Symbol(aspect: 0.8) { _ in [.stroke(arrow(from: p(0.5, 0.04), to: p(0.5, 0.96)))] }
        t["arrow.up"] = Symbol(aspect: 0.8) { _ in [.stroke(arrow(from: p(0.5, 0.96), to: p(0.5, 0.04)))] }
        t["arrow.left"] = Symbol(aspect: 1.15) { _ in [.stroke(arrow(from: p(0.96, 0.5), to: p(0.04, 0.5)))] }
        t["arrow.right"] = Symbol(aspect: 1.15) { _ in [.stroke(arrow(from: p(0.04, 0.5), to: p(0.96, 0.5)))] }
        t["arrow.clockwise"] = Symbol(aspect: 0.9) { _ in [.stroke(circularArrow(clockwise: true))] }
        t["arrow.counterclockwise"] = Symbol(aspect: 0.9) { _ in [.stroke(circularArrow(clockwise: false))] }
        t["arrow.triangle.2.circlepath"] = Symbol(aspect: 1.1) { _ in
            [.stroke(Path { path in
                path.addArc(center: p(0.5, 0.5), radius: 0.38, startAngle: .degrees(200), endAngle: .degrees(340), clockwise: false)
                path.addLines([p(0.72, 0.28), p(0.86, 0.37), p(0.93, 0.2)])
                path.addArc(center: p(0.5, 0.5), radius: 0.38, startAngle: .degrees(20), endAngle: .degrees(160), clockwise: false)
                path.addLines([p(0.28, 0.72), p(0.14, 0.63), p(0.07, 0.8)])
            })]
        }
        t["chevron.left"] = Symbol(aspect: 0.6) { _ in [.stroke(lines([p(0.8, 0.06), p(0.2, 0.5), p(0.8, 0.94)]))] }
        t["chevron.backward"] = t["chevron.left"]
        t["chevron.right"] = Symbol(aspect: 0.6) { _ in [.stroke(lines([p(0.2, 0.06), p(0.8, 0.5), p(0.2, 0.94)]))] }
        t["chevron.forward"] = t["chevron.right"]
        t["chevron.up"] = Symbol(aspect: 1.6) { _ in [.stroke(lines([p(0.06, 0.8), p(0.5, 0.2), p(0.94, 0.8)]))] }
        t["chevron.down"] = Symbol(aspect: 1.6) { _ in [.stroke(lines([p(0.06, 0.2), p(0.5, 0.8), p(0.94, 0.2)]))] }
        t["xmark"] = Symbol(aspect: 1) { _ in
            [.stroke(Path { $0.addLines([p(0.1, 0.1), p(0.9, 0.9)]); $0.addLines([p(0.9, 0.1), p(0.1, 0.9)]) })]
        }
        t["checkmark"] = Symbol(aspect: 1.1) { _ in [.stroke(lines([p(0.06, 0.55), p(0.36, 0.88), p(0.94, 0.1)]))] }
        t["plus"] = Symbol(aspect: 1) { _ in
            [.stroke(Path { $0.addLines([p(0.5, 0.06), p(0.5, 0.94)]); $0.addLines([p(0.06, 0.5), p(0.94, 0.5)]) })]
        }
        t["minus"] = Symbol(aspect: 1) { _ in [.stroke(lines([p(0.06, 0.5), p(0.94, 0.5)]))] }
        t["magnifyingglass"] = Symbol(aspect: 1) { _ in
            [.stroke(circle(p(0.42, 0.42), 0.33)), .stroke(lines([p(0.66, 0.66), p(0.94, 0.94)]))]
        }
        t["heart"] = Symbol(aspect: 1.1) { _ in [.stroke(heart())] }
        t["heart.fill"] = Symbol(aspect: 1.1) { _ in [.fill(heart())] }
        t["star"] = Symbol(aspect: 1.05) { _ in [.stroke(star())] }
        t["star.fill"] = Symbol(aspect: 1.05) { _ in [.fill(star())] }
        t["circle"] = Symbol(aspect: 1) { _ in [.stroke(circle(p(0.5, 0.5), 0.45))] }
        t["circle.fill"] = Symbol(aspect: 1) { _ in [.fill(circle(p(0.5, 0.5), 0.5))] }
        t["square"] = Symbol(aspect: 1) { _ in [.stroke(Path(roundedRect: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9), cornerRadius: 0.16))] }
        t["gear"] = Symbol(aspect: 1) { _ in
            [.evenOddFill(Path { path in
                let teeth = 8
                var points: [CGPoint] = []
                for i in 0..<(teeth * 4) {
                    let angle = Double(i) * 2 * .pi / Double(teeth * 4)
                    let r: CGFloat = (i % 4 == 0 || i % 4 == 1) ? 0.5 : 0.38
                    points.append(p(0.5 + r * cos(angle), 0.5 + r * sin(angle)))
                }
                path.addLines(points)
                path.closeSubpath()
                path.addPath(circle(p(0.5, 0.5), 0.16))
            })]
        }
        t["person"] = Symbol(aspect: 1) { _ in
            [.stroke(circle(p(0.5, 0.28), 0.22)),
             .stroke(Path { path in
                 path.move(to: p(0.08, 0.96))
                 path.addCurve(to: p(0.92, 0.96), control1: p(0.08, 0.5), control2: p(0.92, 0.5))
                 path.closeSubpath()
             })]
        }
        t["house"] = Symbol(aspect: 1.15) { _ in
            [.stroke(lines([p(0.04, 0.48), p(0.5, 0.06), p(0.96, 0.48)])),
             .stroke(lines([p(0.18, 0.36), p(0.18, 0.94), p(0.82, 0.94), p(0.82, 0.36)])),
             .stroke(lines([p(0.4, 0.94), p(0.4, 0.64), p(0.6, 0.64), p(0.6, 0.94)]))]
        }
        t["bell"] = Symbol(aspect: 1) { _ in
            [.stroke(Path { path in
                path.move(to: p(0.1, 0.78))
                path.addLine(to: p(0.2, 0.62))
                path.addCurve(to: p(0.5, 0.1), control1: p(0.2, 0.3), control2: p(0.3, 0.1))
                path.addCurve(to: p(0.8, 0.62), control1: p(0.7, 0.1), control2: p(0.8, 0.3))
                path.addLine(to: p(0.9, 0.78))
                path.closeSubpath()
            }), .stroke(lines([p(0.4, 0.9), p(0.6, 0.9)]))]
        }
        t["trash"] = Symbol(aspect: 0.9) { _ in
            [.stroke(lines([p(0.04, 0.18), p(0.96, 0.18)])),
             .stroke(lines([p(0.36, 0.18), p(0.38, 0.04), p(0.62, 0.04), p(0.64, 0.18)])),
             .stroke(lines([p(0.14, 0.18), p(0.2, 0.96), p(0.8, 0.96), p(0.86, 0.18)])),
             .stroke(Path { $0.addLines([p(0.4, 0.36), p(0.41, 0.8)]); $0.addLines([p(0.6, 0.36), p(0.59, 0.8)]) })]
        }
        t["ellipsis"] = Symbol(aspect: 1.3) { _ in
            [.fill(Path { path in
                for x in [0.12, 0.5, 0.88] as [CGFloat] { path.addPath(circle(p(x, 0.5), 0.085)) }
            })]
        }
        t["info.circle"] = Symbol(aspect: 1) { _ in
            [.stroke(circle(p(0.5, 0.5), 0.45)), .stroke(lines([p(0.5, 0.44), p(0.5, 0.76)])), .fill(circle(p(0.5, 0.28), 0.06))]
        }
        t["exclamationmark.triangle"] = Symbol(aspect: 1.1) { _ in
            [.stroke(Path { path in path.addLines([p(0.5, 0.06), p(0.96, 0.92), p(0.04, 0.92)]); path.closeSubpath() }),
             .stroke(lines([p(0.5, 0.36), p(0.5, 0.62)])), .fill(circle(p(0.5, 0.76), 0.05))]
        }
        return t
    }()
}
