/// An affine transform stored in the words it needs: a translation (almost every node's, in
/// the node tree and the resolved tree) in two, and a linear part other than the identity
/// (rotations, scales) boxed beside them. Inline, six words made every node of both trees 24
/// bytes larger (issue 19 §3, memory per view).
///
/// Exact: a transform reads back bit for bit as it was stored (the identity test compares bit
/// patterns, so a `-0` stays `-0`).
struct CompactTransform {
    private var tx: CGFloat
    private var ty: CGFloat
    private var linear: Linear?

    private final class Linear {
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) { self.a = a; self.b = b; self.c = c; self.d = d }
    }

    static let identity = CompactTransform(.identity)

    init(_ transform: CGAffineTransform) {
        tx = transform.tx
        ty = transform.ty
        let one = CGFloat(1).bitPattern
        let isTranslation = transform.a.bitPattern == one && transform.d.bitPattern == one
            && transform.b.bitPattern == 0 && transform.c.bitPattern == 0
        linear = isTranslation ? nil : Linear(transform.a, transform.b, transform.c, transform.d)
    }

    var transform: CGAffineTransform {
        guard let linear else { return CGAffineTransform(translationX: tx, y: ty) }
        return CGAffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: tx, ty: ty)
    }
}
