/// A resolved fill: what the renderer draws with.
///
/// Every case but `color` is boxed (`indirect`): inline, the largest (a material's colour
/// matrix) made every paint, and so every drawn item and every shape's display list, about 200
/// bytes, where almost all are a colour of 16 (Benchmarks.md, the ninth to fourteenth passes: memory per view).
public enum Paint: Equatable, Sendable {
    case color(Color.Resolved)
    /// Stops in unit space of the shape's bounding box (`UnitPoint`s), sRGB interpolation.
    indirect case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    indirect case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    indirect case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// Radii are fractions of the shape's bounding box on each axis, so the rings are ellipses.
    indirect case ellipticalGradient(stops: [ResolvedStop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// A grid of colours over points in unit space of the shape's bounds (`MeshGradient`).
    indirect case meshGradient(Mesh)
    /// A material: what is already drawn behind the shape, blurred and tinted.
    indirect case material(Material.Backdrop)
    /// An image repeated across the shape (`ImagePaint`, `GraphicsContext.Shading.tiledImage`).
    indirect case tiledImage(ImageTile)

    public struct ResolvedStop: Equatable, Sendable {
        public var color: Color.Resolved
        public var location: CGFloat
    }

    /// The paint with its alpha multiplied (for `.opacity` on styles).
    public func multiplyingOpacity(_ factor: Float) -> Paint {
        switch self {
        case .material(var m): m.opacity *= factor; return .material(m)
        case .tiledImage(var tile): tile.opacity *= factor; return .tiledImage(tile)
        default: return mappingColors { var c = $0; c.opacity *= factor; return c }
        }
    }

    /// The paint with each of its colours transformed (a colour, gradient stops, a mesh's
    /// points and background); a material or an image, which hold no colour of their own, as is.
    func mappingColors(_ transform: (Color.Resolved) -> Color.Resolved) -> Paint {
        func map(_ stops: [ResolvedStop]) -> [ResolvedStop] {
            stops.map { var s = $0; s.color = transform(s.color); return s }
        }
        switch self {
        case .color(let c): return .color(transform(c))
        case .linearGradient(let stops, let s, let e): return .linearGradient(stops: map(stops), start: s, end: e)
        case .radialGradient(let stops, let c, let r0, let r1):
            return .radialGradient(stops: map(stops), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let c, let a0, let a1):
            return .angularGradient(stops: map(stops), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let c, let f0, let f1):
            return .ellipticalGradient(stops: map(stops), center: c, startRadiusFraction: f0, endRadiusFraction: f1)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map(transform)
            mesh.background = transform(mesh.background)
            return .meshGradient(mesh)
        case .material, .tiledImage: return self
        }
    }

    /// One tile of an image paint: `sourceRect` (unit rectangle of the image) drawn into a
    /// `size`-point rectangle at `origin` of the node's space, repeated in both directions.
    /// Two tiles are equal when they draw the same image.
    public struct ImageTile: Equatable, Sendable {
        public var image: LoadedImage
        public var sourceRect: CGRect
        public var origin: CGPoint
        public var size: CGSize
        public var interpolation: Image.Interpolation
        public var opacity: Float = 1

        public static func == (l: ImageTile, r: ImageTile) -> Bool {
            l.image === r.image && l.sourceRect == r.sourceRect && l.origin == r.origin && l.size == r.size
                && l.interpolation == r.interpolation && l.opacity == r.opacity
        }
    }

    public struct Mesh: Equatable, Sendable {
        public var width: Int, height: Int
        /// Row by row, `width` per row, in unit coordinates of the bounds.
        public var vertices: [Vertex]
        public var colors: [Color.Resolved]
        public var background: Color.Resolved
        /// Cubic colour interpolation across the grid rather than bilinear inside each cell.
        public var smooth: Bool

        /// A grid point and the control points of the curves to its neighbours on each side.
        public struct Vertex: Equatable, Sendable {
            public var position: CGPoint
            public var leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint
        }
    }
}
