import LayoutDSL

/// A marker at rest, as iOS 17's `Marker` draws it: a circle in the tint with a white glyph and a
/// short pointer below whose tip is the coordinate. Apple publishes no measurements; these are
/// estimated from iOS 17 simulator screenshots of SwiftUI's `Map`: a 30-point circle, a 6-point
/// pointer, a 15-point glyph.
nonisolated struct MapMarkerView: View {
    let glyph: MarkerGlyph
    let tint: Color

    static let diameter: CGFloat = 30
    static let pointer: CGFloat = 6
    static var height: CGFloat { diameter + pointer }

    var body: some View {
        ZStack(alignment: .top) {
            MarkerPointer().fill(tint)
            Circle().fill(tint).frame(width: Self.diameter, height: Self.diameter)
            glyphView
                .foregroundStyle(.white)
                .frame(width: Self.diameter, height: Self.diameter)
        }
        .frame(width: Self.diameter, height: Self.height)
        .shadow(color: .black.opacity(0.2), radius: 1, y: 1)
    }

    @ViewBuilder private var glyphView: some View {
        switch glyph {
        case .systemImage(let name): Image(systemName: name).font(.system(size: 15, weight: .semibold))
        case .image(let name): Image(name).resizable().scaledToFit().frame(width: 16, height: 16)
        case .monogram(let text): text.font(.system(size: 13, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.5)
        }
    }
}

/// The pointer under a marker's circle: a triangle from inside the circle to the tip at the
/// bottom center.
struct MarkerPointer: Shape {
    func path(in rect: CGRect) -> Path {
        let halfWidth = rect.width * 0.15
        var path = Path()
        path.move(to: CGPoint(x: rect.midX - halfWidth, y: rect.minY + rect.width - 4))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX + halfWidth, y: rect.minY + rect.width - 4))
        path.closeSubpath()
        return path
    }
}
