/// The spacing a view asks for on each edge when a stack puts it next to another.
///
/// SwiftUI keeps spacing per edge and category (docs/typography.md §3, from OpenSwiftUI's
/// `Spacing` and SwiftUI's own `Spacing.textSpacing`): two neighbours meet at the largest
/// distance of the categories both facing edges have, else at their plain (default-category)
/// minimums, else at 8 points (R1). Vertically, text makes the difference:
/// - a plain view (a shape, a colour, a padded or framed view) has the text categories at zero:
///   `edgeBelowText` on its top, `edgeAboveText` on its bottom;
/// - a `Text` asks for a distance from a plain view above it (`edgeAboveText`, descent plus a
///   tenth of its line) and below it (`edgeBelowText`, a line and a tenth less its cap height),
///   and meets another text at the lower one's leading (`textToText`: 0 for SF Pro), so
///   `VStack { Text; Text }` stacks lines without a gap, as on iOS;
/// - a `Spacer` has a plain minimum of 0 on its axis, so no gap is added next to it (R2).
/// Horizontally written text asks nothing of its left and right neighbours, so across an axis
/// only the plain minimums and the 8-point default apply.
public struct ViewSpacing: Equatable, Sendable {
    public static let zero = ViewSpacing(all: 0)
    /// No minimum and no category on any edge: where a container's union of its subviews starts.
    static let empty = ViewSpacing(all: nil)
    /// SwiftUI's default distance between adjacent non-text views (R1).
    static let defaultDistance: CGFloat = 8

    /// The four edges' plain minimums (top, leading, bottom, trailing) and a bit for each edge
    /// that has one: 33 bytes where four optionals took 57, in every layout node that has
    /// computed its spacing (Benchmarks.md, "Layout memory").
    private var values = SIMD4<Double>()
    private var present: UInt8 = 0
    /// Bits 0 and 2: the top and bottom edges are a plain view's (`edgeBelowText` and
    /// `edgeAboveText` at zero).
    private var plain: UInt8 = 0
    /// What text asks of its vertical neighbours; nil for views without text on those edges.
    private var text: TextEdges?

    var top: CGFloat? { get { edge(0) } set { setEdge(0, newValue) } }
    var leading: CGFloat? { get { edge(1) } set { setEdge(1, newValue) } }
    var bottom: CGFloat? { get { edge(2) } set { setEdge(2, newValue) } }
    var trailing: CGFloat? { get { edge(3) } set { setEdge(3, newValue) } }

    private func edge(_ index: Int) -> CGFloat? { present & (1 << index) != 0 ? CGFloat(values[index]) : nil }
    private mutating func setEdge(_ index: Int, _ value: CGFloat?) {
        values[index] = Double(value ?? 0)
        if value != nil { present |= 1 << index } else { present &= ~(1 << index) }
    }

    public static func == (a: ViewSpacing, b: ViewSpacing) -> Bool {
        a.top == b.top && a.leading == b.leading && a.bottom == b.bottom && a.trailing == b.trailing
            && a.plain == b.plain && a.text == b.text
    }

    /// A plain view's spacing: 8 points from another plain view, a text's own distances from text.
    public init() { plain = 0b101 }
    init(all value: CGFloat?) { top = value; leading = value; bottom = value; trailing = value }
    init(axis: Axis, value: CGFloat) {
        if axis == .horizontal { leading = value; trailing = value } else { top = value; bottom = value }
    }

    /// The spacing of a line of text (SwiftUI's `Spacing.textSpacing(maxFontMetrics:idealMetrics:)`):
    /// `metrics` are the largest of its fonts', `firstBaseline` and `lastBaseline` its ideal
    /// layout's, `height` its ideal height, `pixelLength` one device pixel in points.
    init(text metrics: TextFontMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat, pixelLength: CGFloat) {
        let lineHeight = metrics.ascent + metrics.descent
        // A tenth of the line, rounded up to a pixel (apps built with the iOS 17 SDK or later).
        let extra = Self.roundUp(lineHeight / 10, to: pixelLength)
        let textToText = TextEdge.Metrics(lineSpacing: lineHeight + metrics.leading, leading: metrics.leading, pixelLength: pixelLength)
        text = TextEdges(
            top: TextEdge(edgeText: metrics.descent + extra, metrics: textToText, baseline: -firstBaseline),
            bottom: TextEdge(edgeText: max(lineHeight + extra - metrics.capHeight, extra + metrics.descent),
                             metrics: textToText, baseline: lastBaseline - height))
    }

