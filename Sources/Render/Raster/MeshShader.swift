import LayoutDSL

/// The colour of a mesh gradient at each pixel. Each cell's Coons patch (see `MeshGradient`) is
/// cut into a grid of small quadrilaterals in pixel space, about eight pixels a side, which a
/// grid of buckets indexes; a pixel centre finds the quadrilateral it lies in, its bilinear
/// coordinates there give the patch parameters (u, v), and the colour patch is evaluated at
/// them. The first cell found wins where a folded mesh overlaps itself; pixels no cell covers
/// take the background.
struct MeshShader {
    /// A piece of one cell: its corners in pixels (top-left, top-right, bottom-left,
    /// bottom-right) and the patch parameters of its top-left corner.
    struct Piece {
        var corners: (CGPoint, CGPoint, CGPoint, CGPoint)
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        var cell: Int
        var u: Double, v: Double
    }

    let pieces: [Piece]
    /// Pieces per cell along each side.
    let steps: [Int]
    /// Piece indices per bucket, row by row.
    let buckets: [[Int32]]
    let bucketOrigin: CGPoint, bucketSize: CGFloat, bucketColumns: Int, bucketRows: Int
    /// Each cell's colour patch.
    let colorPatches: [Patch<SIMD4<Double>>]
    let background: UInt32

    /// The pieces' longest side, in pixels.
    static let pieceLength: CGFloat = 8
    /// At most this many buckets along a side (a mesh far larger than the canvas).
    static let maximumBuckets = 256

    init(_ mesh: Paint.Mesh, size: CGSize, transform: CGAffineTransform) {
        background = Pixel(mesh.background).packed
        let unitToPixel = CGAffineTransform(scaleX: size.width, y: size.height).concatenating(transform)
        func pixel(_ p: CGPoint) -> SIMD2<Double> { let q = p.applying(unitToPixel); return SIMD2(Double(q.x), Double(q.y)) }
        let positions = mesh.vertices.map { v in
            Patch<SIMD2<Double>>.Vertex(position: pixel(v.position), leading: pixel(v.leading), top: pixel(v.top),
                                        trailing: pixel(v.trailing), bottom: pixel(v.bottom))
        }
        let colors = MeshShader.colorVertices(mesh)
        var pieces: [Piece] = [], steps: [Int] = [], colorPatches: [Patch<SIMD4<Double>>] = []
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let i = row * mesh.width + column
                let corners = [i, i + 1, i + mesh.width, i + mesh.width + 1]
                let patch = Patch(corners.map { positions[$0] })
                colorPatches.append(Patch(corners.map { colors[$0] }))
                let extent = patch.extent
                let n = extent.isFinite ? Int(Swift.min(Swift.max((extent / Double(Self.pieceLength)).rounded(.up), 1), 64)) : 1
                steps.append(n)
                var grid: [CGPoint] = []
                for b in 0...n {
                    for a in 0...n {
                        let p = patch.point(u: Double(a) / Double(n), v: Double(b) / Double(n))
                        grid.append(CGPoint(x: p.x, y: p.y))
                    }
                }
                for b in 0..<n {
                    for a in 0..<n {
                        let k = b * (n + 1) + a
                        let q = (grid[k], grid[k + 1], grid[k + n + 1], grid[k + n + 2])
                        let xs = [q.0.x, q.1.x, q.2.x, q.3.x], ys = [q.0.y, q.1.y, q.2.y, q.3.y]
                        pieces.append(Piece(corners: q, minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!,
                                            cell: colorPatches.count - 1, u: Double(a) / Double(n), v: Double(b) / Double(n)))
                    }
                }
            }
        }
        self.pieces = pieces; self.steps = steps; self.colorPatches = colorPatches
        // Buckets over the pieces' bounds.
        let finite = pieces.filter { $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }
        let minX = finite.map(\.minX).min() ?? 0, minY = finite.map(\.minY).min() ?? 0
        let maxX = finite.map(\.maxX).max() ?? 0, maxY = finite.map(\.maxY).max() ?? 0
        let side = Swift.max(16, Swift.max(maxX - minX, maxY - minY) / CGFloat(Self.maximumBuckets))
        bucketOrigin = CGPoint(x: minX, y: minY); bucketSize = side
        bucketColumns = Int(((maxX - minX) / side).rounded(.down)) + 1
        bucketRows = Int(((maxY - minY) / side).rounded(.down)) + 1
        var buckets = [[Int32]](repeating: [], count: bucketColumns * bucketRows)
        for (index, piece) in pieces.enumerated()
        where piece.minX.isFinite && piece.minY.isFinite && piece.maxX.isFinite && piece.maxY.isFinite {
            let c0 = Int((piece.minX - minX) / side), c1 = Int((piece.maxX - minX) / side)
            let r0 = Int((piece.minY - minY) / side), r1 = Int((piece.maxY - minY) / side)
            for r in r0...Swift.min(r1, bucketRows - 1) {
                for c in c0...Swift.min(c1, bucketColumns - 1) { buckets[r * bucketColumns + c].append(Int32(index)) }
            }
        }
        self.buckets = buckets
    }

    /// Straight RGBA per vertex, with the control colours of its four curves: the neighbours'
    /// colours a third of the way along (bilinear: the patch is then bilinear in each cell), or
    /// Catmull-Rom tangents between them when the mesh smooths its colours.
    static func colorVertices(_ mesh: Paint.Mesh) -> [Patch<SIMD4<Double>>.Vertex] {
        let values = mesh.colors.map { SIMD4<Double>(Double($0.red), Double($0.green), Double($0.blue), Double($0.opacity)) }
        return values.indices.map { index in
            let (row, column) = (index / mesh.width, index % mesh.width)
            func at(_ r: Int, _ c: Int) -> SIMD4<Double> {
                values[Swift.min(Swift.max(r, 0), mesh.height - 1) * mesh.width + Swift.min(Swift.max(c, 0), mesh.width - 1)]
            }
            let c = values[index]
            guard mesh.smooth else {
                func third(_ other: SIMD4<Double>) -> SIMD4<Double> { c + (other - c) / 3 }
                return .init(position: c, leading: third(at(row, column - 1)), top: third(at(row - 1, column)),
                             trailing: third(at(row, column + 1)), bottom: third(at(row + 1, column)))
            }
            func tangent(_ previous: (Int, Int), _ next: (Int, Int), edge: Bool) -> SIMD4<Double> {
                (at(next.0, next.1) - at(previous.0, previous.1)) / (edge ? 3 : 6)
            }
            let h = tangent((row, column - 1), (row, column + 1), edge: column == 0 || column == mesh.width - 1)
            let v = tangent((row - 1, column), (row + 1, column), edge: row == 0 || row == mesh.height - 1)
            return .init(position: c, leading: c - h, top: c - v, trailing: c + h, bottom: c + v)
        }
    }

    func color(x: Int, y: Int) -> UInt32 {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        let column = Int(((p.x - bucketOrigin.x) / bucketSize).rounded(.down)),
            row = Int(((p.y - bucketOrigin.y) / bucketSize).rounded(.down))
        guard column >= 0, row >= 0, column < bucketColumns, row < bucketRows else { return background }
        for index in buckets[row * bucketColumns + column] {
            let piece = pieces[Int(index)]
            guard p.x >= piece.minX, p.x <= piece.maxX, p.y >= piece.minY, p.y <= piece.maxY,
                  let (s, t) = MeshShader.invertBilinear(p, piece.corners) else { continue }
            let n = Double(steps[piece.cell])
            let c = colorPatches[piece.cell].point(u: piece.u + Double(s) / n, v: piece.v + Double(t) / n)
            func unit(_ value: Double) -> Float { Float(Swift.min(Swift.max(value, 0), 1)) }
            return Pixel(Color.Resolved(red: unit(c.x), green: unit(c.y), blue: unit(c.z), opacity: unit(c.w))).packed
        }
        return background
    }

    /// (u, v) in [0, 1]² with p = bilinear(corners; u, v), corners ordered top-left, top-right,
    /// bottom-left, bottom-right; nil when p is outside the quadrilateral (Quílez's closed form).
    static func invertBilinear(_ p: CGPoint, _ q: (CGPoint, CGPoint, CGPoint, CGPoint)) -> (CGFloat, CGFloat)? {
        let (a, b, d, c) = q
        func cross(_ u: CGPoint, _ v: CGPoint) -> CGFloat { u.x * v.y - u.y * v.x }
        func sub(_ u: CGPoint, _ v: CGPoint) -> CGPoint { CGPoint(x: u.x - v.x, y: u.y - v.y) }
        let e = sub(b, a), f = sub(d, a), g = CGPoint(x: a.x - b.x + c.x - d.x, y: a.y - b.y + c.y - d.y), h = sub(p, a)
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        let epsilon: CGFloat = 1e-7
        func solve(_ v: CGFloat) -> (CGFloat, CGFloat)? {
            guard v >= -epsilon && v <= 1 + epsilon else { return nil }
            let denominator = CGPoint(x: e.x + g.x * v, y: e.y + g.y * v)
            let u = abs(denominator.x) > abs(denominator.y) ? (h.x - f.x * v) / denominator.x : (h.y - f.y * v) / denominator.y
            guard u >= -epsilon && u <= 1 + epsilon else { return nil }
            return (Swift.min(Swift.max(u, 0), 1), Swift.min(Swift.max(v, 0), 1))
        }
        if abs(k2) < 1e-9 {
            guard abs(k1) > 1e-12 else { return nil }
            return solve(-k0 / k1)
        }
        let discriminant = k1 * k1 - 4 * k0 * k2
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        return solve((-k1 - root) / (2 * k2)) ?? solve((-k1 + root) / (2 * k2))
    }
}

