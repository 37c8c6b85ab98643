import Foundation
import LayoutDSL
import Render
import SnapshotTesting

extension Snapshotting where Value == PNGImage, Format == PNGImage {
    /// PNGs compared by pixels.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

/// Renders a view as the strategies do: on a canvas, at a scale, in a color scheme, with the
/// first ScrollView (or `scrollTarget`) at an offset.
public struct SnapshotCanvas {
    public var size: CGSize
    public var scale: CGFloat
    public var colorScheme: ColorScheme
    public var safeAreaInsets: EdgeInsets
    /// The root environment's direction: `.rightToLeft` renders the view as an Arabic or Hebrew
    /// device shows it (the `UITraitCollection(layoutDirection:)` trait of Apple's strategies).
    public var layoutDirection: LayoutDirection
    /// The design drawn: the task's `SystemDesign.current` when the canvas was made (`withSnapshotDesign`).
    public var design = SystemDesign.current

    public init(size: CGSize, scale: CGFloat = 2, colorScheme: ColorScheme = .light, safeAreaInsets: EdgeInsets = EdgeInsets(),
                layoutDirection: LayoutDirection = .leftToRight) {
        self.size = size; self.scale = scale; self.colorScheme = colorScheme; self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
    }

    /// The device the canvas stands for, whose size classes the view sees.
    public var device: Device?
    /// The root environment's text size (what the `preferredContentSizeCategory` trait sets).
    public var dynamicTypeSize = DynamicTypeSize.large
    /// Size classes the view sees instead of the device's (what the size-class traits set); nil
    /// keeps the device's, or the environment's default.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The canvas takes the view's ideal size instead of `size`, as `snap` renders
    /// `.previewLayout(.sizeThatFits)` and swift-snapshot-testing's `.sizeThatFits` layout does.
    public var sizesToFit = false
    /// The scale a canvas that sizes to fit is measured at, if not `scale`: what the simulator's
    /// screen gives a hosting controller measured before the test's traits reach it.
    public var measuringScale: CGFloat?
    /// Draw the device's status bar and home indicator over the view. Off by default: on iOS,
    /// swift-snapshot-testing's `ViewImageConfig` snapshots render the view in a window of its
    /// own and include no status bar, so tests written for it mean the bare view. On, it needs
    /// `device` and draws what `snap render --device` draws.
    public var showsSystemUI = false
    /// The root locale (`snap render --locale`); nil keeps the default, en_US.
    public var locale: Locale?
    /// `@AppStorage` values seeded before the first update (`snap render --defaults`).
    public var defaults: [String: String] = [:]

    public init(device: Device, colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight) {
        self.init(size: device.size, scale: device.scale, colorScheme: colorScheme, safeAreaInsets: device.safeAreaInsets,
                  layoutDirection: layoutDirection)
        self.device = device
    }

    /// The host settings the canvas stands for (`HostSettings`, which `snap render` hosts through too).
    public var settings: HostSettings {
        var settings = HostSettings(size: size, scale: scale, colorScheme: colorScheme, design: design)
        settings.dynamicTypeSize = dynamicTypeSize
        settings.device = device
        settings.horizontalSizeClass = horizontalSizeClass
        settings.verticalSizeClass = verticalSizeClass
        settings.layoutDirection = layoutDirection
        settings.safeAreaInsets = safeAreaInsets
        settings.sizesToFit = sizesToFit
        settings.measuringScale = measuringScale
        settings.locale = locale
        settings.defaults = defaults
        return settings
    }

    public func host<V: View>(_ view: V) -> ViewHost { settings.host(view) }

    /// The tree rasterized on the system background of the scheme it settled in (a view's
    /// `preferredColorScheme` wins over the canvas's).
    public func raster(_ tree: ResolvedTree) -> Render.Canvas { draw(shown(tree)) }

    /// A tree that already shows the system UI (`shown`), drawn on its scheme's background.
    private func draw(_ shown: ResolvedTree) -> Render.Canvas {
        Renderer(scale: scale, background: Color(.systemBackground).resolve(in: .rendering(colorScheme: shown.colorScheme)))
            .render(shown)
    }

    /// The tree with the device's status bar and home indicator when the canvas shows them.
    private func shown(_ tree: ResolvedTree) -> ResolvedTree {
        showsSystemUI ? device.map { tree.withSystemChrome(of: $0, scale: scale) } ?? tree : tree
    }

