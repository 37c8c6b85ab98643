/// A shape whose path is mirrored horizontally in its rectangle (`x → minX + maxX − x`): what a
/// shape that mirrors (`Shape.layoutDirectionBehavior`) draws in a right-to-left layout.
struct MirroredShape: Shape {
    let base: any Shape
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }
}
