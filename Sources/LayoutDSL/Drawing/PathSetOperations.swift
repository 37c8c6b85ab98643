internal import PathClipping

/// The set operations of filled regions iOS 17 gives `Path` (Apple's documentation of
/// `union(_:eoFill:)`, `intersection(_:eoFill:)`, `subtracting(_:eoFill:)`,
/// `symmetricDifference(_:eoFill:)` and `normalized(eoFill:)`): "any unclosed subpaths in either
/// path are assumed to be closed", each path's inside is read with the even-odd rule when `eoFill`
/// is true, else the non-zero rule, and "the result of filling this path using either even-odd or
/// non-zero fill rules is identical".
///
/// Computed by Clipper (Vatti's algorithm, Debian's libpolyclipping; `Sources/PathClipping`) on the
/// outlines flattened to within 0.01 pt, on an integer grid of 1/65,536 pt: the result is made of
/// lines where Core Graphics keeps curves, which at 3x moves an edge by at most 0.03 pixel. A path
/// with a coordinate beyond ±10¹² pt (or not finite) has no such grid, and gives an empty path.
extension Path {
    /// The regions this path fills and the other does: "the filled region of both paths
    /// added together".
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combined(PathClippingUnion, with: other, eoFill: eoFill)
    }

    /// The region both paths fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combined(PathClippingIntersection, with: other, eoFill: eoFill)
    }

    /// The region this path fills and the other does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combined(PathClippingDifference, with: other, eoFill: eoFill)
    }

    /// The region one of the paths fills and not the other.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(PathClippingExclusiveOr, with: other, eoFill: eoFill)
    }

    /// The same filled region as a "weakly-simple" path with no self-intersections and a
    /// normalized orientation (Apple); the even-odd rule by default, as Apple's signature has it.
    public func normalized(eoFill: Bool = true) -> Path {
        combined(PathClippingUnion, with: Path(), eoFill: eoFill)
    }

    /// One Clipper operation of this path (the subject) and `other` (the clip).
    private func combined(_ operation: PathClippingOperation, with other: Path, eoFill: Bool) -> Path {
        guard let subject = ClipperPolygons(self), let clip = ClipperPolygons(other) else { return Path() }
        var result = PathClippingPolygons()
        guard path_clipping_execute(operation, subject.coordinates, subject.counts, subject.counts.count,
                                    clip.coordinates, clip.counts, clip.counts.count, eoFill ? 1 : 0, &result) == 0
        else { return Path() }
        defer { path_clipping_free(&result) }
        var path = Path()
        var offset = 0
        for polygon in 0..<result.polygonCount {
            let count = result.counts[polygon]
            for index in 0..<count {
                let point = CGPoint(x: CGFloat(result.coordinates[offset]) / ClipperPolygons.scale,
                                    y: CGFloat(result.coordinates[offset + 1]) / ClipperPolygons.scale)
                offset += 2
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            if count > 0 { path.closeSubpath() }
        }
        return path
    }
}

/// A path's filled outlines on Clipper's integer grid: x and y of every ring in turn, and each
/// ring's number of points.
private struct ClipperPolygons {
    /// Grid cells a point wide: 1/65,536 pt, far below a pixel at any scale, while ±10¹² pt
    /// (the largest coordinate taken) stays inside the 62 bits Clipper computes with.
    static let scale: CGFloat = 65_536
    static let largestCoordinate: CGFloat = 1e12

    var coordinates: [Int64] = []
    var counts: [Int] = []

    init?(_ path: Path) {
        for ring in path.fillRings() {
            for point in ring {
                guard abs(point.x) <= Self.largestCoordinate, abs(point.y) <= Self.largestCoordinate else { return nil }
                coordinates.append(Int64((point.x * Self.scale).rounded()))
                coordinates.append(Int64((point.y * Self.scale).rounded()))
            }
            counts.append(ring.count)
        }
    }
}