    /// The tree rasterized and encoded, with its provenance; throws `RenderFailure` if the PNG
    /// cannot be encoded, or `UndrawablePayloads` if the tree has text or images the renderer
    /// cannot draw. The system UI is laid out once, for both (a layout pass of its own).
    public func png(_ tree: ResolvedTree) throws -> PNGImage {
        if let undrawable = UndrawablePayloads(tree) { throw undrawable }
        let shown = shown(tree)
        return try PNGImage(encoding: draw(shown), provenance: RenderProvenance(of: shown))
    }
}

extension Snapshotting where Value: View, Format == PNGImage {
    /// One frame of the view, rendered on a canvas of `size` points.
    public static func image(size: CGSize, scale: CGFloat = 2, colorScheme: ColorScheme = .light,
                             layoutDirection: LayoutDirection = .leftToRight,
                             offset: CGPoint = .zero, scrollTarget: ScrollViewSelector = .first,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        image(canvas: SnapshotCanvas(size: size, scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection), offset: offset,
              scrollTarget: scrollTarget, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// One frame on a device preset: its size, scale and safe area.
    public static func image(device: Device, colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
                             offset: CGPoint = .zero, scrollTarget: ScrollViewSelector = .first,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        image(canvas: SnapshotCanvas(device: device, colorScheme: colorScheme, layoutDirection: layoutDirection),
              offset: offset, scrollTarget: scrollTarget,
              precision: precision, perceptualPrecision: perceptualPrecision)
    }

    static func image(canvas: SnapshotCanvas, offset: CGPoint, scrollTarget: ScrollViewSelector,
                      precision: Float, perceptualPrecision: Float) -> Snapshotting {
        .failable(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            // A still, as `snap render` takes it: the view after its appearance settled (`ViewHost.still`).
            let host = canvas.host(view)
            let still = try host.still(at: offset, target: scrollTarget)
            try host.requireAssets()
            return try canvas.png(still.tree)
        }
    }

    /// Every frame of a scroll sequence on one living view tree, side by side on one sheet,
    /// each labelled with its offset.
    public static func contactSheet(_ sequence: ScrollSequence, size: CGSize, scale: CGFloat = 1,
                                    colorScheme: ColorScheme = .light, columns: Int? = nil,
                                    precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        .failable(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let canvas = SnapshotCanvas(size: size, scale: scale, colorScheme: colorScheme)
            let host = canvas.host(view)
            let frames = try host.run(sequence)
            try host.requireAssets()
            if let undrawable = frames.lazy.compactMap({ UndrawablePayloads($0.tree) }).first { throw undrawable }
            let sheet = ContactSheet.compose(frames.map { (label: "y = \(Int($0.offset?.y ?? 0))", canvas: canvas.raster($0.tree)) },
                                             scale: scale, columns: columns)
            return try PNGImage(encoding: sheet,
                                provenance: RenderProvenance(fonts: frames.flatMap { RenderProvenance(of: $0.tree).fonts }))
        }
    }
}

extension Snapshotting where Value == ResolvedTree, Format == String {
    /// A resolved tree as its JSON text (`ResolvedTree`'s schema: frames, transforms,
    /// identifiers), diffed by line.
    public static var layout: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.jsonText)
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The resolved tree as stable JSON text (frames, transforms, identifiers), diffed by line.
    public static func layout(size: CGSize, layoutDirection: LayoutDirection = .leftToRight, offset: CGPoint = .zero,
                              scrollTarget: ScrollViewSelector = .first) -> Snapshotting {
        .failable(pathExtension: "txt", diffing: .lines) { view in
            var settings = HostSettings(size: size, scale: 1)
            settings.layoutDirection = layoutDirection
            let host = settings.host(view)
            host.setScrollOffset(offset, target: scrollTarget)
            return try host.update().jsonText
        }
    }
}

extension ViewHost {
    /// Throws when the views named images or colours no catalog had (`RenderFailure.missingAssets`).
    func requireAssets() throws {
        if !missingAssets.isEmpty { throw RenderFailure.missingAssets(missingAssets) }
    }
}

extension ResolvedTree {
    /// The schema's text (encoding writes non-finite numbers as null, so it does not fail).
    var jsonText: String { String(decoding: (try? jsonData()) ?? Data(), as: UTF8.self) }
}
