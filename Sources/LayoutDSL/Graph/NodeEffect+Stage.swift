/// Where in one node's drawing the renderer applies each effect, and so which effects one node
/// can hold in the order their modifiers were applied.
///
/// The renderer composites a node in one fixed order, innermost first (`Renderer.draw`): its
/// content and subviews, the mask (which comes first and so conflicts with nothing: it has no
/// stage), a projection with perspective, the colour filter, the blur,
/// the shadow (of the blurred layer), then the layer is composited (flattened first by a
/// compositing group) with the opacity and blend mode, clipped, all in the node's transform,
/// where geometry effects act last. An effect applied outside another keeps the modifiers'
/// meaning on the same node when the renderer applies it later, or when the two commute; else
/// it gets a node of its own (`LayoutNode.adding`). So `.shadow(…).clipShape(…)` is one node
/// (the shadow is clipped too), `.clipShape(…).shadow(…)` two (the shadow falls outside the clip).
extension NodeEffect {
    enum Stage: Int, Comparable {
        case projection, colorMatrix, blur, shadow, compositingGroup, blendMode, opacity, clip, geometry

        static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether an effect at this stage, applied outside one at `earlier`, draws the same when
        /// the renderer applies both in one node.
        func canFollow(_ earlier: Stage) -> Bool {
            if earlier < self { return true }
            switch (earlier, self) {
            // Opacities multiply, and a fade commutes with a clip.
            case (.opacity, .opacity), (.clip, .opacity): return true
            // Transforms compose in order; a fade, a colour filter, a group and a blend mode act
            // on each pixel alone, wherever the pixels were moved.
            case (.geometry, .geometry), (.geometry, .opacity), (.geometry, .colorMatrix), (.geometry, .compositingGroup),
                 (.geometry, .blendMode): return true
            // Anything else would act in the wrong order: a shadow inside a clip, a blur of a
            // faded layer instead of each faded item, a clip that moves with an offset inside it.
            default: return false
            }
        }

        /// Whether an effect at this stage can follow any other (see `canFollow`): opacity and the
        /// geometry effects, which a node always takes.
        var followsAny: Bool { self == .opacity || self == .geometry }
    }

    /// Where the effect's drawing acts; nil for one that draws nothing itself (`zIndex` orders
    /// siblings, a geometry effect only moves the node).
    var displayStage: Stage? {
        switch kind {
        case .zIndex, .geometry(.translation), .geometry(.rotation), .geometry(.scale), .geometry(.affine), .geometry(.custom): nil
        case .geometry(.projection), .geometry(.drawingOnly): .projection
        case .opacity: .opacity
        case .clip: .clip
        case .shadow: .shadow
        case .blur: .blur
        case .colorMatrix: .colorMatrix
        case .compositingGroup: .compositingGroup
        case .blendMode: .blendMode
        }
    }

    /// The first stage the effect acts at, which the effects already on the node must allow.
    var stage: Stage? { displayStage ?? (isGeometry ? .geometry : nil) }
    /// The last stage the effect may act at, which later effects must follow: a projection
    /// without perspective moves the node, as the other geometry effects do.
    var lastStage: Stage? { isGeometry ? .geometry : displayStage }
}
