/// How a file names what to render: every `PreviewProvider`'s `previews`, with the layout and
/// name set by preview modifiers.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

public enum PreviewLayout: Equatable, Sendable {
    /// The device canvas.
    case device
    /// A canvas of this size, without safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size.
    case sizeThatFits
}

private struct PreviewLayoutKey: EnvironmentKey { static let defaultValue = PreviewLayout.device }
private struct PreviewNameKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    var previewLayout: PreviewLayout {
        get { self[PreviewLayoutKey.self] } set { self[PreviewLayoutKey.self] = newValue }
    }
    var previewDisplayName: String? {
        get { self[PreviewNameKey.self] } set { self[PreviewNameKey.self] = newValue }
    }
}

/// Preview modifiers leave layout alone; they tag the view for the renderer.
struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layout: PreviewLayout?
    let name: String?
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] { content }
}

extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { modifier(PreviewTraitModifier(layout: value, name: nil)) }
    public func previewDisplayName(_ value: String?) -> some View { modifier(PreviewTraitModifier(layout: nil, name: value)) }
    public func previewDevice(_ value: String?) -> some View { self }
}
