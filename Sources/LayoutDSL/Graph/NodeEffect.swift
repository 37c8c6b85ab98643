/// What a layout-neutral modifier does to the view it modifies, kept on that view's node
/// instead of a node of its own (Benchmarks.md, the ninth to fourteenth passes: "no node or box allocated per layout-neutral
/// modifier"): `opacity`, `hidden`, `zIndex`, the geometry effects (`offset`, `rotationEffect`,
/// `scaleEffect`, `transformEffect`, `projectionEffect`, `rotation3DEffect`, a custom
/// `GeometryEffect`) and the compositing effects (`clipShape`, `clipped`, `cornerRadius`,
/// `shadow`, `blur`, the colour filters, `compositingGroup`, `drawingGroup`, `blendMode`).
/// Such a modifier proposes what it is proposed and takes its content's size (R13), so a node
/// of its own only repeated its content's geometry; SwiftUI keeps these as render effects too,
/// outside layout.
///
/// A node applies its effects after its own display and placement, innermost first, as
/// wrapping nodes did; the resolved tree names them in the node's `modifiers`. The renderer
/// applies a node's compositing in one fixed order (`Stage`), so an effect that would act
/// before one already on the node gets a node of its own (`LayoutNode.adding`).
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
        /// Clips the subtree to the shape's path in the node's bounds. The path is made by a
        /// closure: held as an existential (`any Shape`), which saved the closure's allocation
        /// for the common shapes, the effect became address-only and every copy of a node's
        /// effects went through value witnesses (+5% instructions a row, callgrind).
        case clip((CGSize) -> Path, FillStyle)
        /// Casts a shadow of the subtree's silhouette. Inline, its five words are the largest
        /// payload (every effect 8 bytes larger), but boxed each shadow was an allocation: the
        /// effect rows measured 3.1 M fewer instructions and 11 fewer bytes a view inline.
        case shadow(Shadow)
        /// Blurs the subtree by this standard deviation in points.
        case blur(CGFloat)
        /// Filters the colours of the subtree's layer (boxed: rare, and ten words).
        indirect case colorMatrix(ColorMatrix)
        /// Flattens the subtree into one layer before the opacity and blend mode outside apply.
        case compositingGroup
        /// Combines the subtree's layer with what is behind it.
        case blendMode(BlendMode)
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
        /// `projectionEffect`, `rotation3DEffect`: without perspective it moves the node like the
        /// others (descendants' frames move with it); with perspective the node's layer is drawn
        /// through it (`NodeDisplay.projection`) and nothing moves.
        case projection((CGSize) -> ProjectionTransform)
        /// A geometry effect `ignoredByLayout()`: the node is drawn through its transform and
        /// nothing moves, not even the descendants' frames (SwiftUI: "only applies the transform
        /// while rendering its view").
        case drawingOnly((CGSize) -> ProjectionTransform)

        /// The transform, or nil for a projection with perspective or a drawing-only effect,
        /// which move no frame.
        func transform(in size: CGSize) -> CGAffineTransform? {
            switch self {
            case .translation(let offset): CGAffineTransform(translationX: offset.width, y: offset.height)
            case .rotation(let angle, let anchor): about(anchor, in: size, CGAffineTransform(rotationAngle: angle.radians))
            case .scale(let scale, let anchor): about(anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height))
            case .affine(let transform): transform
            case .custom(let transform): transform(size)
            case .projection(let projection): projection(size).affinePart
            case .drawingOnly: nil
            }
        }
    }

    init(_ name: String, _ kind: Kind, in context: BuildContext) {
        self.name = name
        self.kind = kind
        rightToLeft = context.environment.layoutDirection == .rightToLeft
    }

    /// Whether what the effect does depends on the node's size: a clip's shape, a projection,
    /// a rotation's or scale's anchor, a custom geometry effect.
    var dependsOnSize: Bool {
        switch kind {
        case .clip, .geometry(.rotation), .geometry(.scale), .geometry(.custom), .geometry(.projection), .geometry(.drawingOnly): true
        case .opacity, .zIndex, .geometry(.translation), .geometry(.affine), .shadow, .blur, .colorMatrix,
             .compositingGroup, .blendMode: false
        }
    }

    var isGeometry: Bool {
        if case .geometry = kind { true } else { false }
    }

    /// Applies the effect to the display of a node of `size` that already applied its own and
    /// those of the effects inside this one. A compositing effect finds its place empty: the
    /// node took it only if nothing at its stage or after was there (`LayoutNode.adding`).
    func apply(to display: inout NodeDisplay, size: CGSize) {
        switch kind {
        case .opacity(let opacity): display.opacity *= opacity
        case .zIndex(let index): display.zIndex = index
        case .geometry(.projection(let projection)):
            let transform = projection(size)
            if !transform.isAffine { display.projection = transform }
        case .geometry(.drawingOnly(let projection)):
            let transform = projection(size)
            if !transform.isIdentity { display.projection = transform }
        case .geometry: break
        case .clip(let path, let style):
            assert(display.clip == nil, "\(name) kept on a node that clips")
            display.clip = ClipShape(path: path(size), style: style)
        case .shadow(let shadow):
            assert(display.shadow == nil, "\(name) kept on a node with a shadow")
            display.shadow = shadow
        case .blur(let radius):
            assert(display.blurRadius == 0, "\(name) kept on a node that blurs")
            display.blurRadius = max(radius, 0)
        case .colorMatrix(let matrix):
            assert(display.colorMatrix == nil, "\(name) kept on a node with a colour filter")
            display.colorMatrix = matrix
        case .compositingGroup: display.isCompositingGroup = true
        case .blendMode(let mode):
            assert(display.blendMode == .normal, "\(name) kept on a node with a blend mode")
            display.blendMode = mode
        }
    }

    /// The effect's transform for a node of `size`, in the space of a node whose content
    /// transform the layout pass mirrors when `mirroredByNode` (mirroring is its own inverse,
    /// so an effect whose direction differs from the node's is mirrored here first); nil for
    /// an effect that does not move anything.
    func transform(in size: CGSize, mirroredByNode: Bool) -> CGAffineTransform? {
        guard case .geometry(let geometry) = kind, let transform = geometry.transform(in: size) else { return nil }
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
