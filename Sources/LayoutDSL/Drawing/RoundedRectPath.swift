/// Rounded-rectangle outlines with circular or continuous corners.
///
/// The continuous corner is the iOS 7 squircle as it is commonly reverse-engineered from
/// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode's published measurements): it leaves
/// the straight edge 1.52866 radii before the corner, through three cubic curves, so curvature
/// eases in. Where that reach does not fit in half the side it runs along, that half of the
/// corner is blended towards a circular one until it does: a continuous pill is round across its
/// short sides and eases into its long ones, as SwiftUI draws it (the squircle-ended pill measured
/// in docs/reference/ios-measured-facts.md; Flutter's `RoundSuperellipse`, fitted to SwiftUI's
/// continuous rounded rectangle, has the same halves: a circle across the short side, a
/// superellipse into the long one).
extension Path {
    /// One corner, walked from the edge it is entered by to the edge it leaves by, in radii
    /// measured from the rectangle's corner: (along the entry edge, along the exit edge).
    /// Each step is a cubic (c1, c2, end) or a line (end).
    private static let continuousCorner: [[(CGFloat, CGFloat)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)],
        [(0.63149399, 0.074911)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)],
        [(0.065496, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]
    private static let continuousReach: CGFloat = 1.52866483
    private static let circularCorner: [[(CGFloat, CGFloat)]] = {
        let rest = 1 - kappa
        return [
            [(1, 0), (1, 0), (1, 0)],
            [(1, 0)],
            [(rest, 0), (0, rest), (0, 1)],
            [(0, 1)],
            [(0, 1), (0, 1), (0, 1)],
        ]
    }()

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, style: style, transform: transform) { _ in cornerSize }
    }

    /// A rectangle with a radius of its own at each corner (Apple's documentation of
    /// `addRoundedRect(in:cornerRadii:style:transform:)`), as `UnevenRoundedRectangle` draws.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
        addRoundedRect(in: rect, radii: radii.map { CGSize(width: $0, height: $0) }, style: style, transform: transform)
    }

    /// Corner radii clockwise from the top-trailing corner.
    mutating func addRoundedRect(in rect: CGRect, radii: [CGSize], style: RoundedCornerStyle,
                                 transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, style: style, transform: transform) { radii[$0] }
    }

    /// The outline with the radius `radius` gives each corner, clockwise from the top-trailing
    /// one (0…3). Computed corner by corner and step by step, with no array made per call: a
    /// rounded rectangle is built for every shape view resolved and every clip, and the arrays
    /// of radii, corners and steps took some twenty allocations an outline (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    private mutating func addRoundedRect(in rect: CGRect, style: RoundedCornerStyle, transform: CGAffineTransform,
                                         radius: (Int) -> CGSize) {
        let r = rect.standardized
        // SwiftUI clamps a circular radius to half the shorter side, so a rectangle rounded by
        // more than that is a capsule, not a rectangle with elliptical corners; an elliptical
        // corner size is clamped on each axis.
        let half = min(r.width, r.height) / 2
        func clamped(_ index: Int) -> CGSize {
            let size = radius(index)
            if size.width == size.height { let v = min(max(size.width, 0), half); return CGSize(width: v, height: v) }
            return CGSize(width: min(max(size.width, 0), r.width / 2), height: min(max(size.height, 0), r.height / 2))
        }
        guard (0..<4).contains(where: { let size = clamped($0); return size.width > 0 && size.height > 0 }) else {
            addRect(r, transform: transform)
            return
        }
        for index in 0..<4 {
            let radius = clamped(index)
            // Corner point and unit directions back along the entry edge and along the exit edge.
            let (c, entry, exit): (CGPoint, CGPoint, CGPoint) = switch index {
            case 0: (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1))
            case 1: (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0))
            case 2: (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1))
            default: (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0))
            }
            // How continuous each half of this corner can be: 1 where the full reach fits in half
            // the side it runs along. The halves are blended apart, so a pill keeps the continuous
            // easing along its long sides and is circular only across its short ones.
            let (entryRadius, exitRadius) = entry.x != 0 ? (radius.width, radius.height) : (radius.height, radius.width)
            let (entryHalf, exitHalf) = entry.x != 0 ? (r.width / 2, r.height / 2) : (r.height / 2, r.width / 2)
            func blend(half: CGFloat, radius: CGFloat) -> CGFloat {
                guard style == .continuous, radius > 0 else { return 0 }
                return (min(half / radius, Path.continuousReach) - 1) / (Path.continuousReach - 1)
            }
            let (entryBlend, exitBlend) = (blend(half: entryHalf, radius: entryRadius), blend(half: exitHalf, radius: exitRadius))
            // Entry and exit lengths are in units of the radius along that edge.
            func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: c.x + entry.x * a * entryRadius + exit.x * b * exitRadius,
                        y: c.y + entry.y * a * entryRadius + exit.y * b * exitRadius).applying(transform)
            }
            let reach = 1 + (Path.continuousReach - 1) * entryBlend
            if index == 0 { move(to: point(reach, 0)) } else { addLine(to: point(reach, 0)) }
            guard radius.width > 0, radius.height > 0 else { continue }
            for step in Path.continuousCorner.indices {
                let continuous = Path.continuousCorner[step], circular = Path.circularCorner[step]
                /// The step's `j`th point, between the circular corner's and the continuous one's by
                /// the blend of the half it lies in (nearer the entry edge or the exit edge).
                func blended(_ j: Int) -> CGPoint {
                    let (k, o) = (continuous[j], circular[j])
                    let t = k.0 > k.1 ? entryBlend : exitBlend
                    return point(o.0 + (k.0 - o.0) * t, o.1 + (k.1 - o.1) * t)
                }
                if continuous.count == 3 { addCurve(to: blended(2), control1: blended(0), control2: blended(1)) }
                else if (continuous[0].0 > continuous[0].1 ? entryBlend : exitBlend) > 0 { addLine(to: blended(0)) }
            }
        }
        closeSubpath()
    }
}
