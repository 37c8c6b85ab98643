import LayoutDSL

/// The status bar's Wi-Fi level at full strength: a quarter-circle fan (45° either side of
/// straight up) cut into a dot and two arcs by two gaps. Estimates: 17.1 × 12.3 pt, as Apple's
/// iOS 17 design kit draws it (remembered); gaps 1.6 pt; bands of equal depth.
nonisolated struct WiFiGlyph: View {
    static let size = CGSize(width: 17.1, height: 12.3)

    var body: some View {
        WiFiFan().frame(width: Self.size.width, height: Self.size.height)
    }
}

/// The fan's three bands, each an annular sector centred on the bottom middle.
struct WiFiFan: Shape {
    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.maxY)
        let outer = min(rect.height, rect.width / 2 / sin(.pi / 4))
        let gap: CGFloat = 1.6
        let band = (outer - 2 * gap) / 3
        var path = Path()
        for index in 0..<3 {
            let inner = CGFloat(index) * (band + gap)
            let radius = inner + band
            path.move(to: centre)
            path.addArc(center: centre, radius: radius, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
            if inner > 0 {
                path.addArc(center: centre, radius: inner, startAngle: .degrees(-45), endAngle: .degrees(-135), clockwise: true)
            }
            path.closeSubpath()
        }
        return path
    }
}
