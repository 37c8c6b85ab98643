/// A two-dimensional gradient over a grid of points, each with a colour (iOS 18). The grid's
/// cells are bilinear patches: a pixel finds the cell it lies in, its (u, v) inside that cell
/// (inverting the bilinear map), and mixes the cell's four corner colours, with smoothstep
/// weights when `smoothsColors` (SwiftUI: "cubic (smooth) interpolation … for the colors").
/// Points are in unit coordinates of the shape's bounds. Cells are straight-edged here, where
/// SwiftUI's `BezierPoint` form may curve them.
public struct MeshGradient: ShapeStyle, View {
    public var width: Int, height: Int
    public var points: [SIMD2<Float>]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width; self.height = height; self.points = points; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        // A grid that does not match its points or colours draws its background, as a bad mesh should not crash.
        let count = width * height
        guard width >= 2, height >= 2, points.count == count, colors.count == count else {
            return background._paint(in: environment)
        }
        return .meshGradient(Paint.Mesh(width: width, height: height,
                                        points: points.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) },
                                        colors: colors.map { $0.resolve(in: environment) },
                                        background: background.resolve(in: environment), smooth: smoothsColors))
    }

    public var body: some View { Rectangle().fill(self) }
}
