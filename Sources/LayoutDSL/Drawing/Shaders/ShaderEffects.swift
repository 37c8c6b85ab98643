/// `colorEffect`, `distortionEffect` and `layerEffect` (iOS 17): accepted, the view drawn as it
/// is, with a warning naming the shader (see `Shader`). Disabled effects (`isEnabled: false`)
/// are silent, as they draw nothing on iOS either.
struct ShaderEffectModifier: PrimitiveModifier {
    static var attachesToContent: Bool { false }
    let shader: Shader
    let kind: String
    let isEnabled: Bool

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        if isEnabled { context.graph.warnings.warn(shader.warning(kind)) }
        return content
    }
}

nonisolated extension View {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, kind: "colorEffect", isEnabled: isEnabled))
    }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, kind: "distortionEffect", isEnabled: isEnabled))
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, kind: "layerEffect", isEnabled: isEnabled))
    }
}
