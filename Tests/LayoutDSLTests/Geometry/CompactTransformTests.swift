@testable import LayoutDSL
import Testing

/// `CompactTransform` stores a translation in two words and boxes any other linear part; what
/// it gives back must be the transform it was given, bit for bit.
struct CompactTransformTests {
    @Test func transformsReadBackExactly() {
        let transforms = [
            CGAffineTransform.identity,
            CGAffineTransform(translationX: 12.5, y: -3),
            CGAffineTransform(rotationAngle: .pi / 7).translatedBy(x: 4, y: 9),
            CGAffineTransform(scaleX: 2, y: 0.5),
            CGAffineTransform(a: 1, b: -0.0, c: 0, d: 1, tx: 1, ty: 2),
            CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: .infinity),
        ]
        for transform in transforms {
            let stored = CompactTransform(transform).transform
            let bits = [stored.a, stored.b, stored.c, stored.d, stored.tx, stored.ty].map(\.bitPattern)
            #expect(bits == [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(\.bitPattern))
        }
    }

    /// A node's and a resolved node's transform go through it.
    @Test func nodesKeepTheirTransforms() {
        let rotated = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: 6)
        var resolved = ResolvedNode(type: "Color", size: CGSize(width: 1, height: 1), transform: rotated)
        #expect(resolved.transform == rotated)
        resolved.transform = CGAffineTransform(translationX: 1, y: 2)
        #expect(resolved.transform == CGAffineTransform(translationX: 1, y: 2))
        let node = LayoutNode.make(SpacerBehavior(minLength: 0, axis: nil))
        node.transform = rotated
        #expect(node.transform == rotated)
    }
}
