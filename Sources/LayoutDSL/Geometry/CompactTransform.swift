/// An affine transform stored in the words it needs: a translation (almost every node's, in
/// the node tree and the resolved tree) in two, and any other transform (rotations, scales)
/// boxed, with a byte to tell them apart. Inline, six words made every node of both trees 24
/// bytes larger (Benchmarks.md, the ninth to fourteenth passes: memory per view); as a translation beside an optional box, three
/// words, where two and a byte leave the bytes after it to the node's small fields.
///
/// Exact: a transform reads back bit for bit as it was stored (the identity test compares bit
/// patterns, so a `-0` stays `-0`).
struct CompactTransform: Sendable {
    private var storage: Storage

    private enum Storage: Sendable {
        case translation(CGFloat, CGFloat)
        case general(General)
    }

    private final class General: Sendable {
        let transform: CGAffineTransform
        init(_ transform: CGAffineTransform) { self.transform = transform }
    }

    static let identity = CompactTransform(.identity)

    init(_ transform: CGAffineTransform) {
        let one = CGFloat(1).bitPattern
        let isTranslation = transform.a.bitPattern == one && transform.d.bitPattern == one
            && transform.b.bitPattern == 0 && transform.c.bitPattern == 0
        storage = isTranslation ? .translation(transform.tx, transform.ty) : .general(General(transform))
    }

    var transform: CGAffineTransform {
        switch storage {
        case .translation(let tx, let ty): CGAffineTransform(translationX: tx, y: ty)
        case .general(let general): general.transform
        }
    }
}
