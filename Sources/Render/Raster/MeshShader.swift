import LayoutDSL

/// The colour of a mesh gradient at each pixel: the cell containing the pixel (in the node's
/// unit space), the pixel's bilinear coordinates in it, and the corners' colours mixed there.
struct MeshShader {
    let mesh: Paint.Mesh
    /// Pixel space to unit space of the node's bounds.
    let inverse: CGAffineTransform

    init(_ mesh: Paint.Mesh, size: CGSize, transform: CGAffineTransform) {
        self.mesh = mesh
        inverse = transform.inverted().concatenating(CGAffineTransform(scaleX: size.width > 0 ? 1 / size.width : 0,
                                                                       y: size.height > 0 ? 1 / size.height : 0))
    }

    func color(x: Int, y: Int) -> UInt32 {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let i = row * mesh.width + column
                let corners = [mesh.points[i], mesh.points[i + 1], mesh.points[i + mesh.width], mesh.points[i + mesh.width + 1]]
                guard let (u, v) = MeshShader.invertBilinear(p, corners) else { continue }
                let (su, sv) = mesh.smooth ? (u * u * (3 - 2 * u), v * v * (3 - 2 * v)) : (u, v)
                let c = [mesh.colors[i], mesh.colors[i + 1], mesh.colors[i + mesh.width], mesh.colors[i + mesh.width + 1]]
                let w = [(1 - su) * (1 - sv), su * (1 - sv), (1 - su) * sv, su * sv].map { Float($0) }
                func mix(_ k: KeyPath<Color.Resolved, Float>) -> Float { (0..<4).reduce(0) { $0 + c[$1][keyPath: k] * w[$1] } }
                return Pixel(Color.Resolved(red: mix(\.red), green: mix(\.green), blue: mix(\.blue), opacity: mix(\.opacity))).packed
            }
        }
        return Pixel(mesh.background).packed
    }

    /// (u, v) in [0, 1]² with p = bilinear(corners; u, v), corners ordered top-left, top-right,
    /// bottom-left, bottom-right; nil when p is outside the cell (Quílez's closed form).
    static func invertBilinear(_ p: CGPoint, _ q: [CGPoint]) -> (CGFloat, CGFloat)? {
        let (a, b, d, c) = (q[0], q[1], q[2], q[3])
        func cross(_ u: CGPoint, _ v: CGPoint) -> CGFloat { u.x * v.y - u.y * v.x }
        func sub(_ u: CGPoint, _ v: CGPoint) -> CGPoint { CGPoint(x: u.x - v.x, y: u.y - v.y) }
        let e = sub(b, a), f = sub(d, a), g = CGPoint(x: a.x - b.x + c.x - d.x, y: a.y - b.y + c.y - d.y), h = sub(p, a)
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        var candidates: [CGFloat] = []
        if abs(k2) < 1e-9 {
            guard abs(k1) > 1e-12 else { return nil }
            candidates = [-k0 / k1]
        } else {
            let discriminant = k1 * k1 - 4 * k0 * k2
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            candidates = [(-k1 - root) / (2 * k2), (-k1 + root) / (2 * k2)]
        }
        let epsilon: CGFloat = 1e-7
        for v in candidates where v >= -epsilon && v <= 1 + epsilon {
            let denominator = CGPoint(x: e.x + g.x * v, y: e.y + g.y * v)
            let u = abs(denominator.x) > abs(denominator.y) ? (h.x - f.x * v) / denominator.x : (h.y - f.y * v) / denominator.y
            if u >= -epsilon && u <= 1 + epsilon { return (min(max(u, 0), 1), min(max(v, 0), 1)) }
        }
        return nil
    }
}
