/// Draws the text views under `View.textRenderer(_:)` in place of the text engine's default
/// drawing (https://developer.apple.com/documentation/swiftui/textrenderer): `draw(layout:in:)`
/// gets the lines, runs and glyphs the engine laid out and draws them, or parts of them, through
/// the `GraphicsContext` (moved, faded, filtered, in other colours). The text's layout is
/// unchanged unless `sizeThatFits(proposal:text:)` says otherwise. As an `Animatable`, its
/// `animatableData` is interpolated on every frame of an animated change, and `draw` runs with it.
public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The text view's size for a proposal; by default the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far past the text's bounds the renderer draws. SwiftUI grows the text's layer by it;
    /// here nothing a text draws is cut at its bounds (display items are drawn where they fall),
    /// so drawing past them shows whatever the padding says.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A renderer with its type erased, in the environment of the text views it draws.
struct AnyTextRenderer {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

    init<Renderer: TextRenderer>(_ renderer: Renderer) {
        draw = { renderer.draw(layout: $0, in: &$1) }
        sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
    }

    /// What the renderer draws of `layout` in a text view of `size`, in the view's space.
    func items(_ layout: Text.Layout, size: CGSize, environment: EnvironmentValues, warn: @escaping (String) -> Void) -> [DisplayItem] {
        let shared = GraphicsContext.Shared(size: size, symbols: { _ in nil }, warn: warn)
        var context = GraphicsContext(recording: GraphicsContext.Recording(shared: shared), environment: environment)
        draw(layout, &context)
        return context.recording.items
    }
}

private struct TextRendererKey: EnvironmentKey {
    static let defaultValue: AnyTextRenderer? = nil
}

extension EnvironmentValues {
    /// The renderer of the text views in this environment (`View.textRenderer(_:)`).
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

/// A text view's renderer with what it draws in: the custom attributes of the text's style
/// runs, and the environment its context resolves colours and text in.
struct TextRendering {
    let renderer: AnyTextRenderer
    let attributes: [TextAttributes]
    let environment: EnvironmentValues
    let warn: (String) -> Void

    func display(_ shaped: ShapedText, size: CGSize) -> NodeDisplay {
        NodeDisplay(content: renderer.items(Text.Layout(shaped, attributes: attributes), size: size, environment: environment, warn: warn))
    }
}
