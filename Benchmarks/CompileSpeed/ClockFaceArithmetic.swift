import SwiftUI

// Arithmetic-heavy `Path` code as clock and gauge views write it: trigonometry mixing CGFloat,
// Double and integer literals inside shape builders, the kind of expression Swift's type checker
// is slowest on. `scripts/compile-speed.sh` times it; no expression may take over 1 s.

struct AnalogClockFace: View {
    var hour: Double = 10
    var minute: Double = 9
    var second: Double = 30

    var body: some View {
        GeometryReader { proxy in
            let size = min(proxy.size.width, proxy.size.height)
            let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
            let radius = size / 2 - 8
            ZStack {
                Circle().stroke(Color.primary, lineWidth: 3)
                Path { path in
                    for tick in 0..<60 {
                        let angle = Double(tick) / 60 * 2 * .pi - .pi / 2
                        let inner = radius - (tick % 5 == 0 ? 14 : 7)
                        path.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
                        path.addLine(to: CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius))
                    }
                }
                .stroke(Color.secondary, lineWidth: 1.5)
                ForEach(1..<13) { number in
                    let angle = Double(number) / 12 * 2 * .pi - .pi / 2
                    Text("\(number)")
                        .font(.system(size: size * 0.08, weight: .semibold, design: .rounded))
                        .position(x: center.x + cos(angle) * (radius - 30), y: center.y + sin(angle) * (radius - 30))
                }
                hand(angle: (hour.truncatingRemainder(dividingBy: 12) + minute / 60) / 12 * 360, length: radius * 0.5,
                     width: 6, center: center)
                hand(angle: (minute + second / 60) / 60 * 360, length: radius * 0.75, width: 4, center: center)
                Path { path in
                    let angle = (second / 60 * 360 - 90) * .pi / 180
                    path.move(to: CGPoint(x: center.x - cos(angle) * radius * 0.15, y: center.y - sin(angle) * radius * 0.15))
                    path.addLine(to: CGPoint(x: center.x + cos(angle) * radius * 0.85, y: center.y + sin(angle) * radius * 0.85))
                }
                .stroke(Color.red, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
                Circle().fill(Color.red).frame(width: 8, height: 8).position(center)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private func hand(angle degrees: Double, length: CGFloat, width: CGFloat, center: CGPoint) -> some View {
        Path { path in
            let radians = (degrees - 90) * .pi / 180
            let tip = CGPoint(x: center.x + cos(radians) * length, y: center.y + sin(radians) * length)
            let side = CGPoint(x: cos(radians + .pi / 2) * width / 2, y: sin(radians + .pi / 2) * width / 2)
            path.move(to: CGPoint(x: center.x + side.x, y: center.y + side.y))
            path.addLine(to: CGPoint(x: tip.x + side.x * 0.3, y: tip.y + side.y * 0.3))
            path.addLine(to: CGPoint(x: tip.x - side.x * 0.3, y: tip.y - side.y * 0.3))
            path.addLine(to: CGPoint(x: center.x - side.x, y: center.y - side.y))
            path.closeSubpath()
        }
        .fill(Color.primary)
    }
}

/// A speedometer's arc, its graduations and needle: arcs and quadratic curves from polar points.
struct GaugeDial: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let start = Angle.degrees(135), sweep = 270.0
        path.addArc(center: c, radius: r - 4, startAngle: start, endAngle: start + .degrees(sweep), clockwise: false)
        for step in 0...27 {
            let a = (135 + Double(step) * sweep / 27) * .pi / 180
            let l: CGFloat = step % 3 == 0 ? 16 : 8
            path.move(to: CGPoint(x: c.x + cos(a) * (r - 4), y: c.y + sin(a) * (r - 4)))
            path.addLine(to: CGPoint(x: c.x + cos(a) * (r - 4 - l), y: c.y + sin(a) * (r - 4 - l)))
        }
        let needle = (135 + fraction * sweep) * .pi / 180
        path.move(to: CGPoint(x: c.x + cos(needle + .pi / 2) * 4, y: c.y + sin(needle + .pi / 2) * 4))
        path.addQuadCurve(to: CGPoint(x: c.x + cos(needle) * (r - 24), y: c.y + sin(needle) * (r - 24)),
                          control: CGPoint(x: c.x + cos(needle) * r * 0.3 + cos(needle + .pi / 2) * 2,
                                           y: c.y + sin(needle) * r * 0.3 + sin(needle + .pi / 2) * 2))
        path.addLine(to: CGPoint(x: c.x + cos(needle - .pi / 2) * 4, y: c.y + sin(needle - .pi / 2) * 4))
        path.closeSubpath()
        return path
    }
}

/// A star with rounded points: each vertex from two radii and an angle.
struct RoundedStar: Shape {
    var points = 5
    var innerRatio = 0.45

    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * innerRatio
        var path = Path()
        for i in 0..<(points * 2) {
            let a = Double(i) * .pi / Double(points) - .pi / 2
            let r = i.isMultiple(of: 2) ? outer : inner
            let p = CGPoint(x: c.x + CGFloat(cos(a)) * r, y: c.y + CGFloat(sin(a)) * r)
            if i == 0 { path.move(to: p) } else {
                let mid = Double(i) * .pi / Double(points) - .pi / 2 - .pi / Double(points * 2)
                path.addQuadCurve(to: p, control: CGPoint(x: c.x + CGFloat(cos(mid)) * (r + inner) / 2 * 1.1,
                                                          y: c.y + CGFloat(sin(mid)) * (r + inner) / 2 * 1.1))
            }
        }
        path.closeSubpath()
        return path
    }
}

#Preview("Clock") {
    VStack {
        AnalogClockFace()
        HStack {
            GaugeDial(fraction: 0.62).stroke(Color.blue, lineWidth: 2).frame(width: 120, height: 120)
            RoundedStar().fill(Color.yellow).frame(width: 120, height: 120)
        }
    }
    .padding()
}

/// Long single expressions: the shape of the public clock file that timed out before (many
/// literals and mixed operators in one initializer call).
struct SpirographPath: Shape {
    var turns = 7.0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let w = rect.width, h = rect.height
        for i in 0...360 {
            let t = Double(i) / 360 * 2 * .pi * turns
            let point = CGPoint(x: w / 2 + (w / 3 - 12) * cos(t) + (w / 9 + 4) * cos(t * 3.5 - .pi / 4) - 2 * sin(t / 2) * cos(t * 7),
                                y: h / 2 + (h / 3 - 12) * sin(t) - (h / 9 + 4) * sin(t * 3.5 - .pi / 4) + 2 * cos(t / 2) * sin(t * 7))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}
