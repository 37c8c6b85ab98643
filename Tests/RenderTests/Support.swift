import LayoutDSL
import Render

/// Lays out and renders a view on a transparent canvas.
func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                     colorScheme: ColorScheme = .light, imageLoader: PNGImageLoader = .shared) throws -> Canvas {
    let environment = EnvironmentValues.rendering(scale: scale, colorScheme: colorScheme, imageLoader: imageLoader)
    let tree = try ViewHost(view, canvasSize: CGSize(width: width, height: height), environment: environment).update()
    return Renderer(scale: scale).render(tree)
}

extension Canvas {
    /// The sum of alpha over all pixels, in units of fully covered pixels.
    var coveredArea: Double { pixels.reduce(0) { $0 + Double($1 >> 24) } / 255 }
    func alpha(_ x: Int, _ y: Int) -> UInt8 { self[x, y].a }
}

/// A host of `view` on a device's canvas (its size, safe area and traits) at `scale`, and the
/// environment it renders in.
func deviceHost<V: View>(_ view: V, _ device: Device = .iPhone16, scale: CGFloat = 1,
                         colorScheme: ColorScheme = .light) -> (host: ViewHost, environment: EnvironmentValues) {
    var environment = EnvironmentValues.rendering(scale: scale, colorScheme: colorScheme)
    device.apply(to: &environment)
    let host = ViewHost(view, canvasSize: device.size, environment: environment)
    host.safeAreaInsets = device.safeAreaInsets
    return (host, environment)
}

/// Lays out and renders a view on a device's canvas (its size and safe area) on `background` (white unless given), without the system UI.
func renderOnDevice<V: View>(_ view: V, _ device: Device = .iPhone16, colorScheme: ColorScheme = .light,
                             background: Color = .white) throws -> Canvas {
    let (host, environment) = deviceHost(view, device, colorScheme: colorScheme)
    return Renderer(scale: 1, background: background.resolve(in: environment)).render(try host.update())
}

/// Lays out a view with the text engine installed.
func layout<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400, scale: CGFloat = 1,
                     imageLoader: PNGImageLoader = .shared) throws -> ResolvedTree {
    try ViewHost(view, canvasSize: CGSize(width: width, height: height), environment: .rendering(scale: scale, imageLoader: imageLoader)).update()
}

/// Suites about the asset catalog fixture (Tests/Fixtures/Assets.xcassets): their views render
/// with it as the main bundle's catalog, carried in their own environment, so they run alongside
/// suites that have no catalog.
protocol RendersWithFixtureCatalog {}

extension RendersWithFixtureCatalog {
    func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                         colorScheme: ColorScheme = .light) throws -> Canvas {
        try RenderTests.render(view, width: width, height: height, scale: scale, colorScheme: colorScheme,
                               imageLoader: AssetCatalogTests.loader)
    }

    func layout<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400, scale: CGFloat = 1) throws -> ResolvedTree {
        try RenderTests.layout(view, width: width, height: height, scale: scale, imageLoader: AssetCatalogTests.loader)
    }
}

func frame(_ tree: ResolvedTree, _ id: String) -> CGRect { tree.node(id: id)?.frame ?? .null }
