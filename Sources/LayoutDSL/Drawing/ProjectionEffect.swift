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
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        let r = [[t * x * x + c, t * x * y + z * s, t * x * z - y * s],
                 [t * x * y - z * s, t * y * y + c, t * y * z + x * s],
                 [t * x * z + y * s, t * y * z - x * s, t * z * z + c]]
        // 1 / distance to the viewer; 0 (no perspective) when the view has no size or perspective is 0.
        let side = max(size.width, size.height)
        let k = side > 0 && perspective.isFinite ? perspective / side : 0
        let (ax, ay) = (anchor.x, anchor.y)
        // The anchor, rotated: where the origin goes before the perspective divide.
        let cx = -ax * r[0][0] - ay * r[1][0] - anchorZ * r[2][0]
        let cy = -ax * r[0][1] - ay * r[1][1] - anchorZ * r[2][1]
        let cz = -ax * r[0][2] - ay * r[1][2] - anchorZ * r[2][2]
        var m = ProjectionTransform()
        m.m13 = -r[0][2] * k; m.m23 = -r[1][2] * k; m.m33 = 1 - cz * k
        m.m11 = r[0][0] + ax * m.m13; m.m21 = r[1][0] + ax * m.m23; m.m31 = cx + ax * m.m33
        m.m12 = r[0][1] + ay * m.m13; m.m22 = r[1][1] + ay * m.m23; m.m32 = cy + ay * m.m33
        return m
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
