import Foundation
import LayoutDSL

/// What to render and where, as `snap render` parsed and checked it. Codable, so a compiled
/// preview program receives exactly what the CLI parsed.
public struct RenderRequest: Codable, Sendable {
    public var size: CanvasSize?
    public var device: String?
    public var scale: Int?
    public var colorScheme: ColorSchemeOption = .light
    /// The design drawn: `--design`; nil is the app's (`PreviewModule.design`, which `snap` sets
    /// before a preview runs), and Liquid Glass where there is no app.
    public var design: DesignOption?
    public var dynamicType: DynamicTypeOption = .large
    /// `@AppStorage` values to seed, as text.
    public var defaults: [String: String] = [:]
    public var layoutDirection: LayoutDirectionOption = .ltr
    public var locale: LocaleOption = .default
    /// The orientation of previews that choose none (`OrientationOption`).
    public var orientation: OrientationOption?
    public var background: Background = .system
    public var frames: FrameSequence = .offsets([.zero])
    public var scrollTarget: String?
    public var fps: Double = 60
    public var out = "out"
    public var layoutJSON: String?
    /// Only types, ids, texts and frames in the layout JSON.
    public var layoutJSONCompact = false
    public var contactSheet: String?
    /// Frames a row of the contact sheet.
    public var contactSheetColumns = 6
    /// Pixels per point of the contact sheet (default: the frames').
    public var contactSheetScale: Double?
    /// The contact sheet's longest side in pixels: a larger sheet is drawn at a smaller scale
    /// (`ContactSheetPlan`). 8192 is the texture limit of common GPUs and image viewers.
    public var contactSheetMaximumSize = 8192
    public var debugFrames = false
    public var scrollIndicators = false
    /// Draw the device's status bar and home indicator over a device canvas (`--no-system-ui`
    /// turns them off), as a screenshot of the device shows them.
    public var systemUI = true
    public var quiet = false
    /// Whether `snap`'s stderr is a terminal: a compiled preview's stderr is a pipe to `snap`,
    /// so it cannot ask for itself whether to draw a progress bar.
    public var terminal = false
    /// Asset catalog folders (`.xcassets`) that `Image("name")` and `Color("name")` look in.
    public var assets: [String] = []
    /// A preview that names an image or colour no catalog has fails (`SnapError.Code.missingAsset`)
    /// instead of drawing nothing with a warning: `snap test` sets it, so that no blank reference is recorded.
    public var failsOnMissingAssets = false

    public init() {}
}

/// One thing to render: a gallery scene or one preview of a file.
public struct RenderSubject {
    public var name: String
    public var view: AnyView
    /// The canvas when neither --size nor --device is given.
    public var defaultSize: CGSize
    public var layout: PreviewLayout
    /// The preset a preview asked for with `.previewDevice`; it wins over `--device`.
    public var device: String?
    public var orientation: InterfaceOrientation
    /// A widget preview's timeline: one frame per entry, at the widget's size, instead of the view's.
    public var timeline: PreviewTimeline?

    public init(name: String, view: AnyView, defaultSize: CGSize, layout: PreviewLayout = .device,
                device: String? = nil, orientation: InterfaceOrientation = .portrait, timeline: PreviewTimeline? = nil) {
        self.name = name; self.view = view; self.defaultSize = defaultSize; self.layout = layout
        self.device = device; self.orientation = orientation; self.timeline = timeline
    }
}
