extension ProjectionTransform {
    /// SwiftUI's `rotation3DEffect`: the rotation about `axis` through the anchor point, then a
    /// perspective whose viewer stands `max(width, height) / perspective` points in front of the
    /// view (Core Animation's `m34 = −1 / distance`, as OpenSwiftUI's `_Rotation3DEffect`
    /// reconstructs it), projected back onto the view's plane. The rotation matrix is Core
    /// Animation's `CATransform3DMakeRotation` (row vectors): a positive angle about y takes the
    /// right edge away from the viewer.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint, anchorZ: CGFloat,
                           perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        // 1 / distance to the viewer; 0 (no perspective) when the view has no size or perspective is 0.
        let side = max(size.width, size.height)
        var eye = CATransform3DIdentity
        eye.m34 = side > 0 && perspective.isFinite ? -perspective / side : 0
        // About the anchor: moved to the origin, rotated, seen from the eye, moved back.
        let steps = [CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorZ),
                     CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z), eye,
                     CATransform3DMakeTranslation(anchor.x, anchor.y, anchorZ)]
        return ProjectionTransform(steps.reduce(CATransform3DIdentity, CATransform3DConcat))
    }
}

nonisolated extension View {
    /// A projective transform of the view's drawing: without perspective a geometry effect like
    /// `transformEffect` (descendants' frames move with it), with perspective the view's layer
    /// drawn through it (see `NodeEffect.Geometry.projection`).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(EffectModifier(name: "projectionEffect", kind: .geometry(.projection { _ in transform })))
    }

    /// Rotates the view's drawing in three dimensions about `axis` through `anchor` and projects
    /// it back onto its plane with perspective (1 puts the viewer the view's longer side away).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(EffectModifier(name: "rotation3DEffect", kind: .geometry(.projection { size in
            .rotation3D(angle, axis: axis, anchor: CGPoint(x: anchor.x * size.width, y: anchor.y * size.height),
                        anchorZ: anchorZ, perspective: perspective, size: size)
        })))
    }
}
