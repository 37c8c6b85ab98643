/// SwiftUI's immediate-mode drawing context, handed to a `Canvas`'s renderer. Nothing is drawn
/// here: each call records display items (`DisplayGroup`s in the canvas node's space), which the
/// renderer draws as it draws every other view, so a canvas is exactly as sharp, clipped and
/// composited as a shape view would be.
///
/// A context is a value: a copy (`var inner = context`) has its own transform, clip, opacity,
/// blend mode and filters, and draws into the same canvas in call order, as SwiftUI's does.
public struct GraphicsContext {
    /// What every copy of one context draws into, and what its draws share.
    final class Recording {
        var items: [DisplayItem] = []
        /// The state of the group last appended: consecutive draws in one state share it.
        var lastState: Int?
        let shared: Shared
        init(shared: Shared) { self.shared = shared }
    }

    /// One canvas's render: the canvas size (gradient points map through it), the symbols, warnings.
    final class Shared {
        let size: CGSize
        let symbols: (AnyHashable) -> ResolvedSymbol?
        let warn: (String) -> Void
        private var nextState = 0
        init(size: CGSize, symbols: @escaping (AnyHashable) -> ResolvedSymbol?, warn: @escaping (String) -> Void) {
            self.size = size; self.symbols = symbols; self.warn = warn
        }
        func newState() -> Int { nextState += 1; return nextState }
    }

    let recording: Recording
    private var state: Int
    /// The environment of the canvas: styles, text and images resolve in it.
    public private(set) var environment: EnvironmentValues

    /// User space to the canvas's space (points, y down, origin at the top leading corner).
    public var transform: CGAffineTransform = .identity { didSet { stateChanged() } }
    /// Multiplies the alpha of everything drawn after it is set, each draw on its own.
    public var opacity: Double = 1 { didSet { stateChanged() } }
    /// How each later draw combines with what is already drawn.
    public var blendMode: BlendMode = .normal { didSet { stateChanged() } }
    var clips: [DisplayClip] = [] { didSet { stateChanged() } }
    var filters: [DisplayFilter] = [] { didSet { stateChanged() } }

    init(recording: Recording, environment: EnvironmentValues, transform: CGAffineTransform = .identity) {
        self.recording = recording; self.environment = environment
        state = recording.shared.newState()
        self.transform = transform
    }

    private mutating func stateChanged() { state = recording.shared.newState() }

    /// The bounds of the clip in user space: the canvas, narrowed by each shape clip.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: recording.shared.size)
        for case .shape(let shape, false) in clips { rect = rect.intersection(shape.path.boundingRect) }
        return rect.isNull ? .zero : rect.applying(transform.inverted())
    }

    // MARK: Transforms (each applies before the current transform, as Core Graphics' CTM calls do)

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to everything outside the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Narrows the clip of later draws to the path's interior in the current user space.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.shape(ClipShape(path: path.applying(transform), style: style), inverse: options.contains(.inverse)))
    }

    /// Narrows the clip of later draws to the alpha of what `content` draws (times `opacity`).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let items = try layerItems(content)
        clips.append(.layer(items, opacity: min(max(opacity, 0), 1), inverse: options.contains(.inverse)))
    }

    // MARK: Layers and filters

    /// Draws what `content` draws as one layer: the context's opacity, filters, blend mode and
    /// clip apply to the layer as a whole. The layer's context starts with this transform and
    /// nothing else.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = DisplayGroup(items: try layerItems(content))
        layer.isolated = true
        append(.group(layer), transformed: false)
    }

    /// A filter that applies to each later draw (a layer counts as one), after the filters
    /// added before it.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let warning = filter.warning {
            recording.shared.warn(warning)
            return
        }
        filters.append(filter.resolved(in: environment))
    }

    private func layerItems(_ content: (inout GraphicsContext) throws -> Void) rethrows -> [DisplayItem] {
        var inner = GraphicsContext(recording: Recording(shared: recording.shared), environment: environment, transform: transform)
        try content(&inner)
        return inner.recording.items
    }

    /// Appends an item drawn in user space (`transformed`), or one already in the canvas's space
    /// (layers, whose items carry their own transforms), in a group with the current state.
    func append(_ item: DisplayItem, transformed: Bool = true) {
        if transformed, recording.lastState == state, case .group(var last)? = recording.items.last {
            last.items.append(item)
            recording.items[recording.items.count - 1] = .group(last)
            return
        }
        var group = DisplayGroup(items: [item], transform: transformed ? transform : .identity)
        group.clips = clips
        group.opacity = opacity
        group.filters = filters
        group.blendMode = blendMode
        recording.items.append(.group(group))
        recording.lastState = transformed ? state : nil
    }
}
