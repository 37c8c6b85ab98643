import Foundation

/// A filter parameter of one to any number of values (Apple's documentation of `CIVector`):
/// points, rectangles (x, y, width, height), affine transforms (a, b, c, d, tx, ty) and colour
/// temperatures are all vectors; `x`, `y`, `z`, `w` read the first four values, 0 past the end.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
    }
    public init(x: CGFloat) { values = [x] }
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    public convenience init(cgRect r: CGRect) { self.init(x: r.origin.x, y: r.origin.y, z: r.size.width, w: r.size.height) }
    public init(cgAffineTransform t: CGAffineTransform) { values = [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    /// A vector written as `stringRepresentation` writes it ("[1 2 3]"); values that are not
    /// numbers read as 0, as Core Image's parser does.
    public init(string representation: String) {
        let inside = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        values = inside.split(whereSeparator: { $0 == " " || $0 == "," }).map { CGFloat(Double($0) ?? 0) }
    }

    open var count: Int { values.count }
    open func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    open var x: CGFloat { value(at: 0) }
    open var y: CGFloat { value(at: 1) }
    open var z: CGFloat { value(at: 2) }
    open var w: CGFloat { value(at: 3) }
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    open var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
    }

    /// "[x y …]", each value in the shortest form that reads back (Core Image prints "[1 2]").
    open var stringRepresentation: String {
        "[" + values.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\(Double($0))" }.joined(separator: " ") + "]"
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    open override var hash: Int { values.hashValue }
    open override var description: String { "<CIVector: \(stringRepresentation)>" }
}