/// A Coons patch: the surface bounded by four cubic Bézier curves between its corners, of
/// positions or of colours.
struct Patch<V: SIMD> where V.Scalar == Double {
    struct Vertex { var position: V, leading: V, top: V, trailing: V, bottom: V }
    /// Top-left, top-right, bottom-left, bottom-right.
    let corners: [Vertex]

    init(_ corners: [Vertex]) { self.corners = corners }

    func point(u: Double, v: Double) -> V {
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let top = Self.bezier(a.position, a.trailing, b.leading, b.position, u)
        let bottom = Self.bezier(c.position, c.trailing, d.leading, d.position, u)
        let left = Self.bezier(a.position, a.bottom, c.top, c.position, v)
        let right = Self.bezier(b.position, b.bottom, d.top, d.position, v)
        let bilinear = a.position * ((1 - u) * (1 - v)) + b.position * (u * (1 - v)) + c.position * ((1 - u) * v) + d.position * (u * v)
        return top * (1 - v) + bottom * v + left * (1 - u) + right * u - bilinear
    }

    /// The largest distance between any two of the corners and control points (a bound on the
    /// patch's size).
    var extent: Double {
        let points = corners.flatMap { [$0.position, $0.leading, $0.top, $0.trailing, $0.bottom] }
        var result = 0.0
        for p in points { for q in points { result = Swift.max(result, ((p - q) * (p - q)).sum().squareRoot()) } }
        return result
    }

    static func bezier(_ p0: V, _ p1: V, _ p2: V, _ p3: V, _ t: Double) -> V {
        let s = 1 - t
        return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
    }
}
