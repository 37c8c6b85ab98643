/// A 3×3 projective transform (SwiftUI's `ProjectionTransform`), row-vector convention as
/// Core Graphics: a point (x, y, 1) times the matrix. The engine draws affine transforms, so a
/// perspective part (m13, m23 ≠ 0, m33 ≠ 1) is dropped when drawn (an approximation).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part, as drawn.
    var affineTransform: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
    /// The transform as an affine one, or nil when it has perspective.
    var affinePart: CGAffineTransform? { isAffine ? affineTransform : nil }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var product = ProjectionTransform()
        // Typed closures: inferring the sum's type over the operators' overloads took two seconds to type-check.
        product.rows = (0..<3).map { (i: Int) -> [CGFloat] in
            (0..<3).map { (j: Int) -> CGFloat in (0..<3).reduce(CGFloat(0)) { (sum: CGFloat, k: Int) in sum + a[i][k] * b[k][j] } }
        }
        return product
    }

    /// Inverts in place; a singular transform is left as it is and false returned.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let cofactor = { (r: Int, c: Int) -> CGFloat in
            let rs = (0..<3).filter { $0 != r }, cs = (0..<3).filter { $0 != c }
            let minor = m[rs[0]][cs[0]] * m[rs[1]][cs[1]] - m[rs[0]][cs[1]] * m[rs[1]][cs[0]]
            return (r + c) % 2 == 0 ? minor : -minor
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        guard determinant != 0, determinant.isFinite else { return false }
        rows = (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / determinant } }
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    private var rows: [[CGFloat]] {
        get { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }
        set {
            (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (newValue[0][0], newValue[0][1], newValue[0][2],
                                                             newValue[1][0], newValue[1][1], newValue[1][2],
                                                             newValue[2][0], newValue[2][1], newValue[2][2])
        }
    }
}
