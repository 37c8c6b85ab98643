import LayoutDSL
import Render

/// Lays out and renders a view on a transparent canvas.
func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                     colorScheme: ColorScheme = .light) throws -> Canvas {
    let environment = EnvironmentValues.rendering(scale: scale, colorScheme: colorScheme)
    let tree = try ViewHost(view, canvasSize: CGSize(width: width, height: height), environment: environment).update()
    return Renderer(scale: scale).render(tree)
}

extension Canvas {
    /// The sum of alpha over all pixels, in units of fully covered pixels.
    var coveredArea: Double { pixels.reduce(0) { $0 + Double($1 >> 24) } / 255 }
    func alpha(_ x: Int, _ y: Int) -> UInt8 { self[x, y].a }
}

/// Lays out and renders a view on a device's canvas (its size and safe area) on `background` (white unless given), without the system UI.
func renderOnDevice<V: View>(_ view: V, _ device: Device = .iPhone16, colorScheme: ColorScheme = .light,
                             background: Color = .white) throws -> Canvas {
    var environment = EnvironmentValues.rendering(scale: 1, colorScheme: colorScheme)
    device.apply(to: &environment)
    let host = ViewHost(view, canvasSize: device.size, environment: environment)
    host.safeAreaInsets = device.safeAreaInsets
    return Renderer(scale: 1, background: background.resolve(in: environment)).render(try host.update())
}

/// Lays out a view with the text engine installed.
func layout<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400, scale: CGFloat = 1) throws -> ResolvedTree {
    try ViewHost(view, canvasSize: CGSize(width: width, height: height), environment: .rendering(scale: scale)).update()
}

func frame(_ tree: ResolvedTree, _ id: String) -> CGRect { tree.node(id: id)?.frame ?? .null }
