import Foundation
import LayoutDSL

/// What to render and where, as `snap render` takes it on the command line. Codable, so a
/// compiled preview program receives exactly what the CLI parsed.
public struct RenderRequest: Codable, Sendable {
    public var size: CanvasSize?
    public var device: String?
    public var scale: Int?
    public var colorScheme: ColorSchemeOption = .light
    public var background = "system"
    public var offset: String?
    public var offsets: String?
    public var sweep: String?
    public var drag: String?
    public var scrollTarget: String?
    public var fps: Double = 60
    public var out = "out"
    public var layoutJSON: String?
    public var contactSheet: String?
    public var debugFrames = false
    public var scrollIndicators = false
    public var quiet = false

    public init() {}
}

/// One thing to render: a gallery scene or one preview of a file.
public struct RenderSubject {
    public var name: String
    public var view: AnyView
    /// The canvas when neither --size nor --device is given.
    public var defaultSize: CGSize
    public var layout: PreviewLayout

    public init(name: String, view: AnyView, defaultSize: CGSize, layout: PreviewLayout = .device) {
        self.name = name; self.view = view; self.defaultSize = defaultSize; self.layout = layout
    }
}