    static func roundUp(_ value: CGFloat, to pixel: CGFloat) -> CGFloat {
        pixel > 0 ? (value / pixel - 0.0001).rounded(.up) * pixel : value
    }

    /// The distance from this view to `next`, which follows it along `axis`: the largest of the
    /// categories both facing edges have, else the larger plain minimum, else 8.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, let categorized = categorizedDistance(to: next) { return categorized }
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultDistance
        case let (value?, nil), let (nil, value?): return value
        case let (a?, b?): return max(a, b)
        }
    }

    private func categorizedDistance(to next: ViewSpacing) -> CGFloat? {
        var best: CGFloat?
        func consider(_ value: CGFloat) { best = max(best ?? value, value) }
        let above = text?.bottom, below = next.text?.top
        if plain & 0b100 != 0, let below { consider(below.edgeText) }          // edgeAboveText
        if let above, next.plain & 0b001 != 0 { consider(above.edgeText) }     // edgeBelowText
        if let above, let below {
            consider(Self.roundUp(below.metrics.leading, to: above.metrics.pixelLength))  // textToText
            consider(above.baseline + below.baseline)                                  // textBaseline
        }
        return best
    }

    /// Combines with a neighbour's spacing on the given edges (for containers that publish their
    /// children's): each category keeps the larger value.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            switch (a, b) { case let (x?, y?): return max(x, y); default: return a ?? b }
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
        let vertical = (edges.contains(.top) ? 0b001 : 0) | (edges.contains(.bottom) ? 0b100 : 0) as UInt8
        plain |= other.plain & vertical
        if let theirs = other.text, vertical != 0 {
            let mine = text
            text = TextEdges(top: edges.contains(.top) ? TextEdge.merge(mine?.top, theirs.top) : mine?.top,
                             bottom: edges.contains(.bottom) ? TextEdge.merge(mine?.bottom, theirs.bottom) : mine?.bottom)
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The edges become a plain view's, whatever the subview asked (SwiftUI's `Spacing.reset`):
    /// what padding does on its padded edges and a frame on the axes it fixes.
    mutating func reset(_ edges: Edge.Set) {
        if edges.contains(.top) { top = nil; plain |= 0b001 }
        if edges.contains(.leading) { leading = nil }
        if edges.contains(.bottom) { bottom = nil; plain |= 0b100 }
        if edges.contains(.trailing) { trailing = nil }
        if let text, edges.contains(.top) || edges.contains(.bottom) {
            let top = edges.contains(.top) ? nil : text.top, bottom = edges.contains(.bottom) ? nil : text.bottom
            self.text = top == nil && bottom == nil ? nil : TextEdges(top: top, bottom: bottom)
        }
    }
}

/// What a text asks of the views above and below it. A class, so the spacing of views without
/// text stays as small as it was: most nodes have none.
final class TextEdges: Equatable, Sendable {
    let top: TextEdge?, bottom: TextEdge?
    init(top: TextEdge?, bottom: TextEdge?) { self.top = top; self.bottom = bottom }
    static func == (a: TextEdges, b: TextEdges) -> Bool { a.top == b.top && a.bottom == b.bottom }
}

/// One edge of text: its distance from a plain view (`edgeAboveText` on top, `edgeBelowText`
/// below), its font metrics for the text beside it (`textToText`) and its baseline's distance
/// from the edge, negative (`textBaseline`).
struct TextEdge: Equatable, Sendable {
    struct Metrics: Equatable, Sendable {
        var lineSpacing: CGFloat, leading: CGFloat, pixelLength: CGFloat
    }
    var edgeText: CGFloat
    var metrics: Metrics
    var baseline: CGFloat

    /// Each category's larger value; of two fonts' metrics, the one with the larger line.
    static func merge(_ a: TextEdge?, _ b: TextEdge?) -> TextEdge? {
        guard let a, let b else { return a ?? b }
        return TextEdge(edgeText: max(a.edgeText, b.edgeText),
                        metrics: a.metrics.lineSpacing >= b.metrics.lineSpacing ? a.metrics : b.metrics,
                        baseline: max(a.baseline, b.baseline))
    }
}

/// The largest ascent, descent, cap height and leading of a text's fonts, in points: what its
/// spacing is made of.
public struct TextFontMetrics: Equatable, Sendable {
    public var ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, leading: CGFloat
    public init(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, leading: CGFloat) {
        self.ascent = ascent; self.descent = descent; self.capHeight = capHeight; self.leading = leading
    }
}
