/// One thing a node draws, in its local space.
public enum DisplayItem: Equatable, Sendable {
    case fill(Path, FillStyle, Paint)
    case stroke(Path, StrokeStyle, Paint)
    /// A shape view's outline, made into a path only when drawn.
    case shape(ShapeOutline, ShapeDrawMode, Paint)
    /// Shaped text, positioned in the node's bounds; drawn by the engine that shaped it.
    case text(ShapedText)
    /// A decoded image drawn into a rectangle.
    case image(LoadedImage, CGRect, ImageSampling)
    /// Items in a space, clip and compositing state of their own (a `Canvas`'s drawing); boxed,
    /// as its transform, clips and filters would make every item of every display list larger.
    indirect case group(DisplayGroup)

    public static func == (l: DisplayItem, r: DisplayItem) -> Bool {
        switch (l, r) {
        case let (.fill(a, b, c), .fill(x, y, z)): return a == x && b == y && c == z
        case let (.stroke(a, b, c), .stroke(x, y, z)): return a == x && b == y && c == z
        case let (.text(a), .text(b)): return a === b
        case let (.image(a, r, i), .image(b, s, j)): return a === b && r == s && i == j
        case let (.shape(a, m, p), .shape(b, n, q)): return a.rect == b.rect && m == n && p == q && a.path == b.path
        case let (.group(a), .group(b)): return a == b
        default: return false
        }
    }
}
