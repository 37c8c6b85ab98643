import LayoutDSL

/// A page of the drawing primitives, for looking at the rasterizer.
struct PrimitivesScene: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Rectangle().fill(.red).accessibilityIdentifier("rect")
                RoundedRectangle(cornerRadius: 16).fill(.orange).accessibilityIdentifier("continuous")
                RoundedRectangle(cornerRadius: 16, style: .circular).fill(.yellow).accessibilityIdentifier("circular")
                Circle().fill(.green).accessibilityIdentifier("circle")
            }
            .frame(height: 70)
            HStack(spacing: 12) {
                Capsule().fill(.teal)
                Ellipse().fill(.blue)
                UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.indigo)
                Star().fill(.purple, style: FillStyle(eoFill: true))
            }
            .frame(height: 70)
            HStack(spacing: 12) {
                Circle().stroke(.red, lineWidth: 6)
                RoundedRectangle(cornerRadius: 12).strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
                Zigzag().stroke(.black, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
                Zigzag().stroke(.black, style: StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .miter))
            }
            .frame(height: 70)
            HStack(spacing: 12) {
                Circle().trim(from: 0, to: 0.7).stroke(.pink, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Rectangle().fill(.mint).rotationEffect(.degrees(30)).padding(10)
                ZStack {
                    Circle().fill(.red).offset(x: -10)
                    Circle().fill(.blue).offset(x: 10)
                }
                .opacity(0.5)
                Color.orange.clipShape(Circle()).shadow(radius: 6, y: 3).padding(6)
            }
            .frame(height: 70)
            HStack(spacing: 12) {
                Color.blue.overlay(Color.white.frame(width: 20, height: 20)).cornerRadius(10)
                Color.purple.blur(radius: 4).padding(8)
                RoundedRectangle(cornerRadius: 8).fill(.gray).scaleEffect(0.6)
                Circle().fill(.yellow).overlay(Circle().stroke(.black, lineWidth: 0))
            }
            .frame(height: 70)
        }
        .padding(20)
        .background(Color.white)
    }
}

/// A five-pointed star: overlapping points under even-odd leave a pentagon hole.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        let points = (0..<5).map { i -> CGPoint in
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}

struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint(x: rect.minX + 8, y: rect.maxY - 10), CGPoint(x: rect.minX + rect.width * 0.35, y: rect.minY + 10),
                           CGPoint(x: rect.minX + rect.width * 0.65, y: rect.maxY - 10), CGPoint(x: rect.maxX - 8, y: rect.minY + 10)])
        }
    }
}
