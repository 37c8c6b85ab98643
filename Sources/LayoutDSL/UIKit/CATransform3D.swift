/// Core Animation's 4×4 transform (QuartzCore's `CATransform3D`, which UIKit and SwiftUI re-export),
/// with its functions. Points are row vectors multiplied on the left, as in Core Animation:
/// translation sits in `m41…m43`, perspective in `m14…m34` (`m34 = -1/d` for an eye at distance d),
/// and `CATransform3DConcat(a, b)` applies `a` first (Apple's documentation of each function).
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zeros, as the C struct's initializer gives.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0); (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0); (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row, for the arithmetic below.
    var rows: [[CGFloat]] {
        get { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }
        set {
            (m11, m12, m13, m14) = (newValue[0][0], newValue[0][1], newValue[0][2], newValue[0][3])
            (m21, m22, m23, m24) = (newValue[1][0], newValue[1][1], newValue[1][2], newValue[1][3])
            (m31, m32, m33, m34) = (newValue[2][0], newValue[2][1], newValue[2][2], newValue[2][3])
            (m41, m42, m43, m44) = (newValue[3][0], newValue[3][1], newValue[3][2], newValue[3][3])
        }
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.rows == b.rows }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation of `angle` radians about the axis (x, y, z); a zero-length axis gives the identity
/// ("if the vector has zero length the behavior is undefined": Core Animation returns identity).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: x * x * k + c, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
                         m21: x * y * k - z * s, m22: y * y * k + c, m23: y * z * k + x * s, m24: 0,
                         m31: x * z * k + y * s, m32: y * z * k - x * s, m33: z * z * k + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the row-vector product a·b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let a = a.rows, b = b.rows
    var product = CATransform3D()
    // Typed closures: inferring the sum's type over the operators' overloads took two seconds to type-check.
    product.rows = (0..<4).map { (i: Int) -> [CGFloat] in
        (0..<4).map { (j: Int) -> CGFloat in (0..<4).reduce(CGFloat(0)) { (sum: CGFloat, k: Int) in sum + a[i][k] * b[k][j] } }
    }
    return product
}

/// The translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// The scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` itself when it has none (Core Animation's documented behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows, inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), abs(m[pivot][column]) > 1e-12 else {
            return t
        }
        m.swapAt(column, pivot); inverse.swapAt(column, pivot)
        let scale = m[column][column]
        m[column] = m[column].map { $0 / scale }; inverse[column] = inverse[column].map { $0 / scale }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
            inverse[row] = zip(inverse[row], inverse[column]).map { $0 - factor * $1 }
        }
    }
    var result = CATransform3D()
    result.rows = inverse
    return result
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` maps the plane z = 0 as an affine transform does.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its entries for x and y), whatever else it holds.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectionTransform {
    /// The plane z = 0 of a Core Animation transform: its x, y and w rows and columns, as
    /// SwiftUI's inlinable initializer in the SDK's interface takes them.
    public init(_ m: CATransform3D) {
        self.init()
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
}
