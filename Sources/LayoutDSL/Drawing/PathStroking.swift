extension Path {
    /// The area a stroke of this path covers, as a path to fill with the non-zero rule
    /// (SwiftUI's `strokedPath(_:)`, CoreGraphics' `copy(strokingWithWidth:…)`): one closed,
    /// clockwise subpath per segment, join and cap of `PathStroker`, the geometry the renderer
    /// strokes with, so filling the result covers what stroking the path draws. Curves are
    /// flattened to within 0.01 pt (a thirtieth of a pixel at 3x) first, as `trimmedPath` does.
    /// A width that is not positive and finite covers nothing: an empty path.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
        let stroker = PathStroker(style: style, width: style.lineWidth, tolerance: Path.strokeTolerance)
        var result = Path()
        for polygon in stroker.polygons(flattened(tolerance: Path.strokeTolerance)) where polygon.count > 2 {
            result.addLines(polygon)
            result.closeSubpath()
        }
        return result
    }

    /// Points between a stroked outline and the true curves and arcs.
    static let strokeTolerance: CGFloat = 0.01
}
