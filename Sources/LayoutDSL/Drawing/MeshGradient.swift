/// A two-dimensional gradient over a grid of points, each with a colour (iOS 18).
///
/// Each cell is a Coons patch bounded by four cubic Bézier curves, one per side: with
/// `bezierPoints` the control points are the author's (`leadingControlPoint` and
/// `trailingControlPoint` shape the horizontal sides, `topControlPoint` and
/// `bottomControlPoint` the vertical ones); with plain `points` they are computed so the sides
/// run smoothly through the grid, as SwiftUI's do (its documentation of `smoothsColors` says
/// cubic interpolation is always used "for the shape of the mesh"): Catmull-Rom tangents, a
/// third of the way to either neighbour's chord (one-sided at the grid's edges; Apple does not
/// publish its rule, this is an estimate). A regular grid so made is flat and each cell the
/// bilinear square it looks like.
///
/// Colours are interpolated over the same patches: bilinearly, or when `smoothsColors` (the
/// default) cubically, with the same Catmull-Rom tangents taken between neighbouring colours,
/// so colour changes smoothly across cell edges. Points are in unit coordinates of the shape's
/// bounds; pixels no cell covers show `background`.
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
    /// A vertex with the control points of the four curves that leave it.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
        }
    }

    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    public var width: Int, height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    /// Accepted: interpolation is in sRGB (see `Gradient.ColorSpace`).
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        let resolved: [Color.Resolved] = switch colors {
        case .colors(let colors): colors.map { $0.resolve(in: environment) }
        case .resolvedColors(let colors): colors
        }
        let vertices: [Paint.Mesh.Vertex] = switch locations {
        case .points(let points): Self.smoothVertices(points.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }, width: width)
        case .bezierPoints(let points): points.map { point in
            func p(_ v: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(v.x), y: CGFloat(v.y)) }
            return Paint.Mesh.Vertex(position: p(point.position), leading: p(point.leadingControlPoint), top: p(point.topControlPoint),
                                     trailing: p(point.trailingControlPoint), bottom: p(point.bottomControlPoint))
        }
        }
        // A grid that does not match its points or colours draws its background, as a bad mesh should not crash.
        let count = width * height
        guard width >= 2, height >= 2, vertices.count == count, resolved.count == count,
              vertices.allSatisfy({
                  [$0.position, $0.leading, $0.top, $0.trailing, $0.bottom].allSatisfy { $0.x.isFinite && $0.y.isFinite }
              })
        else { return background._paint(in: environment) }
        return .meshGradient(Paint.Mesh(width: width, height: height, vertices: vertices, colors: resolved,
                                        background: background.resolve(in: environment), smooth: smoothsColors))
    }

    /// Vertices whose control points run the sides smoothly through the grid (see the type).
    static func smoothVertices(_ points: [CGPoint], width: Int) -> [Paint.Mesh.Vertex] {
        guard width > 0, points.count % width == 0 else { return [] }
        let height = points.count / width
        return points.indices.map { index in
            let (row, column) = (index / width, index % width)
            let p = points[index]
            func at(_ r: Int, _ c: Int) -> CGPoint { points[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)] }
            let (horizontal, vertical) = (Self.tangent(at(row, column - 1), p, at(row, column + 1)),
                                          Self.tangent(at(row - 1, column), p, at(row + 1, column)))
            return Paint.Mesh.Vertex(position: p,
                                     leading: CGPoint(x: p.x - horizontal.x, y: p.y - horizontal.y),
                                     top: CGPoint(x: p.x - vertical.x, y: p.y - vertical.y),
                                     trailing: CGPoint(x: p.x + horizontal.x, y: p.y + horizontal.y),
                                     bottom: CGPoint(x: p.x + vertical.x, y: p.y + vertical.y))
        }
    }

    /// A third of the Catmull-Rom tangent at `p` between its neighbours (the Bézier control
    /// offset); at an edge, where a neighbour is `p` itself, the one-sided difference.
    static func tangent(_ previous: CGPoint, _ p: CGPoint, _ next: CGPoint) -> CGPoint {
        let oneSided = previous == p || next == p
        let divisor: CGFloat = oneSided ? 3 : 6
        return CGPoint(x: (next.x - previous.x) / divisor, y: (next.y - previous.y) / divisor)
    }

    public var body: some View { Rectangle().fill(self) }
}
