/// `textRenderer(_:)`: the text views of the content draw through the renderer, which is
/// animated as an `Animatable` modifier is (`AnimatedData`): a change of it inside an animated
/// transaction redraws the text with the interpolated `animatableData` on every frame.
nonisolated struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier {
    typealias Body = Never
    let renderer: Renderer

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let identity = context.child(.type(ObjectIdentifier(Self.self))).child(.slot(-1)).identity
        return _ViewOutputs(nodes: context.buildAnimated(modifier.renderer, at: identity) { renderer in
            var environment = context.environment
            environment.textRenderer = AnyTextRenderer(renderer)
            return context.with(environment: environment).build(content)
        })
    }
}

nonisolated extension View {
    /// Draws the text views of this view with `renderer`
    /// (https://developer.apple.com/documentation/swiftui/view/textrenderer(_:)); an inner
    /// `textRenderer` replaces an outer one.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { modifier(TextRendererModifier(renderer: renderer)) }
}
