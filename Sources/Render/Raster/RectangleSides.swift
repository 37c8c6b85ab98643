import LayoutDSL

/// An axis-aligned rectangle in pixels by its four sides, exactly as a transform placed them
/// (a `CGRect` keeps an origin and a size, and rounds its far sides through the size).
struct RectangleSides {
    let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
}
