import LayoutDSL

/// The color of each pixel a fill covers: one color, or a gradient evaluated at the pixel centre.
enum Shader {
    case solid(UInt32)
    case gradient(GradientShader)
    /// A colour computed beforehand for each pixel (a material's tinted backdrop).
    case image(Canvas)
    case mesh(MeshShader)
    case tile(TileShader)

    /// A paint as drawn by a node whose local space maps to pixels by `transform`; gradient unit
    /// points are relative to the node's bounds (`size`), as SwiftUI's are when a gradient fills a view.
    init(_ paint: Paint, size: CGSize, transform: CGAffineTransform, opacity: Float) {
        switch paint.multiplyingOpacity(opacity) {
        case .color(let color): self = .solid(Pixel(color).packed)
        case .linearGradient(let stops, let start, let end):
            self = .gradient(GradientShader(kind: .linear(start.at(size), end.at(size)), stops: stops, transform: transform))
        case .radialGradient(let stops, let center, let r0, let r1):
            self = .gradient(GradientShader(kind: .radial(center.at(size), r0, r1), stops: stops, transform: transform))
        case .angularGradient(let stops, let center, let a0, let a1):
            self = .gradient(GradientShader(kind: .angular(center.at(size), a0.radians, a1.radians), stops: stops, transform: transform))
        case .ellipticalGradient(let stops, let center, let f0, let f1):
            self = .gradient(GradientShader(kind: .elliptical(center.at(size), size, f0, f1), stops: stops, transform: transform))
        case .meshGradient(let mesh):
            self = .mesh(MeshShader(mesh, size: size, transform: transform))
        case .tiledImage(let tile):
            // An image that cannot be decoded paints nothing.
            self = TileShader(tile, transform: transform).map(Shader.tile) ?? .solid(0)
        case .material(let material):
            // With no backdrop to read (the renderer reads it for shapes), a material is its tint.
            var tint = material.tint
            tint.opacity *= material.opacity
            self = .solid(Pixel(tint).packed)
        }
    }

    /// The source colour at a pixel.
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        switch self {
        case .solid(let color): return color
        case .gradient(let gradient): return gradient.color(x: x, y: y)
        case .mesh(let mesh): return mesh.color(x: x, y: y)
        case .tile(let tile): return tile.color(x: x, y: y)
        case .image(let canvas):
            let ix = x - canvas.bounds.x, iy = y - canvas.bounds.y
            guard ix >= 0, iy >= 0, ix < canvas.width, iy < canvas.height else { return 0 }
            return canvas.pixels[iy * canvas.width + ix]
        }
    }

    var isOpaqueSolid: Bool {
        if case .solid(let c) = self { return c >> 24 == 255 }
        return false
    }
}

struct GradientShader {
    enum Kind {
        case linear(CGPoint, CGPoint)
        case radial(CGPoint, CGFloat, CGFloat)
        case angular(CGPoint, Double, Double)
        /// Centre, the box whose width and height are radius 1, start and end radius fractions.
        case elliptical(CGPoint, CGSize, CGFloat, CGFloat)
    }
    let kind: Kind
    /// Pixel space to the node's local space.
    let inverse: CGAffineTransform
    /// 256 premultiplied colors along the gradient, interpolated between stops in sRGB.
    let table: [UInt32]

    init(kind: Kind, stops: [Paint.ResolvedStop], transform: CGAffineTransform) {
        self.kind = kind.withStartAngleReduced
        inverse = transform.inverted()
        // Locations are clamped to 0…1 (NaN is 0) before sorting: NaN has no order, and the
        // lookup below relies on one.
        let sorted = stops.map { stop -> Paint.ResolvedStop in
            var stop = stop
            stop.location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            return stop
        }.sorted { $0.location < $1.location }
        table = (0..<256).map { index in
            let t = CGFloat(index) / 255
            guard let first = sorted.first, let last = sorted.last else { return 0 }
            if t <= first.location { return Pixel(first.color).packed }
            if t >= last.location { return Pixel(last.color).packed }
            let upper = sorted.firstIndex { $0.location >= t }!
            let a = sorted[upper - 1], b = sorted[upper]
            let f = Float(b.location > a.location ? (t - a.location) / (b.location - a.location) : 0)
            func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * f }
            return Pixel(Color.Resolved(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                        blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))).packed
        }
    }

    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        let t: CGFloat
        switch kind {
        case let .linear(s, e):
            let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
            t = length2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / length2 : 0
        case let .radial(c, r0, r1):
            t = r1 != r0 ? (hypot(p.x - c.x, p.y - c.y) - r0) / (r1 - r0) : 0
        case let .elliptical(c, size, f0, f1):
            let dx = size.width > 0 ? (p.x - c.x) / size.width : 0, dy = size.height > 0 ? (p.y - c.y) / size.height : 0
            t = f1 != f0 ? (hypot(dx, dy) - f0) / (f1 - f0) : 0
        case let .angular(c, a0, a1):
            var angle = atan2(p.y - c.y, p.x - c.x) - a0
            let span = a1 - a0
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            t = span != 0 ? angle / span : 0
        }
        // NaN (a NaN centre or radius, ∞ − ∞) reads the first stop, as a clamped position would.
        return table[t.isNaN ? 0 : Int(roundedChannel(min(max(t, 0), 1) * 255))]
    }
}

private extension UnitPoint {
    func at(_ size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}

extension GradientShader.Kind {
    /// An angular gradient whose start angle is a million radians or more turned back by whole
    /// turns, its span kept: each pixel takes its angle from the start modulo 2π, and libm's
    /// `fmod` of a dividend that large costs a step per power of two of the quotient (a start
    /// of `.degrees(1e12)` spent 92% of a 25-second frame in `fmod`, seed 16 tree 67950).
    /// Smaller starts are left exactly as given, so their pixels do not change.
    var withStartAngleReduced: Self {
        guard case let .angular(center, start, end) = self, start.isFinite, abs(start) >= 1e6 else { return self }
        let reduced = start.truncatingRemainder(dividingBy: 2 * .pi)
        return .angular(center, reduced, reduced + (end - start))
    }
}
