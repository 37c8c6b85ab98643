/// What a layout-neutral modifier (`opacity`, `hidden`, `zIndex`, `offset`, `rotationEffect`,
/// `scaleEffect`, `transformEffect`, a custom `GeometryEffect`) does to the view it modifies,
/// kept on that view's node instead of a node of its own (issue 19 §3: "no node or box
/// allocated per layout-neutral modifier"). Such a modifier proposes what it is proposed and
/// takes its content's size (R13), so a node of its own only repeated its content's geometry;
/// SwiftUI keeps these as render effects too, outside layout.
///
/// A node applies its effects after its own display and placement, innermost first, as
/// wrapping nodes did; the resolved tree names them in the node's `modifiers`.
struct NodeEffect {
    /// The modifier's name, which the resolved tree reports ("opacity", "offset"…).
    let name: String
    let kind: Kind
    /// Whether the modifier's environment laid out right to left: a geometry effect then acts
    /// mirrored, as a wrapping node right to left mirrored its content transform (see
    /// `LayoutPass.mirrored`).
    let rightToLeft: Bool

    enum Kind {
        /// Multiplies the opacity of the node's subtree (`opacity`, `hidden`).
        case opacity(Double)
        /// The node's z-index among its siblings; the outermost wins, as the parent sees it.
        case zIndex(Double)
        /// Moves the node's drawing and its descendants' coordinate space, not its layout.
        case geometry(Geometry)
    }

    /// A geometry effect's transform, as a function of the node's size. The common ones are
    /// plain values: a closure capturing them took an allocation for every modifier.
    enum Geometry {
        case translation(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        case affine(CGAffineTransform)
        /// A custom `GeometryEffect`'s `effectValue(size:)`.
        case custom((CGSize) -> CGAffineTransform)

        func transform(in size: CGSize) -> CGAffineTransform {
            switch self {
            case .translation(let offset): CGAffineTransform(translationX: offset.width, y: offset.height)
            case .rotation(let angle, let anchor): about(anchor, in: size, CGAffineTransform(rotationAngle: angle.radians))
            case .scale(let scale, let anchor): about(anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height))
            case .affine(let transform): transform
            case .custom(let transform): transform(size)
            }
        }
    }

    init(_ name: String, _ kind: Kind, in context: BuildContext) {
        self.name = name
        self.kind = kind
        rightToLeft = context.environment.layoutDirection == .rightToLeft
    }

    var isGeometry: Bool {
        if case .geometry = kind { true } else { false }
    }

    /// Applies the effect to the display of a node that already applied its own and those of
    /// the effects inside this one.
    func apply(to display: inout NodeDisplay) {
        switch kind {
        case .opacity(let opacity): display.opacity *= opacity
        case .zIndex(let index): display.zIndex = index
        case .geometry: break
        }
    }

    /// The effect's transform for a node of `size`, in the space of a node whose content
    /// transform the layout pass mirrors when `mirroredByNode` (mirroring is its own inverse,
    /// so an effect whose direction differs from the node's is mirrored here first); nil for
    /// an effect that does not move anything.
    func transform(in size: CGSize, mirroredByNode: Bool) -> CGAffineTransform? {
        guard case .geometry(let geometry) = kind else { return nil }
        let transform = geometry.transform(in: size)
        return rightToLeft == mirroredByNode ? transform : LayoutPass.mirrored(transform, width: size.width)
    }
}

extension Collection<NodeEffect> {
    /// The geometry effects' transforms composed, innermost first: what maps the node's space
    /// to where its parent placed it. Nil when none moves anything.
    func transform(in size: CGSize, mirroredByNode: Bool) -> CGAffineTransform? {
        var composed: CGAffineTransform?
        for effect in self {
            guard let transform = effect.transform(in: size, mirroredByNode: mirroredByNode) else { continue }
            composed = composed.map { $0.concatenating(transform) } ?? transform
        }
        return composed
    }
}
